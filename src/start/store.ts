/** Start-up stage (src/main.tsx): the site's store (its slices, the stored state's restoring). */
import { makeStore } from '@/app/store';

// Used, so the bundler keeps the import (and importing this module evaluates it).
void makeStore;
