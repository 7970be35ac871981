/**
 * Sale and current-price rules (spec part 2, §4 and §5), shared by the tour detail page and the checkout.
 * A sale applies only when sale_price, sale_start and sale_end are all set, the sale price is lower than the
 * regular price, and now lies inside the window, both ends included (a date-only end covers that whole day).
 */
import { toNumber } from '../shared/price';
import { boundTime } from '../shared/dates';

export interface SalePriced {
  price?: number | string | null;
  sale_price?: number | string | null;
  sale_start?: string | null;
  sale_end?: string | null;
}

/** True when the sale price applies now. */
export function isSaleActive(item: SalePriced, now: Date = new Date()): boolean {
  const sale = toNumber(item.sale_price);
  const price = toNumber(item.price);
  if (sale == null || sale <= 0 || !item.sale_start || !item.sale_end) return false;
  if (price != null && price > 0 && sale >= price) return false;
  const start = boundTime(item.sale_start);
  const end = boundTime(item.sale_end, true);
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
