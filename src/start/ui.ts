/** Start-up stage (src/main.tsx): MUI's styles (its theme provider). */
import { ThemeProvider } from '@mui/material/styles';

// Used, so the bundler keeps the import (and importing this module evaluates it).
void ThemeProvider;
