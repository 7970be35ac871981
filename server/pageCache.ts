/**
 * A few seconds of memory for rendered pages, shared by anonymous visitors (issue 32): the same URL asked again
 * within PAGE_CACHE_TTL_MS, with the same inputs of the render, gets the HTML already made, and requests that
 * arrive while a page is being rendered wait for that render instead of starting their own (single flight).
 *
 * What goes into the key is everything the render reads of a request: the origin (canonical and Open Graph URLs),
 * the path and query, and the cookies the server reads (currency, saved filters, the mock's scenario). Nothing else
 * of the visitor is in a page (the wishlist, compare list and checkout live in the browser), so two requests with
 * the same key get the same page. Only complete answers are kept: 200 pages with every section and 404 pages;
 * a degraded page, a 503 or a redirect personal to the visitor is made again every time.
 *
 * A CDN in front keeps pages longer (HTML_CACHE_CONTROL); this cache protects the renderer itself from a burst of
 * the same page (a campaign link, a crawler, a CDN's many edges missing at once).
 */
import { LRUCache } from 'lru-cache';
import { CURRENCY_COOKIE, FILTERS_COOKIE } from '../src/domain/shared/preferences';

export const PAGE_CACHE_TTL_MS = 5_000;

export interface CachedPage {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** False: this answer may not be reused (made for one request only). */
  reusable: boolean;
}

export interface PageCacheOptions {
  ttlMs?: number;
  /** Bytes of HTML kept at most. */
  maxBytes?: number;
}

export class PageCache {
  private readonly pages: LRUCache<string, CachedPage>;
  private readonly inFlight = new Map<string, Promise<CachedPage>>();

  constructor(options: PageCacheOptions = {}) {
    this.pages = new LRUCache<string, CachedPage>({
      ttl: options.ttlMs ?? PAGE_CACHE_TTL_MS,
      maxSize: options.maxBytes ?? 32 * 1024 * 1024,
      sizeCalculation: (page) => Math.max(1, page.body.length),
    });
  }

  /**
   * The page for `key`: a kept copy ('hit'), the render already running for the same key ('shared'), or a new
   * render ('miss'), kept when it may be reused.
   */
  async get(
    key: string,
    make: () => Promise<CachedPage>,
  ): Promise<{ page: CachedPage; source: 'hit' | 'shared' | 'miss' }> {
    const kept = this.pages.get(key);
    if (kept) return { page: kept, source: 'hit' };
    const running = this.inFlight.get(key);
    if (running) {
      const page = await running;
      // A render made for one request is not handed to another: this one renders its own.
      if (page.reusable) return { page, source: 'shared' };
      return { page: await make(), source: 'miss' };
    }
    const made = make();
    this.inFlight.set(key, made);
    try {
      const page = await made;
      if (page.reusable) this.pages.set(key, page);
      return { page, source: 'miss' };
    } finally {
      this.inFlight.delete(key);
    }
  }

  clear(): void {
    this.pages.clear();
  }
}

/** The cookies a server render reads; any other cookie does not change the page. */
const RENDER_COOKIES = [CURRENCY_COOKIE, FILTERS_COOKIE, 'mock_scenario'];

/** The cache key of a page request: origin, URL and the cookies the render reads. */
export function pageCacheKey(origin: string, url: string, cookieHeader: string, scenario = ''): string {
  const cookies = cookieHeader
    .split(';')
    .map((part) => part.trim())
    .filter((part) => RENDER_COOKIES.includes(part.slice(0, part.indexOf('='))))
    .sort();
  return [origin, url, cookies.join(';'), scenario].join('\n');
}
