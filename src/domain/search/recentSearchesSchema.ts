/** The header's recent searches as kept in the browser (valibot): a restored value must match it (src/lib/persist.ts). */
import * as v from 'valibot';
import { MAX_RECENT_SEARCHES } from './recentSearches';
import { nonEmptyString } from '../shared/storedSchemaParts';

export const recentSearchesStateSchema = v.object({
  items: v.pipe(v.array(nonEmptyString), v.maxLength(MAX_RECENT_SEARCHES)),
});

export type RecentSearchesState = v.InferOutput<typeof recentSearchesStateSchema>;
