/** A category's at-a-glance facts (spec part 2): the fields shown, in order, and those with a value. */
import type { AtAGlanceItem } from '@/contract/types';

export const GLANCE_FIELDS = [
  'capital_city',
  'population',
  'currency',
  'language',
  'time_zone',
  'calling_code',
  'electricity',
] as const;

/** The first item's facts that have a value (blank ones are left out), in GLANCE_FIELDS order. */
export function glanceFacts(items: readonly AtAGlanceItem[] | null | undefined) {
  const item = (items ?? [])[0];
  if (!item) return [];
  return GLANCE_FIELDS.map((key) => ({ key, value: (item[key] ?? '').trim() })).filter((f) => f.value);
}
