import type { Money } from '@/components/currency/useMoney';

/** A room price in the visitor's currency (null: contact for price). */
export const priceText = (money: Money, price: number | null) => {
  const value = money.toVnd(price);
  return value != null ? money.format(value) : null;
};
