/** Start-up stage (src/main.tsx): the address lookup's RTK Query API (its own API, before the content service's). */
import { geonamesEmptyApi } from '@/api/geonamesEmptyApi';

// Used, so the bundler keeps the import (and importing this module evaluates it).
void geonamesEmptyApi;
