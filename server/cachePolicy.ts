/**
 * Who may keep a rendered page, and for how long (a pure rule; server/app.ts applies it):
 *
 * - a complete page: shared caches keep it a minute, serve it stale for five while they refresh it and for a day
 *   while this server fails (HTML_CACHE_CONTROL);
 * - a page with a failed section: no one keeps it (a CDN keeps serving its last good copy);
 * - 503 (the content service failed the page): no one keeps it, ask again in RETRY_AFTER_SECONDS;
 * - any other status (404): half a minute in shared caches;
 * - made for one visitor (their currency or saved filters, a mock scenario): `private, no-cache`;
 * - one visitor's answer to a form: `private, no-store`.
 *
 * `reusable`: whether this server's own page cache may serve it again (server/pageCache.ts).
 */

/** HTML caching: shared caches keep a page a minute, may serve it stale for five while they refresh it, and for a
 * day while this server fails. */
export const HTML_CACHE_CONTROL =
  'public, max-age=0, s-maxage=60, stale-while-revalidate=300, stale-if-error=86400';

/** Seconds a client or CDN should wait before asking again for a page whose content service is unavailable. */
export const RETRY_AFTER_SECONDS = 30;

export interface PageFacts {
  status: number;
  /** A content-service call of the page failed (a section shows its error). */
  degraded: boolean;
  /** Made with the visitor's own cookies or a mock scenario. */
  personal: boolean;
  /** The answer to a form the visitor posted. */
  form: boolean;
}

export function pageCachePolicy(page: PageFacts): { headers: Record<string, string>; reusable: boolean } {
  const headers: Record<string, string> = {};
  if (page.status === 200) headers['Cache-Control'] = page.degraded ? 'no-store' : HTML_CACHE_CONTROL;
  else if (page.status === 503) {
    headers['Cache-Control'] = 'no-store';
    headers['Retry-After'] = String(RETRY_AFTER_SECONDS);
  } else headers['Cache-Control'] = 'public, max-age=0, s-maxage=30';
  if (page.form) headers['Cache-Control'] = 'private, no-store';
  else if (page.personal && headers['Cache-Control'].startsWith('public'))
    headers['Cache-Control'] = 'private, no-cache';
  const reusable = !page.form && ((page.status === 200 && !page.degraded) || page.status === 404);
  return { headers, reusable };
}
