/**
 * Amounts typed and shown in the visitor's currency (the price filter), apart from ./price.ts, which every page
 * loads: only the search page needs these.
 */
import { DEFAULT_MONEY, type Currency, type MoneyFormat } from './price';

/** A VNĐ amount as a whole number in the visitor's currency (a price filter's field): US$ rounded to the dollar. */
export function amountInCurrency(vnd: number, money: MoneyFormat = DEFAULT_MONEY): number {
  return money.currency === 'USD' ? Math.round(vnd / money.rate) : Math.round(vnd);
}

/** An amount typed in the visitor's currency, in VNĐ (what the listing is asked with). */
export function amountToVnd(amount: number, money: MoneyFormat = DEFAULT_MONEY): number {
  return money.currency === 'USD' ? Math.round(amount * money.rate) : Math.round(amount);
}

/** The currency's short name for labels: 'VNĐ' or 'US$'. */
export function currencyLabel(currency: Currency): string {
  return currency === 'USD' ? 'US$' : 'VNĐ';
}
