/**
 * The preference cookies the server reads (domain/shared/preferences.ts), written where a preference changes: the
 * currency by the header's switch (`rememberCurrency`), the saved filters by the listing (features/search). Reading
 * the currency back (`currencyOfThisBrowser`) is for pages no server handed it to (the development server, a page
 * rendered in the browser).
 */
import {
  CURRENCY_COOKIE,
  currencyFromCookie,
  preferenceCookie,
  readCookie,
} from '@/domain/shared/preferences';
import type { Currency } from '@/domain/shared/price';

export function rememberCurrency(currency: Currency, doc: Pick<Document, 'cookie'> = document): void {
  doc.cookie = preferenceCookie(CURRENCY_COOKIE, currency === 'VND' ? '' : currency);
}

export function currencyOfThisBrowser(doc: Pick<Document, 'cookie'> = document): Currency {
  return currencyFromCookie(readCookie(doc.cookie, CURRENCY_COOKIE));
}
