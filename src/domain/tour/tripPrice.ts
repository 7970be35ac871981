/**
 * Price shown on a listing trip card (spec part 1 §3, §8, §9): the price converted to VNĐ (under 10 000 it is
 * USD × 24 000), 'Contact for price' when there is none, and the original price struck through when it is
 * higher than the price.
 */
import { DEFAULT_MONEY, formatMoney, toVnd, type MoneyFormat } from '../shared/price';

export type TripPriceDisplay =
  { kind: 'negotiable' } | { kind: 'amount'; amount: number; price: string; originalPrice?: string };

export function tripPriceDisplay(
  price: number | string | null | undefined,
  originalPrice?: number | string | null,
  money: MoneyFormat = DEFAULT_MONEY,
): TripPriceDisplay {
  const amount = toVnd(price, money.rate);
  if (amount === null) return { kind: 'negotiable' };
  const original = toVnd(originalPrice, money.rate);
  return original !== null && original > amount
    ? {
        kind: 'amount',
        amount,
        price: formatMoney(amount, money),
        originalPrice: formatMoney(original, money),
      }
    : { kind: 'amount', amount, price: formatMoney(amount, money) };
}
