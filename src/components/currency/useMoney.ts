/**
 * How this visitor sees money: their currency (./currencySlice.ts) and the site's one US$ rate (the content
 * service's `usd_to_vnd_rate` setting, else 24 000). `format(vnd)` gives '12.990.000 VNĐ' or 'US$541';
 * `toVnd(price)` reads a listing price (under 10 000 it is US$) with the same rate.
 */
import { useMemo } from 'react';
import { useGetAppSettingsQuery } from '@/api';
import { useAppSelector } from '@/lib/hooks';
import { formatMoney, toVnd, usdRate, type MoneyFormat } from '@/domain/shared/price';
import { selectCurrency } from '@/lib/state/currencySlice';

export interface Money extends MoneyFormat {
  format: (vnd: number) => string;
  toVnd: (price: number | string | null | undefined) => number | null;
}

export function useMoney(): Money {
  const currency = useAppSelector(selectCurrency);
  const { data } = useGetAppSettingsQuery();
  const rate = usdRate(data?.data?.usd_to_vnd_rate);
  return useMemo(
    () => ({
      currency,
      rate,
      format: (vnd: number) => formatMoney(vnd, { currency, rate }),
      toVnd: (price: number | string | null | undefined) => toVnd(price, rate),
    }),
    [currency, rate],
  );
}
