/**
 * The page handler: a page request rendered on the server (src/entry-server.tsx) within the page's budget, reused
 * from the page cache for anonymous visitors (server/pageCache.ts), and answered with its status, caching
 * (server/cachePolicy.ts), security policy and HTML (server/template.ts).
 */
import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from 'express';
import type { Logger } from 'pino';
import type { RenderOptions, RenderResult } from '../src/entry-server';
import type { ServerConfig } from './config';
import { HTML_CACHE_CONTROL, pageCachePolicy } from './cachePolicy';
import { pageCacheKey, renderCookies, type CachedPage, type PageCache } from './pageCache';
import { renderFields, type RequestLog } from './requestLog';
import { setSecurityHeaders } from './security';
import { sendPageBody } from './pageEncoding';
import { assemblePage, shellHtml, type PageTemplate } from './template';
import type { CallRecord, Upstream } from './upstream';

/** A page waits at most this long for the content service in total, then renders what it has. */
export const PAGE_BUDGET_MS = 2_500;

export type RenderFn = (request: Request, options: RenderOptions) => Promise<RenderResult>;

/** Pages no search engine should list: the testers' page, the booking lookup. */
const NOINDEX_PATH = /^\/(?:test|(?:vi|en)\/contact\/manage-booking)$/;

/** The request's scenario for the embedded mock (header, else the `mock_scenario` cookie). */
export function mockScenario(req: ExpressRequest): string | undefined {
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

export interface PageRendererOptions {
  config: ServerConfig;
  render: RenderFn;
  upstream: Upstream;
  logger: Logger;
  template: PageTemplate;
  /** The policy of a page whose one inline script is the template's. */
  pagePolicy: string;
}

export interface PageRenderer {
  /**
   * Renders one page request into the answer to send (status, headers, HTML), or a redirect. `form`: a form posted
   * without scripts, answered (server/formPosts.ts): the page is sent without scripts.
   */
  renderAnswer(req: ExpressRequest, log: RequestLog, form?: unknown): Promise<CachedPage>;
  /** A kept page's next copy, made after a visitor got the kept one: its own log line ('refresh'). */
  refreshInBackground(req: ExpressRequest): Promise<CachedPage>;
}

export function createPageRenderer(options: PageRendererOptions): PageRenderer {
  const { config, render, upstream, logger, template, pagePolicy } = options;
  // Every absolute URL the server writes: SITE_URL, or the listening address (server/config.ts).
  const origin = config.origin;

  const renderAnswer = async (req: ExpressRequest, log: RequestLog, form?: unknown): Promise<CachedPage> => {
    const scenario = config.useMock ? mockScenario(req) : undefined;
    const page = { deadline: Date.now() + PAGE_BUDGET_MS, calls: [] as CallRecord[] };
    log.calls = page.calls;
    const started = process.hrtime.bigint();
    const result = await render(
      new Request(new URL(req.originalUrl, origin), { headers: { accept: 'text/html' } }),
      {
        origin,
        forwardHeaders: scenario ? { 'x-mock-scenario': scenario } : {},
        ...upstream.forRender(page),
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
        body: Buffer.alloc(0),
        reusable: !result.personal,
      };
    }
    log.passes = result.passes;
    log.fragments = result.fragments;
    const policy = pageCachePolicy({
      status: result.status,
      degraded: page.calls.some((call) => call.source === 'failed'),
      personal: Boolean(scenario || renderCookies(req.get('cookie') ?? '').length),
      form: form !== undefined,
    });
    const headers: Record<string, string> = {
      // The page's one inline script is the configuration and the start-up (its data is a JSON block): one hash.
      'Content-Security-Policy': pagePolicy,
      // Pages for testers and for one traveller's booking are never indexed (robots.txt disallows them too).
      ...(NOINDEX_PATH.test(req.path) ? { 'X-Robots-Tag': 'noindex, nofollow' } : {}),
      ...policy.headers,
    };
    const body = assemblePage(template, result, form === undefined);
    return { status: result.status, headers, body, reusable: policy.reusable };
  };

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
  return { renderAnswer, refreshInBackground };
}

/** The client-rendered shell, for a render that failed (or a server without a render): never kept. */
export function shellSender(template: PageTemplate, pagePolicy: string, styles?: string) {
  const html = shellHtml(template, styles);
  return (res: ExpressResponse) => {
    setSecurityHeaders(res.req, res, pagePolicy);
    res.setHeader('Cache-Control', 'no-store');
    res.status(200).type('html').send(html);
  };
}

/** GET and HEAD of every page: from the page cache or rendered; the shell when the render fails. */
export function pageHandler(
  renderer: PageRenderer | null,
  pageCache: PageCache | null,
  sendShell: (res: ExpressResponse) => void,
  config: ServerConfig,
  logger: Logger,
): RequestHandler {
  return async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (!renderer) return sendShell(res);
    const log = res.locals.log as RequestLog;
    try {
      const key = pageCacheKey(config.origin, req.originalUrl, req.get('cookie') ?? '', mockScenario(req));
      const { page, source, ageMs } = pageCache
        ? await pageCache.get(key, (background) =>
            background ? renderer.refreshInBackground(req) : renderer.renderAnswer(req, log),
          )
        : { page: await renderer.renderAnswer(req, log), source: 'miss' as const, ageMs: 0 };
      if (source !== 'miss') log.page = source;
      for (const [name, value] of Object.entries(page.headers)) res.setHeader(name, value);
      // A kept copy says how old it is, so a CDN keeps it only for the rest of its s-maxage (RFC 9111, Age).
      if (ageMs >= 1000) res.setHeader('Age', String(Math.floor(ageMs / 1000)));
      if (page.status === 301 || page.status === 302) return res.redirect(page.status, page.headers.Location);
      await sendPageBody(req, res, page.status, page.body);
    } catch (error) {
      logger.error(
        { err: error, path: req.originalUrl },
        'server render failed; sending the client-rendered shell',
      );
      sendShell(res);
    }
  };
}
