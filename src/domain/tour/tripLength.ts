/** Trip length rule (spec part 2, §9): whole days between start and end, plus 1. */
import { daysBetween, parseDay } from '../shared/dates';

/** 2026-10-05 → 2026-10-10 is 6 days. Null when a date is missing or invalid, or the end is before the start. */
export function tripLengthDays(
  start: string | null | undefined,
  end: string | null | undefined,
): number | null {
  const a = parseDay(start);
  const b = parseDay(end);
  if (a == null || b == null || b < a) return null;
  return daysBetween(a, b) + 1;
}
