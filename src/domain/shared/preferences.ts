/**
 * The visitor's preferences the server must know to render the first paint as the final one: the chosen currency
 * and the saved listing filters. Both are kept in the browser (redux-persist, spec: "filters are saved in browser
 * storage") and mirrored in two first-party cookies the server reads (app/preferenceCookies.ts writes them):
 *
 * | cookie         | value                                            | read by the server to                      |
 * | `currency`     | `USD` (absent: VNĐ)                              | render prices in the chosen currency        |
 * | `trip_filters` | the filter part of a listing URL (listingUrl.ts) | send /search without filters to the saved ones |
 *
 * Nothing personal is in them; they never leave this site.
 */
import { CURRENCIES, type Currency } from './price';

export const CURRENCY_COOKIE = 'currency';
export const FILTERS_COOKIE = 'trip_filters';
/** A year: preferences are kept until changed. */
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** The value of cookie `name` in a Cookie header (or document.cookie), or undefined. */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  const match = new RegExp(`(?:^|;\\s*)${name}=([^;]*)`).exec(header ?? '');
  if (!match) return undefined;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return match[1];
  }
}

/** The currency a cookie names, or VNĐ. */
export function currencyFromCookie(value: string | undefined): Currency {
  return (CURRENCIES as readonly string[]).includes(value ?? '') ? (value as Currency) : 'VND';
}

/** The document.cookie assignment that keeps `value` under `name` ('' removes it). */
export function preferenceCookie(name: string, value: string): string {
  const attributes = 'path=/; SameSite=Lax';
  return value
    ? `${name}=${encodeURIComponent(value)}; ${attributes}; max-age=${MAX_AGE_SECONDS}`
    : `${name}=; ${attributes}; max-age=0`;
}
