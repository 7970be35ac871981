/**
 * Tour rating rule (spec part 1 §3, tour list item): a rating is a number rounded to one decimal, 0 when missing.
 */

/** The rating rounded to one decimal; missing, invalid or negative values give 0, values above 5 give 5. */
export function roundRating(value: number | string | null | undefined): number {
  const n = typeof value === 'string' ? Number(value) : value;
  if (n == null || !Number.isFinite(n) || n <= 0) return 0;
  return Math.min(5, Math.round(n * 10) / 10);
}

/** The rating as shown on a card: always one decimal ('4.6', '0.0'). */
export function formatRating(value: number | string | null | undefined): string {
  return roundRating(value).toFixed(1);
}
