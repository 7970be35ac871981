/** Start-up stage (src/main.tsx): i18next with the page's texts. */
import i18n from '@/lib/i18n';

// Used, so the bundler keeps the import (and importing this module evaluates it).
void i18n;
