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
export function toVnd(
  price: number | string | null | undefined,
  rate = DEFAULT_USD_TO_VND_RATE,
): number | null {
  const value = typeof price === 'string' ? Number(price) : price;
  if (value == null || !Number.isFinite(value) || value <= 0) return null;
  return value < USD_PRICE_THRESHOLD ? Math.round(value * rate) : Math.round(value);
}

/**
 * A whole number with thousands separators, as Intl.NumberFormat writes it for vi-VN ('.') and en-US (','),
 * without Intl: creating a NumberFormat loads locale data, a measurable cost on a phone's first load.
 */
function groupThousands(amount: number, separator: '.' | ','): string {
  const rounded = Math.round(amount);
  const digits = String(Math.abs(rounded)).replace(/\B(?=(\d{3})+(?!\d))/g, separator);
  return rounded < 0 ? `-${digits}` : digits;
}

/** '12.990.000 VNĐ' — the Vietnamese format is used in both languages, as the spec says. */
export function formatVnd(amount: number): string {
  return `${groupThousands(amount, '.')} VNĐ`;
}

/** '1,290' — en-US thousands separators for USD deal prices. */
export function formatUsdAmount(amount: number): string {
  return groupThousands(amount, ',');
}

/** The currencies a visitor may see prices in. Bookings and bank transfers are always in VNĐ. */
export type Currency = 'VND' | 'USD';
export const CURRENCIES: readonly Currency[] = ['VND', 'USD'];

/** How amounts are shown: the visitor's currency and the one US$ → VNĐ rate (also used by `toVnd`). */
/** A price as every trip list shows it: none ('Contact for price'), or the amount with an optional original. */
export type PriceDisplay = { kind: 'negotiable' } | { kind: 'amount'; price: string; originalPrice?: string };

/** An amount (or none) as a PriceDisplay without an original price. */
export function amountDisplay(formatted: string | null | undefined): PriceDisplay {
  return formatted ? { kind: 'amount', price: formatted } : { kind: 'negotiable' };
}

export interface MoneyFormat {
  currency: Currency;
  /** VNĐ per US$. */
  rate: number;
}

export const DEFAULT_MONEY: MoneyFormat = { currency: 'VND', rate: DEFAULT_USD_TO_VND_RATE };

/** The rate of the content service's settings when it is a usable number, else 24 000. */
export function usdRate(setting: number | null | undefined): number {
  return typeof setting === 'number' && Number.isFinite(setting) && setting > 0
    ? setting
    : DEFAULT_USD_TO_VND_RATE;
}

/** A VNĐ amount in the visitor's currency: '12.990.000 VNĐ', or 'US$541' (whole dollars, en-US separators). */
export function formatMoney(vnd: number, money: MoneyFormat = DEFAULT_MONEY): string {
  return money.currency === 'USD' ? `US$${formatUsdAmount(vnd / money.rate)}` : formatVnd(vnd);
}

/** Parses a number that may arrive as a string ("1299.00"); null when absent or invalid. */
export function toNumber(value: number | string | null | undefined): number | null {
  if (value == null || value === '') return null;
  const n = typeof value === 'string' ? Number(value) : value;
  return Number.isFinite(n) ? n : null;
}
