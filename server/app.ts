/**
 * The production server's express app, composed in the order a request meets it: the access log and metrics,
 * compression, the security headers, the probes (server/probes.ts), /metrics, the limits (server/limits.ts), the
 * geographic-names proxy and the embedded mock, the build's public files (server/staticFiles.ts), robots.txt and the
 * sitemap, canonical addresses, form posts (server/formPosts.ts), then every page (server/pages.ts: render, page
 * cache, the pure HTML assembly of server/template.ts and the pure cache policy of server/cachePolicy.ts).
 *
 * - Pages: the render gets a `fetch` bound to the page's deadline (server/upstream.ts), so a page never waits
 *   longer than PAGE_BUDGET_MS for the content service; what is still missing then renders in its loading or error
 *   state and the browser completes it. A page whose main content is missing answers 503 with Retry-After (never
 *   404); a page that exists always has its header, footer and language switch.
 * - Caching: hashed assets immutable for a year; HTML `s-maxage=60, stale-while-revalidate=300,
 *   stale-if-error=86400` for a CDN; the last good answer of each content-service call is kept for an outage.
 * - Probes: `GET /healthz` (the process is alive), `GET /readyz` (this process can serve: 200 until it starts
 *   draining, then 503; the content service's state is in the body, never the status).
 * - One JSON log line per request (server/requestLog.ts); bodies, rates and addresses bounded (server/limits.ts).
 * - Absolute URLs (canonical, hreflang, Open Graph, robots.txt, sitemap) use the configured origin (SITE_URL), never
 *   a client's Host or X-Forwarded-* header.
 * - A page that depends on the visitor's cookies (currency, saved filters, the mock's scenario) is `private`; every
 *   other page is shared (no `Vary: Cookie`, which a CDN either ignores or cannot cache with): a CDN must pass
 *   requests carrying those cookies to the server or key on them (docs/operations.md, Behind a CDN).
 */
import express, {
  type NextFunction,
  type Request as ExpressRequest,
  type Response as ExpressResponse,
} from 'express';
import compression from 'compression';
import type { Logger } from 'pino';
import { renderRobots } from '../src/domain/content/sitemap';
import type { ServerConfig } from './config';
import { mountGeonamesProxy } from './geonames';
import { contentSecurityPolicy, setSecurityHeaders } from './security';
import { sendPageBody } from './pageEncoding';
import { PageCache } from './pageCache';
import { buildSitemap } from './sitemap';
import type { Upstream } from './upstream';
import {
  boundedBodies,
  canonicalAddress,
  canonicalPageUrl,
  geonamesLimit,
  lookupLimit,
  vitalsLimit,
  writeLimit,
} from './limits';
import { requestLog, type RequestLog } from './requestLog';
import { RETRY_AFTER_SECONDS } from './cachePolicy';
import { metricsEndpoint, ServerMetrics, vitalsEndpoint } from './metrics';
import { lookUpPostedBooking, tooManyLookups } from './formPosts';
import { mountProbes } from './probes';
import { mountStaticFiles } from './staticFiles';
import { loadTemplate } from './template';
import { createPageRenderer, pageHandler, shellSender, type RenderFn } from './pages';

export { RENDER_AFTER_CONTENT, startUpLoader } from './startUp';
export { HTML_CACHE_CONTROL, RETRY_AFTER_SECONDS } from './cachePolicy';
export { PAGE_BUDGET_MS, type RenderFn } from './pages';

/** The embedded mock content service (dist/server/mock.js, or mocks/ under ts-node). */
export interface MockService {
  /** Answers the server's own calls in-process. */
  transport: (request: Request) => Promise<Response>;
  /** Serves /api, /geonames and /storage on the site's origin for the browser. */
  mount: (app: express.Express) => void;
}

export interface ServerAppOptions {
  config: ServerConfig;
  distDir: string;
  render: RenderFn | null;
  /** The client-rendered shell's style tag (src/entry-server.tsx's `shellStyles`). */
  shellStyles?: string;
  upstream: Upstream;
  logger: Logger;
  mock?: MockService | null;
  /** Rendered pages reused for a few seconds across anonymous visitors (server/pageCache.ts); null: none. */
  pageCache?: PageCache | null;
  /** True once the server is shutting down: /readyz answers 503. */
  isShuttingDown?: () => boolean;
  /** What /metrics reports (server/metrics.ts); a new set when not given. */
  metrics?: ServerMetrics;
}

/** The access log, and every answer measured by route pattern (a page's render, cache use and content calls too). */
function observe(app: express.Express, logger: Logger, metrics: ServerMetrics): void {
  app.use(requestLog(logger));
  app.use((req, res, next) => {
    const started = process.hrtime.bigint();
    const path = req.path;
    res.on('finish', () => {
      metrics.request(path, req.method, res.statusCode, Number(process.hrtime.bigint() - started) / 1e9);
      const log = res.locals.log as RequestLog;
      if (log.page || log.renderMs !== undefined) metrics.page(path, log.page ?? 'rendered', log.renderMs);
      if (log.calls?.length) metrics.contentCalls(log.calls);
      if (log.fragments) metrics.fragments(path, log.fragments);
    });
    next();
  });
}

/** robots.txt and the sitemap, with the configured origin (never a client's Host). */
function mountCrawlerFiles(app: express.Express, config: ServerConfig, upstream: Upstream, logger: Logger) {
  app.get('/robots.txt', (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.type('text/plain').send(renderRobots(config.origin));
  });
  app.get('/sitemap.xml', async (_req, res) => {
    try {
      const body = await buildSitemap(upstream, config.contentBase, config.origin);
      res.setHeader('Cache-Control', 'public, max-age=0, s-maxage=3600, stale-while-revalidate=86400');
      res.type('application/xml').send(body);
    } catch (error) {
      logger.error({ err: error }, 'sitemap could not be built');
      res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
      res.status(503).type('text/plain').send('Sitemap temporarily unavailable');
    }
  });
}

export function createServerApp(options: ServerAppOptions): express.Express {
  const { config, distDir, render, upstream, logger, mock } = options;
  const pageCache = options.pageCache === undefined ? new PageCache() : options.pageCache;
  const isShuttingDown = options.isShuttingDown ?? (() => false);
  const metrics = options.metrics ?? new ServerMetrics();
  const app = express();
  app.disable('x-powered-by');
  // The client's address (logs, rate limits) from X-Forwarded-For only as many hops as TRUST_PROXY says.
  app.set('trust proxy', config.trustProxy);

  observe(app, logger, metrics);
  app.use(compression());
  // Shutting down: answers close their connection, so clients stop sending on it and open one elsewhere.
  app.use((_req, res, next) => {
    if (isShuttingDown()) res.setHeader('Connection', 'close');
    next();
  });
  const pagePolicy = (hash: string | null) => contentSecurityPolicy(config.public, hash);
  app.use((req, res, next) => {
    setSecurityHeaders(req, res, pagePolicy(null));
    next();
  });

  mountProbes(app, config, upstream, isShuttingDown);
  // Metrics for a scraper: open with the embedded mock, else behind METRICS_TOKEN (server/metrics.ts).
  app.get('/metrics', metricsEndpoint(metrics, config.useMock, config.metricsToken));
  // Writes are limited per client, and every body is read through a size limit (413), before any handler.
  app.use(writeLimit());
  // Real visitors' Web Vitals (src/start/vitals.ts): a small JSON beacon.
  app.post('/vitals', vitalsLimit(), ...vitalsEndpoint(metrics));
  app.use(boundedBodies());
  // Geographic names through this server, with its own account (none in the bundle); else the mock's copy.
  app.use('/geonames', geonamesLimit());
  if (config.geonames)
    mountGeonamesProxy(app, config.geonames, fetch, (error) =>
      logger.warn({ err: error }, 'geographic names: the service did not answer'),
    );
  if (mock) mock.mount(app);

  const template = loadTemplate(distDir, config.public);
  const policy = pagePolicy(template.inlineScriptHash);
  const sendShell = shellSender(template, policy, options.shellStyles);
  const renderer = render
    ? createPageRenderer({ config, render, upstream, logger, template, pagePolicy: policy })
    : null;

  mountStaticFiles(app, distDir);
  mountCrawlerFiles(app, config, upstream, logger);

  // One spelling per page: trailing and doubled slashes, and parameters no page reads, redirect (308).
  app.use(canonicalAddress);
  // Manage my booking without scripts: the lookup is answered in the page it renders (server/formPosts.ts).
  app.post('/:lang/contact/manage-booking', lookupLimit(), async (req, res, next) => {
    const lang = req.params.lang;
    if (!renderer || (lang !== 'vi' && lang !== 'en') || req.originalUrl.includes('?')) return next();
    try {
      const limited = res.locals.rateLimited === true;
      const form = limited
        ? tooManyLookups(req.body)
        : await lookUpPostedBooking(upstream, config.contentBase, lang, req.body);
      const page = await renderer.renderAnswer(req, res.locals.log as RequestLog, form);
      for (const [name, value] of Object.entries(page.headers)) res.setHeader(name, value);
      await sendPageBody(req, res, limited ? 429 : page.status, page.body);
    } catch (error) {
      next(error);
    }
  });
  // A form posted before the scripts ran (or without them): its body was read (bounded, never logged) and is
  // dropped; the visitor goes back to the page (303), with nothing of it in a URL.
  app.post(/.*/, (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.redirect(303, canonicalPageUrl(req.originalUrl.split('?', 1)[0]) ?? req.originalUrl.split('?', 1)[0]);
  });
  app.use(pageHandler(renderer, pageCache, sendShell, config, logger));
  app.use(errorAnswer(logger));
  return app;
}

const ERROR_TEXT: Record<number, string> = { 404: 'Not found', 413: 'Payload too large' };

/** The HTTP status an error carries (body-parser's 400 and 413, serve-static's 404), else 500. */
function errorStatus(error: unknown): number {
  const status =
    typeof error === 'object' && error !== null
      ? ((error as { status?: unknown; statusCode?: unknown }).status ??
        (error as { statusCode?: unknown }).statusCode)
      : undefined;
  return typeof status === 'number' && status >= 400 && status < 600 ? status : 500;
}

/**
 * Errors handed on (a body over the limit, malformed JSON, a missing asset): a short answer and, for the server's
 * own failures, one JSON log line (express's default handler would print a stack on stderr).
 */
function errorAnswer(logger: Logger) {
  return (error: unknown, req: ExpressRequest, res: ExpressResponse, _next: NextFunction) => {
    const status = errorStatus(error);
    if (status >= 500)
      logger.error({ err: error, id: res.locals.requestId, path: req.path }, 'request failed');
    if (res.headersSent) return void res.destroy();
    res.setHeader('Cache-Control', 'no-store');
    res
      .status(status)
      .type('text/plain')
      .send(ERROR_TEXT[status] ?? (status >= 500 ? 'Server error' : 'Bad request'));
  };
}
