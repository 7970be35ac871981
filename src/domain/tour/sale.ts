/**
 * Sale and current-price rules (spec part 2, §4 and §5), shared by the tour detail page and the checkout.
 * A sale applies only when sale_price, sale_start and sale_end are all set, the sale price is lower than the
 * regular price, and now lies inside the window, both ends included (a date-only end covers that whole day).
 */
import { toNumber } from '../shared/price';

export interface SalePriced {
  price?: number | string | null;
  sale_price?: number | string | null;
  sale_start?: string | null;
  sale_end?: string | null;
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Start of a sale bound: a date-only value is local midnight; a date-time is taken as is. */
function boundStart(value: string): number | null {
  const m = DATE_ONLY.exec(value.trim());
  if (m) return new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3])).getTime();
  const t = Date.parse(value.trim().replace(' ', 'T'));
  return Number.isNaN(t) ? null : t;
}

/** End of a sale bound: a date-only value covers the whole day (inclusive). */
function boundEnd(value: string): number | null {
  const m = DATE_ONLY.exec(value.trim());
  if (m) return new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]) + 1).getTime() - 1;
  const t = Date.parse(value.trim().replace(' ', 'T'));
  return Number.isNaN(t) ? null : t;
}

/** True when the sale price applies now. */
export function isSaleActive(item: SalePriced, now: Date = new Date()): boolean {
  const sale = toNumber(item.sale_price);
  const price = toNumber(item.price);
  if (sale == null || sale <= 0 || !item.sale_start || !item.sale_end) return false;
  if (price != null && price > 0 && sale >= price) return false;
  const start = boundStart(item.sale_start);
  const end = boundEnd(item.sale_end);
  if (start == null || end == null) return false;
  const t = now.getTime();
  return t >= start && t <= end;
}

/** The price to pay now: the sale price while the sale is active, else the regular price (0 when missing). */
export function currentPrice(item: SalePriced, now: Date = new Date()): number {
  if (isSaleActive(item, now)) return toNumber(item.sale_price) ?? 0;
  return toNumber(item.price) ?? 0;
}

/** The regular price to show struck through while a sale is active, else null. */
export function originalPriceIfOnSale(item: SalePriced, now: Date = new Date()): number | null {
  return isSaleActive(item, now) ? (toNumber(item.price) ?? null) : null;
}
