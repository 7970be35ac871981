import { useMemo, type ReactNode } from 'react';
import { useGetAppSettingsQuery } from '@/api';
import { useAppSelector } from '@/lib/hooks';
import { formatMoney, toVnd, usdRate } from '@/domain/shared/price';
import { selectCurrency } from '@/lib/state/currencySlice';
import { MoneyContext, type Money } from './useMoney';

/** The visitor's currency and the site's US$ rate for every `useMoney()` below (./useMoney.ts). */
export function MoneyProvider({ children }: { children: ReactNode }) {
  const currency = useAppSelector(selectCurrency);
  const { data } = useGetAppSettingsQuery();
  const rate = usdRate(data?.data?.usd_to_vnd_rate);
  const money = useMemo<Money>(
    () => ({
      currency,
      rate,
      format: (vnd: number) => formatMoney(vnd, { currency, rate }),
      toVnd: (price: number | string | null | undefined) => toVnd(price, rate),
    }),
    [currency, rate],
  );
  return <MoneyContext.Provider value={money}>{children}</MoneyContext.Provider>;
}
