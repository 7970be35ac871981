/** Start-up stage (src/main.tsx): the site's frame (header, footer, contact button). */
import { Layout } from '@/app/Layout';

// Used, so the bundler keeps the import (and importing this module evaluates it).
void Layout;
