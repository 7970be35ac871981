/**
 * The query parameters the site's pages read: the listing's filters, keyword, dates, sort and page
 * (src/domain/search), the checkout's departure and room (src/domain/shared/paths.ts), a shared wishlist's trips.
 * Any other parameter changes nothing on any page; the server sends an address carrying one to the address
 * without it (server/limits.ts), so made-up query strings do not each cost a render. A new parameter a page reads
 * goes in this list.
 */
import { FILTER_PARAMS } from '../search/listingUrl';

export const PAGE_PARAMS: ReadonlySet<string> = new Set([
  ...FILTER_PARAMS,
  'keyword',
  'start_day',
  'end_day',
  'sort',
  'page',
  'dateId',
  'roomId',
  'trips',
]);

function paramName(piece: string): string | null {
  const raw = piece.split('=', 1)[0].replace(/\+/g, ' ');
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

/** `query` (without '?') with only the parameters pages read, each written as it came; '' when none is left. */
export function canonicalPageQuery(query: string): string {
  return query
    .split('&')
    .filter((piece) => {
      const name = piece ? paramName(piece) : null;
      return name !== null && PAGE_PARAMS.has(name);
    })
    .join('&');
}
