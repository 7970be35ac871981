/**
 * Money rules of the spec (part 1 §9, part 2 §9).
 * - Currency shown is VNĐ, Vietnamese number format, no decimals.
 * - A lowest price under 10 000 is treated as USD and multiplied by a rate (default 24 000).
 * - A price of 0 / missing means "negotiable" (vi 'Thỏa thuận', en 'Contact for price').
 * - Travel-deal prices are USD with en-US thousands separators.
 */
export const USD_PRICE_THRESHOLD = 10_000;
export const DEFAULT_USD_TO_VND_RATE = 24_000;

/** Converts a listing price to VNĐ: values under 10 000 are USD. Missing, zero or invalid prices give null. */
export function toVnd(price: number | string | null | undefined, rate = DEFAULT_USD_TO_VND_RATE): number | null {
  const value = typeof price === 'string' ? Number(price) : price;
  if (value == null || !Number.isFinite(value) || value <= 0) return null;
  return value < USD_PRICE_THRESHOLD ? Math.round(value * rate) : Math.round(value);
}

const vndFormat = new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 0 });
const usdFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** '12.990.000 VNĐ' — the Vietnamese format is used in both languages, as the spec says. */
export function formatVnd(amount: number): string {
  return `${vndFormat.format(Math.round(amount))} VNĐ`;
}

/** '1,290' — en-US thousands separators for USD deal prices. */
export function formatUsdAmount(amount: number): string {
  return usdFormat.format(Math.round(amount));
}

/** Parses a number that may arrive as a string ("1299.00"); null when absent or invalid. */
export function toNumber(value: number | string | null | undefined): number | null {
  if (value == null || value === '') return null;
  const n = typeof value === 'string' ? Number(value) : value;
  return Number.isFinite(n) ? n : null;
}
