/** Start-up stage (src/main.tsx): the content service's API (its endpoints and their hooks). */
import { contentApi } from '@/api';

// Used, so the bundler keeps the import (and importing this module evaluates it).
void contentApi;
