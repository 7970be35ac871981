/**
 * How this visitor sees money: their currency (./currencySlice.ts) and the site's one US$ rate (the content
 * service's `usd_to_vnd_rate` setting, else 24 000). `format(vnd)` gives '12.990.000 VNĐ' or 'US$541';
 * `toVnd(price)` reads a listing price (under 10 000 it is US$) with the same rate.
 *
 * Worked out once for the whole app by <MoneyProvider> (./MoneyProvider.tsx, in AppProviders): a tour page shows
 * money in a dozen places, and each place subscribing to the currency and the settings call on its own cost about
 * 40 µs of every server render (and as much again of hydration).
 */
import { createContext, useContext } from 'react';
import type { MoneyFormat } from '@/domain/shared/price';

export interface Money extends MoneyFormat {
  format: (vnd: number) => string;
  toVnd: (price: number | string | null | undefined) => number | null;
}

export const MoneyContext = createContext<Money | null>(null);

export function useMoney(): Money {
  const money = useContext(MoneyContext);
  if (!money) throw new Error('useMoney: no MoneyProvider');
  return money;
}
