import { createRoot } from 'react-dom/client';

const root = createRoot(document.getElementById('root')!);
root.render(<p>Scaffold</p>);
