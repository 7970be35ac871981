/** Start-up stage (src/main.tsx): React Router. */
import { BrowserRouter } from 'react-router-dom';

// Used, so the bundler keeps the import (and importing this module evaluates it).
void BrowserRouter;
