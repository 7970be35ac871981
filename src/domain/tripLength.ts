/** Trip length rule (spec part 2, §9): whole days between start and end, plus 1. */

const DAY_MS = 86_400_000;

/** Parses 'yyyy-MM-dd' (or an ISO date-time, whose date part is used) to a UTC midnight timestamp. */
export function dateOnlyToUtc(value: string | null | undefined): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec((value ?? '').trim());
  if (!match) return null;
  const t = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isNaN(t) ? null : t;
}

/** 2026-10-05 → 2026-10-10 is 6 days. Null when a date is missing or invalid, or the end is before the start. */
export function tripLengthDays(
  start: string | null | undefined,
  end: string | null | undefined,
): number | null {
  const a = dateOnlyToUtc(start);
  const b = dateOnlyToUtc(end);
  if (a == null || b == null || b < a) return null;
  return Math.round((b - a) / DAY_MS) + 1;
}
