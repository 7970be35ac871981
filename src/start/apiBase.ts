/** Start-up stage (src/main.tsx): the site's RTK Query API before its endpoints (base query, retries, hydration). */
import { emptySplitApi } from '@/api/emptyApi';

// Used, so the bundler keeps the import (and importing this module evaluates it).
void emptySplitApi;
