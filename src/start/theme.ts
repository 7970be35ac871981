/** Start-up stage (src/main.tsx): the site's MUI theme. */
import { theme } from '@/lib/theme';

// Used, so the bundler keeps the import (and importing this module evaluates it).
void theme;
