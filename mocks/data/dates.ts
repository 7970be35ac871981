/** Calendar helpers on `yyyy-MM-dd` strings (UTC), so the dataset is relative to "today" and time-zone proof. */

export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Today's date (UTC) as yyyy-MM-dd, or the value of MOCK_TODAY when set (tests, reproducible screenshots). */
export function todayIso(now: Date = new Date()): string {
  const fixed = typeof process !== 'undefined' ? process.env.MOCK_TODAY : undefined;
  if (fixed && /^\d{4}-\d{2}-\d{2}$/.test(fixed)) return fixed;
  return isoDay(now);
}

export function addDays(iso: string, days: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return isoDay(d);
}

/** Whole days from `a` to `b` (b - a). */
export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}

/** `2026-11-21T09:30:00.000000Z`-style timestamp for created_at / updated_at. */
export function timestamp(iso: string, minutes = 0): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCMinutes(minutes);
  return d.toISOString();
}
