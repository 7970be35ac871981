/**
 * Price display of a home trip card (spec part 1, §3 "Home trip card"): a price of 0 (or none) is
 * negotiable ('Thỏa thuận' / 'Contact for price'); otherwise thousands separators and VNĐ; the original
 * price is shown struck through when present.
 */
import { DEFAULT_MONEY, formatMoney, toNumber, type MoneyFormat } from './price';

export type HomePriceDisplay =
  { kind: 'negotiable' } | { kind: 'amount'; price: string; originalPrice?: string };

export function homePriceDisplay(
  price: number | string | null | undefined,
  originalPrice?: number | string | null,
  money: MoneyFormat = DEFAULT_MONEY,
): HomePriceDisplay {
  const amount = toNumber(price);
  if (amount === null || amount <= 0) return { kind: 'negotiable' };
  const original = toNumber(originalPrice);
  return original !== null && original > 0
    ? { kind: 'amount', price: formatMoney(amount, money), originalPrice: formatMoney(original, money) }
    : { kind: 'amount', price: formatMoney(amount, money) };
}
