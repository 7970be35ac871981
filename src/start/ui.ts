/** Start-up stage (src/main.tsx): MUI's styles (its theme provider and baseline). */
import { ThemeProvider } from '@mui/material/styles';
import CssBaseline from '@mui/material/CssBaseline';

// Used, so the bundler keeps the import (and importing this module evaluates it).
void [ThemeProvider, CssBaseline];
