/** The compare list's stored shape (valibot): a value restored from the browser must match it (src/lib/persist.ts). */
import * as v from 'valibot';
import { compareEntrySchema } from '@/domain/tour/compareListSchema';

export const compareStateSchema = v.object({ items: v.array(compareEntrySchema) });

export type CompareState = v.InferOutput<typeof compareStateSchema>;
