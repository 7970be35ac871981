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
 * After those few seconds a kept page is still served, at once, until it is PAGE_STALE_MS old (stale while
 * revalidating, as a CDN does with HTML_CACHE_CONTROL, whose s-maxage is the same minute): the request that finds
 * it stale starts a new render in the background (a few seconds later), and the visitors after it get that one.
 * A new render that is not reusable (a section failed, the service is down) leaves the kept page as it is until
 * its time is up. So no visitor waits for a page made in the last minute, and a change of content shows within
 * about a minute.
 *
 * A CDN in front keeps pages longer (HTML_CACHE_CONTROL); this cache protects the renderer itself from a burst of
 * the same page (a campaign link, a crawler, a CDN's many edges missing at once).
 */
import { LRUCache } from 'lru-cache';
import { CURRENCY_COOKIE, FILTERS_COOKIE } from '../src/domain/shared/preferences';

export const PAGE_CACHE_TTL_MS = 5_000;
/** How old a kept page may be and still be served while a new one is made (HTML_CACHE_CONTROL's s-maxage). */
export const PAGE_STALE_MS = 60_000;
/**
 * How long after serving a stale page its new render starts: after the files that page asks for next. Measured
 * (Lighthouse, category and tour pages, 12 runs with stale pages): rendering at once, 3 runs of 12 had their first
 * frame a second late (LCP 2.9–3.4 s); 4 s later, none.
 */
export const REFRESH_DELAY_MS = 4_000;

export interface CachedPage {
  status: number;
  headers: Record<string, string>;
  /** The page's bytes, as sent. */
  body: Buffer;
  /** False: this answer may not be reused (made for one request only). */
  reusable: boolean;
}

export interface PageCacheOptions {
  /** Milliseconds a kept page is fresh (served as it is). */
  ttlMs?: number;
  /** Age in milliseconds up to which a kept page that is no longer fresh is served while a new one is made. */
  staleMs?: number;
  /** Milliseconds between serving a stale page and starting its new render. */
  refreshDelayMs?: number;
  /** Bytes of HTML kept at most. */
  maxBytes?: number;
}

interface KeptPage {
  page: CachedPage;
  madeAt: number;
}

export type PageSource = 'hit' | 'stale' | 'shared' | 'miss';

export class PageCache {
  private readonly pages: LRUCache<string, KeptPage>;
  private readonly inFlight = new Map<string, Promise<CachedPage>>();
  private readonly refreshing = new Set<string>();
  private readonly freshMs: number;
  private readonly refreshDelayMs: number;

  constructor(options: PageCacheOptions = {}) {
    this.freshMs = options.ttlMs ?? PAGE_CACHE_TTL_MS;
    this.refreshDelayMs = options.refreshDelayMs ?? REFRESH_DELAY_MS;
    this.pages = new LRUCache<string, KeptPage>({
      ttl: Math.max(this.freshMs, options.staleMs ?? PAGE_STALE_MS),
      maxSize: options.maxBytes ?? 32 * 1024 * 1024,
      sizeCalculation: (kept) => Math.max(1, kept.page.body.length),
    });
  }

  /**
   * The page for `key`: a kept copy ('hit'; 'stale' when a new one is being made meanwhile), the render already
   * running for the same key ('shared'), or a new render ('miss'), kept when it may be reused. `ageMs`: how old
   * the copy is (0 for a render made for this request). `make(true)`: the render made in the background.
   */
  async get(
    key: string,
    make: (background: boolean) => Promise<CachedPage>,
  ): Promise<{ page: CachedPage; source: PageSource; ageMs: number }> {
    const kept = this.pages.get(key);
    if (kept) {
      const ageMs = Date.now() - kept.madeAt;
      if (ageMs < this.freshMs) return { page: kept.page, source: 'hit', ageMs };
      this.refresh(key, make);
      return { page: kept.page, source: 'stale', ageMs };
    }
    const running = this.inFlight.get(key);
    if (running) {
      const page = await running;
      // A render made for one request is not handed to another: this one renders its own.
      if (page.reusable) return { page, source: 'shared', ageMs: 0 };
      return { page: await make(false), source: 'miss', ageMs: 0 };
    }
    const made = make(false);
    this.inFlight.set(key, made);
    try {
      return { page: await this.keep(key, made), source: 'miss', ageMs: 0 };
    } finally {
      this.inFlight.delete(key);
    }
  }

  /**
   * A new copy of a stale page, made a little later (REFRESH_DELAY_MS): the visitor who got the kept copy asks for
   * its scripts, styles and pictures next, and a render holds the server's one thread for tens of milliseconds.
   * One at a time per page; a visitor never waits for it (a page too old to serve renders for its visitor).
   */
  private refresh(key: string, make: (background: boolean) => Promise<CachedPage>): void {
    if (this.refreshing.has(key)) return;
    this.refreshing.add(key);
    setTimeout(() => {
      this.keep(key, make(true))
        .catch(() => undefined)
        .finally(() => this.refreshing.delete(key));
    }, this.refreshDelayMs).unref();
  }

  /** Keeps `made`'s page when it may be reused (else the page kept before stays, until its time is up). */
  private async keep(key: string, made: Promise<CachedPage>): Promise<CachedPage> {
    const page = await made;
    if (page.reusable) this.pages.set(key, { page, madeAt: Date.now() });
    return page;
  }

  clear(): void {
    this.pages.clear();
  }
}

/** The cookies a server render reads; any other cookie does not change the page. */
const RENDER_COOKIES = [CURRENCY_COOKIE, FILTERS_COOKIE, 'mock_scenario'];

/** The cookies of a Cookie header that a render reads (`name=value`, sorted). */
export function renderCookies(cookieHeader: string): string[] {
  return cookieHeader
    .split(';')
    .map((part) => part.trim())
    .filter((part) => RENDER_COOKIES.includes(part.slice(0, part.indexOf('='))))
    .sort();
}

/** The cache key of a page request: origin, URL and the cookies the render reads. */
export function pageCacheKey(origin: string, url: string, cookieHeader: string, scenario = ''): string {
  return [origin, url, renderCookies(cookieHeader).join(';'), scenario].join('\n');
}
