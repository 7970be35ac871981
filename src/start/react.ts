/** Start-up stage (src/main.tsx): React DOM. */
import { hydrateRoot } from 'react-dom/client';

// Used, so the bundler keeps the import (and importing this module evaluates it).
void hydrateRoot;
