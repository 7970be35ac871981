/** A compare-list entry's stored shape (valibot): the type is derived from it (./compareList.ts). */
import * as v from 'valibot';
import { finiteNumber, nonEmptyString } from '../shared/storedSchemaParts';

/** What is stored per trip: enough to render the tray; the page loads each trip's detail by slug. */
export const compareEntrySchema = v.object({
  id: finiteNumber,
  slug: nonEmptyString,
  title: v.string(),
  image: v.nullable(v.string()),
});

export type CompareEntry = v.InferOutput<typeof compareEntrySchema>;
