/**
 * The production server's express app: every page rendered on the server (src/entry-server.tsx), the build's files
 * compressed, the probes, the geographic-names proxy and, without a content service, the embedded mock.
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
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import express, {
  type NextFunction,
  type Request as ExpressRequest,
  type Response as ExpressResponse,
} from 'express';
import compression from 'compression';
import expressStaticGzip from 'express-static-gzip';
import { publicOnly } from './publicFiles';
import type { Logger } from 'pino';
import type { RenderOptions, RenderResult } from '../src/entry-server';
import { renderRobots } from '../src/domain/content/sitemap';
import { TASK_BOUNDARY_URL } from '../src/start/nextTask';
import { SERVER_DATA_ID } from '../src/lib/serverData';
import type { ServerConfig } from './config';
import { mountGeonamesProxy } from './geonames';
import { contentSecurityPolicy, setSecurityHeaders } from './security';
import { PageCache, pageCacheKey, renderCookies, type CachedPage } from './pageCache';
import { buildSitemap } from './sitemap';
import type { CallRecord, Upstream } from './upstream';
import {
  boundedBodies,
  canonicalAddress,
  canonicalPageUrl,
  geonamesLimit,
  lookupLimit,
  vitalsLimit,
  writeLimit,
} from './limits';
import { renderFields, requestLog, type RequestLog } from './requestLog';
import { HTML_CACHE_CONTROL, pageCachePolicy, RETRY_AFTER_SECONDS } from './cachePolicy';
import { RENDER_AFTER_CONTENT, scriptJson, startUpLoader } from './startUp';

export { RENDER_AFTER_CONTENT, startUpLoader } from './startUp';
import { metricsEndpoint, ServerMetrics, vitalsEndpoint } from './metrics';
import { lookUpPostedBooking, tooManyLookups } from './formPosts';

/** A page waits at most this long for the content service in total, then renders what it has. */
export const PAGE_BUDGET_MS = 2_500;

export { HTML_CACHE_CONTROL, RETRY_AFTER_SECONDS } from './cachePolicy';

export type RenderFn = (request: Request, options: RenderOptions) => Promise<RenderResult>;

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

function escapeAttr(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** The template's start-up scripts (webpack's runtime, the shared files, the entry), as HtmlWebpackPlugin writes them. */
const START_UP_SCRIPT = /<script defer src="?([^"\s>]+)"?><\/script>/g;

function sha256(text: string): string {
  return `sha256-${createHash('sha256').update(text).digest('base64')}`;
}

/** The request's scenario for the embedded mock (header, else the `mock_scenario` cookie). */
function mockScenario(req: ExpressRequest): string | undefined {
  const header = req.get('x-mock-scenario');
  if (header) return header;
  const match = /(?:^|;\s*)mock_scenario=([^;]*)/.exec(req.get('cookie') ?? '');
  if (!match) return undefined;
  try {
    return decodeURIComponent(match[1]).trim() || undefined;
  } catch {
    return undefined;
  }
}

export function createServerApp(options: ServerAppOptions): express.Express {
  const { config, distDir, render, upstream, logger, mock } = options;
  const pageCache = options.pageCache === undefined ? new PageCache() : options.pageCache;
  const isShuttingDown = options.isShuttingDown ?? (() => false);
  const app = express();
  app.disable('x-powered-by');
  // The client's address (logs, rate limits) from X-Forwarded-For only as many hops as TRUST_PROXY says.
  app.set('trust proxy', config.trustProxy);

  app.use(requestLog(logger));
  // Every answer measured by route pattern; a page's render, cache use and content calls too (server/metrics.ts).
  const metrics = options.metrics ?? new ServerMetrics();
  app.use((req, res, next) => {
    const started = process.hrtime.bigint();
    const path = req.path;
    res.on('finish', () => {
      metrics.request(path, req.method, res.statusCode, Number(process.hrtime.bigint() - started) / 1e9);
      const log = res.locals.log as RequestLog;
      if (log.page || log.renderMs !== undefined) metrics.page(path, log.page ?? 'rendered', log.renderMs);
      if (log.calls?.length) metrics.contentCalls(log.calls);
    });
    next();
  });
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

  // Probes: alive, and ready (this process can serve: not draining; see /readyz below).
  app.get('/healthz', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json({ status: 'ok' });
  });
  // Readiness is this process's own (started, not draining): never the shared content service's state, or one
  // outage would take every copy out of the load balancer at once while each still serves its kept answers. The
  // service's state is reported in the body (a probe in the background refreshes it; the answer never waits).
  let probe: Promise<void> | null = null;
  app.get('/readyz', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    if (isShuttingDown()) {
      res.status(503).json({ status: 'shutting down' });
      return;
    }
    if (!config.useMock && !upstream.answeredRecently() && !probe) {
      // The lightest call of the contract tells whether the service answers.
      probe = upstream
        .probe(`${config.contentBase}/api/app-settings`)
        .then(
          () => undefined,
          () => undefined,
        )
        .finally(() => {
          probe = null;
        });
    }
    const contentService = config.useMock
      ? 'embedded mock'
      : upstream.answeredRecently()
        ? 'answering'
        : 'not answering';
    res.status(200).json({ status: 'ready', contentService });
  });

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

  const built = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const startUpFiles = [...built.matchAll(START_UP_SCRIPT)].map((match) => match[1]);
  const template = built.replace(START_UP_SCRIPT, '');
  const manifestFile = path.join(distDir, 'chunks.json');
  const chunkFiles: Record<string, string[]> = existsSync(manifestFile)
    ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, string[]>)
    : {};
  // The page's one inline script: its configuration, and the start-up scripts' loader.
  const configScript = `window.__CONFIG__=${scriptJson(config.public)};${startUpLoader(startUpFiles)}`;
  /**
   * Preloads: the start-up's stage boundary (src/start/nextTask.ts: tiny, wanted before the first stage) and the
   * page's chunks (those not among the start-up scripts), at low priority as deferred scripts are: the page's
   * largest image comes first. Hydration asks for the chunks (src/start/app.tsx).
   */
  const pagePreloads = (chunks: readonly string[]) =>
    `<link rel="preload" as="script" href="${TASK_BOUNDARY_URL}">` +
    [...new Set(chunks.flatMap((name) => chunkFiles[name] ?? []))]
      .filter((file) => !startUpFiles.includes(`/${file}`))
      .map((file) => `<link rel="preload" as="script" href="/${file}" fetchpriority="low">`)
      .join('');
  const ROOT = /<div id="?root"?><\/div>/;
  // The client-rendered shell (a render that failed): the configuration only.
  const shellHtml = template.replace(ROOT, () => `<div id="root"></div><script>${configScript}</script>`);
  const shellPolicy = pagePolicy(sha256(configScript));

  // Only the build's public files, whatever the spelling of the path (server/publicFiles.ts).
  app.use(publicOnly(distDir));
  // The build's scripts and styles, brotli or gzip as compressed at build time (webpack/plugins.ts) when the browser
  // accepts it (the `compression` above leaves an answer already encoded alone), else as they are.
  app.use(
    '/assets',
    expressStaticGzip(path.join(distDir, 'assets'), {
      enableBrotli: true,
      orderPreference: ['br', 'gzip'],
      serveStatic: { immutable: true, maxAge: '1y', fallthrough: false },
    }),
  );
  app.use(express.static(distDir, { index: false, maxAge: '1h' }));

  // Every absolute URL the server writes: SITE_URL, or the listening address (server/config.ts).
  const origin = config.origin;

  app.get('/robots.txt', (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.type('text/plain').send(renderRobots(origin));
  });
  app.get('/sitemap.xml', async (_req, res) => {
    try {
      const body = await buildSitemap(upstream, config.contentBase, origin);
      res.setHeader('Cache-Control', 'public, max-age=0, s-maxage=3600, stale-while-revalidate=86400');
      res.type('application/xml').send(body);
    } catch (error) {
      logger.error({ err: error }, 'sitemap could not be built');
      res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
      res.status(503).type('text/plain').send('Sitemap temporarily unavailable');
    }
  });

  const sendShell = (res: ExpressResponse) => {
    setSecurityHeaders(res.req, res, shellPolicy);
    res.setHeader('Cache-Control', 'no-store');
    res.status(200).type('html').send(shellHtml);
  };

  /** Renders one page request into the answer to send (status, headers, HTML), or a redirect. */
  /** `form`: a form posted without scripts, answered (server/formPosts.ts): the page is sent without scripts. */
  const renderAnswer = async (req: ExpressRequest, log: RequestLog, form?: unknown): Promise<CachedPage> => {
    const renderPage = render as RenderFn;
    const scenario = config.useMock ? mockScenario(req) : undefined;
    const page = { deadline: Date.now() + PAGE_BUDGET_MS, calls: [] as CallRecord[] };
    log.calls = page.calls;
    const started = process.hrtime.bigint();
    const result = await renderPage(
      new Request(new URL(req.originalUrl, origin), { headers: { accept: 'text/html' } }),
      {
        origin,
        forwardHeaders: scenario ? { 'x-mock-scenario': scenario } : {},
        fetch: upstream.forPage(page),
        deadline: page.deadline,
        cookies: req.get('cookie') ?? '',
        ...(form === undefined ? {} : { form }),
      },
    );
    log.renderMs = Math.round(Number(process.hrtime.bigint() - started) / 1e5) / 10;
    if (result.kind === 'redirect') {
      // A redirect to the visitor's saved filters is theirs alone.
      const status = result.status === 301 ? 301 : 302;
      return {
        status,
        headers: {
          Location: result.location,
          'Cache-Control': result.personal ? 'private, no-store' : HTML_CACHE_CONTROL,
          ...(result.personal ? { Vary: 'Cookie' } : {}),
        },
        body: '',
        reusable: !result.personal,
      };
    }
    log.passes = result.passes;
    const headers: Record<string, string> = {
      // The page's one inline script is the configuration (its data is a JSON block, not a script): one hash.
      'Content-Security-Policy': shellPolicy,
      // Pages for testers and for one traveller's booking are never indexed (robots.txt disallows them too).
      ...(NOINDEX_PATH.test(req.path) ? { 'X-Robots-Tag': 'noindex, nofollow' } : {}),
    };
    const html = template
      .replace(/<html[^>]*>/, `<html lang="${escapeAttr(result.lang)}">`)
      .replace(
        /<title>[^<]*<\/title>/,
        () =>
          result.head +
          result.styles +
          RENDER_AFTER_CONTENT +
          (form === undefined ? pagePreloads(result.chunks) : ''),
      )
      // The rendered page works without JavaScript: the shell's notice is not needed.
      .replace(/<noscript>[\s\S]*?<\/noscript>/, '')
      .replace(ROOT, () =>
        form === undefined
          ? `<div id="root">${result.html}</div><script>${configScript}</script>` +
            `<script id="${SERVER_DATA_ID}" type="application/json">${result.data}</script>`
          : `<div id="root">${result.html}</div>`,
      );
    const policy = pageCachePolicy({
      status: result.status,
      degraded: page.calls.some((call) => call.source === 'failed'),
      personal: Boolean(scenario || renderCookies(req.get('cookie') ?? '').length),
      form: form !== undefined,
    });
    Object.assign(headers, policy.headers);
    const reusable = policy.reusable;
    return { status: result.status, headers, body: html, reusable };
  };

  /** A kept page's next copy, made after a visitor got the kept one: its own log line ('refresh'). */
  const refreshInBackground = async (req: ExpressRequest): Promise<CachedPage> => {
    const log: RequestLog = {};
    try {
      const answer = await renderAnswer(req, log);
      logger.info({
        path: req.originalUrl,
        page: 'refresh',
        status: answer.status,
        kept: answer.reusable,
        ...renderFields(log),
      });
      return answer;
    } catch (error) {
      logger.error({ err: error, path: req.originalUrl }, 'background render failed; the kept page stays');
      throw error;
    }
  };

  // One spelling per page: trailing and doubled slashes, and parameters no page reads, redirect (308).
  app.use(canonicalAddress);
  // Manage my booking without scripts: the lookup is answered in the page it renders (server/formPosts.ts).
  app.post('/:lang/contact/manage-booking', lookupLimit(), async (req, res, next) => {
    const lang = req.params.lang;
    if (!render || (lang !== 'vi' && lang !== 'en') || req.originalUrl.includes('?')) return next();
    try {
      const limited = res.locals.rateLimited === true;
      const form = limited
        ? tooManyLookups(req.body)
        : await lookUpPostedBooking(upstream, config.contentBase, lang, req.body);
      const page = await renderAnswer(req, res.locals.log as RequestLog, form);
      for (const [name, value] of Object.entries(page.headers)) res.setHeader(name, value);
      res
        .status(limited ? 429 : page.status)
        .type('html')
        .send(page.body);
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
  app.use(async (req, res, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (!render) return sendShell(res);
    const log = res.locals.log as RequestLog;
    try {
      const key = pageCacheKey(origin, req.originalUrl, req.get('cookie') ?? '', mockScenario(req));
      const { page, source, ageMs } = pageCache
        ? await pageCache.get(key, (background) =>
            background ? refreshInBackground(req) : renderAnswer(req, log),
          )
        : { page: await renderAnswer(req, log), source: 'miss' as const, ageMs: 0 };
      if (source !== 'miss') log.page = source;
      for (const [name, value] of Object.entries(page.headers)) res.setHeader(name, value);
      // A kept copy says how old it is, so a CDN keeps it only for the rest of its s-maxage (RFC 9111, Age).
      if (ageMs >= 1000) res.setHeader('Age', String(Math.floor(ageMs / 1000)));
      if (page.status === 301 || page.status === 302) return res.redirect(page.status, page.headers.Location);
      res.status(page.status).type('html').send(page.body);
    } catch (error) {
      logger.error(
        { err: error, path: req.originalUrl },
        'server render failed; sending the client-rendered shell',
      );
      sendShell(res);
    }
  });
  // Errors handed on (a body over the limit, malformed JSON, a missing asset): a short answer and, for the
  // server's own failures, one JSON log line (express's default handler would print a stack on stderr).
  app.use((error: unknown, req: ExpressRequest, res: ExpressResponse, _next: NextFunction) => {
    const status = errorStatus(error);
    if (status >= 500)
      logger.error({ err: error, id: res.locals.requestId, path: req.path }, 'request failed');
    if (res.headersSent) return void res.destroy();
    res.setHeader('Cache-Control', 'no-store');
    res
      .status(status)
      .type('text/plain')
      .send(ERROR_TEXT[status] ?? (status >= 500 ? 'Server error' : 'Bad request'));
  });
  return app;
}

/** Pages no search engine should list: the testers' page, the booking lookup. */
const NOINDEX_PATH = /^\/(?:test|(?:vi|en)\/contact\/manage-booking)$/;

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
