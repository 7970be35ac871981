/**
 * /sitemap.xml from the content service: every tour, category, article and static page in both languages. Its
 * calls go through the server's upstream client (kept answers serve it during an outage).
 */
import { renderSitemap, sitemapPaths, type SitemapSources } from '../src/domain/content/sitemap';
import type { CallRecord, Upstream } from './upstream';

/** The sitemap may wait longer than a page: it is fetched by crawlers and cached for an hour. */
const SITEMAP_BUDGET_MS = 10_000;

/** Where the sitemap's pages come from: the content service's tours (up to `tourPages` pages of 100), header, footer. */
export async function sitemapSources(
  upstream: Upstream,
  base: string,
  { deadline, tourPages = 50 }: { deadline: number; tourPages?: number },
): Promise<SitemapSources> {
  const fetchJson = upstream.forPage({ deadline, calls: [] as CallRecord[] });
  const getJson = async (url: string): Promise<unknown> => {
    const res = await fetchJson(url, { headers: { Accept: 'application/json' } });
    if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
    return res.json();
  };
  const tourSlugs: string[] = [];
  for (let page = 1, last = 1; page <= last && page <= tourPages; page += 1) {
    const body = (await getJson(`${base}/api/vi/tours?page=${page}&per_page=100`)) as {
      data?: Array<{ slug?: string }>;
      last_page?: number;
    };
    for (const tour of body.data ?? []) if (tour.slug) tourSlugs.push(tour.slug);
    last = Number(body.last_page) || 1;
  }
  const menu =
    ((await getJson(`${base}/api/vi/getHeader`).catch(() => ({}))) as { data?: unknown[] }).data ?? [];
  const footer =
    ((await getJson(`${base}/api/vi/getFooter`).catch(() => ({}))) as { data?: unknown[] }).data ?? [];
  return { tourSlugs, menu: menu as never, footer: footer as never };
}

export async function buildSitemap(upstream: Upstream, base: string, origin: string): Promise<string> {
  const sources = await sitemapSources(upstream, base, { deadline: Date.now() + SITEMAP_BUDGET_MS });
  return renderSitemap(origin, sitemapPaths(sources));
}
