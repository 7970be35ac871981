/**
 * The warm-up before the server takes requests. The first render of each kind of page in a fresh process is several
 * times slower than the next (its code is compiled on first use: a region's category page 169 ms, the search page
 * 129 ms, against 20–30 ms afterwards), so the first visitors after a deploy, and a crawler's first seconds, would pay
 * it. The server renders:
 *
 * 1. the two home pages (which also fill the kept answers of the header and footer), then
 * 2. one page of every other kind the sitemap lists (search, destinations, deals, the static pages, a category, an
 *    article, a tour), taken from the content service's own lists (the first page of tours, the header and footer
 *    menus), so it works against any content service, never with made-up slugs.
 *
 * Each stage has one page's budget (PAGE_BUDGET_MS), so a content service that is down or hangs delays the start by
 * at most twice that; a failure is logged and never stops the start. Nothing rendered here is cached as a page, and
 * the second stage's answers are not kept for visitors (it calls through a scratch client of its own): a page nobody
 * has asked for is served as a fresh process serves it, and during an outage only what visitors saw is served kept.
 */
import type pino from 'pino';
import { STATIC_PAGE_PATHS, sitemapPaths } from '../src/domain/content/sitemap';
import { SUPPORTED_LANGUAGES, type Lang } from '../src/domain/shared/language';
import { routePattern } from '../src/domain/shared/routePattern';
import type { ServerConfig } from './config';
import { PAGE_BUDGET_MS, type RenderFn } from './pages';
import { sitemapSources } from './sitemap';
import type { Upstream } from './upstream';

/** How many pages of the second stage are rendered at the same time (their calls to the content service overlap). */
const AT_ONCE = 3;

/**
 * One path of each route pattern among the site's paths (after /{lang}), in the sitemap's order, except the home
 * page (the first stage), under `lang`.
 */
export function onePathPerKind(paths: readonly string[], lang: Lang): string[] {
  const seen = new Set<string>();
  const chosen: string[] = [];
  for (const path of paths) {
    if (path === '') continue;
    const full = `/${lang}${path}`;
    const kind = routePattern(full);
    if (seen.has(kind)) continue;
    seen.add(kind);
    chosen.push(full);
  }
  return chosen;
}

export interface WarmUpOptions {
  render: RenderFn;
  /** The server's client: the home pages' answers (header, footer, home sections) are kept for visitors. */
  upstream: Upstream;
  /** A client of the warm-up's own for the other pages, thrown away afterwards. */
  scratch: Upstream;
  config: Pick<ServerConfig, 'origin' | 'contentBase'>;
  logger: Pick<pino.Logger, 'warn' | 'info'>;
  /** The budget of each stage (ms). */
  budgetMs?: number;
}

/** Renders the pages above; resolves with the paths rendered (for the log and the tests). */
export async function warmUp(options: WarmUpOptions): Promise<string[]> {
  const { render, upstream, scratch, config, logger, budgetMs = PAGE_BUDGET_MS } = options;
  const started = Date.now();
  const renderAll = async (client: Upstream, paths: readonly string[], deadline: number, atOnce: number) => {
    const queue = [...paths];
    const rendered: string[] = [];
    const worker = async () => {
      for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
        if (Date.now() >= deadline) return;
        const page = { deadline, calls: [] };
        try {
          await render(new Request(new URL(path, config.origin)), {
            origin: config.origin,
            ...client.forRender(page),
          });
          rendered.push(path);
        } catch (error) {
          logger.warn({ err: error, path }, 'warm-up render failed');
        }
      }
    };
    await Promise.all(Array.from({ length: atOnce }, worker));
    return rendered;
  };

  const homes = SUPPORTED_LANGUAGES.map((lang) => `/${lang}`);
  const homesRendered = await renderAll(upstream, homes, Date.now() + budgetMs, homes.length);

  const deadline = Date.now() + budgetMs;
  let paths: string[];
  try {
    const sources = await sitemapSources(scratch, config.contentBase, { deadline, tourPages: 1 });
    paths = sitemapPaths(sources);
  } catch (error) {
    // The content service could not list its pages: the static pages still compile their code.
    logger.warn({ err: error }, 'warm-up could not list the pages: only the static pages are rendered');
    paths = [...STATIC_PAGE_PATHS];
  }
  const others = await renderAll(scratch, onePathPerKind(paths, 'en'), deadline, AT_ONCE);
  logger.info({ ms: Date.now() - started, pages: homesRendered.length + others.length }, 'warmed up');
  return [...homesRendered, ...others];
}
