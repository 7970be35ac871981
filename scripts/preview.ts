/**
 * `PORT=N npm run preview`: the production server. Serves the build (dist/) compressed and renders every page on
 * the server (dist/server/entry-server.js, see src/entry-server.tsx), so each URL answers complete HTML with its
 * head data and the right status code; the browser then hydrates it.
 * - Without CONTENT_API_URL the embedded mock content service answers the browser on the same origin, and the
 *   server's own calls in-process (msw/node, no HTTP hop).
 * - Hashed assets are immutable for a year; HTML is `public, s-maxage=60, stale-while-revalidate=300`; the server
 *   keeps no per-visitor state, so any number of copies can run behind a CDN or load balancer.
 * - A page whose server render fails is logged and answered with the client-rendered shell.
 * Builds first when dist/ is missing.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { execSync } from 'node:child_process';
import express, { type Request as ExpressRequest } from 'express';
import compression from 'compression';
import { mountMockService } from '../mocks/server/mount';
import { renderRobots, renderSitemap, sitemapPaths } from '../src/domain/sitemap';
import { TASK_BOUNDARY_URL } from '../src/start/nextTask';
import { geonamesUpstream, mountGeonamesProxy } from './geonames-proxy';
import { publicConfig } from './public-config';

const root = path.resolve(__dirname, '..');
const dist = path.resolve(root, process.env.DIST_DIR || 'dist');

type RenderModule = typeof import('../src/entry-server');

/** HTML caching: shared caches keep a page a minute and may serve it stale for five while they refresh it. */
export const HTML_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';

let mockServerStarted = false;
/** The server's own calls to the embedded mock are answered in-process. */
async function startInProcessMock(): Promise<void> {
  if (mockServerStarted) return;
  mockServerStarted = true;
  const { setupServer } = await import('msw/node');
  const { handlers } = await import('../mocks/handlers/index');
  setupServer(...handlers).listen({ onUnhandledRequest: 'bypass' });
}

/** The public origin of a request (behind a proxy: X-Forwarded-Proto/Host; SITE_URL overrides). */
function originOf(req: ExpressRequest): string {
  if (process.env.SITE_URL) return process.env.SITE_URL.replace(/\/+$/, '');
  const proto = (req.get('x-forwarded-proto') ?? req.protocol).split(',')[0].trim();
  const host = (req.get('x-forwarded-host') ?? req.get('host') ?? 'localhost').split(',')[0].trim();
  return `${proto}://${host}`;
}

/** Base URL of the content service for the server's own calls (the in-process mock answers http://localhost). */
function contentBase(): string {
  return (process.env.CONTENT_API_URL || 'http://localhost').replace(/\/+$/, '');
}

async function getJson(url: string): Promise<unknown> {
  const res = await fetch(url, {
    headers: { Accept: 'application/json' },
    signal: AbortSignal.timeout(15_000),
  });
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
  return res.json();
}

/** Every tour, category, article and static page, from the content service. */
export async function buildSitemap(origin: string): Promise<string> {
  const base = contentBase();
  const tourSlugs: string[] = [];
  for (let page = 1, last = 1; page <= last && page <= 50; page += 1) {
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
  return renderSitemap(origin, sitemapPaths({ tourSlugs, menu: menu as never, footer: footer as never }));
}

/** The origin of an absolute http(s) address, or '' for a site path or nothing. */
function originOfUrl(url: string): string {
  try {
    return /^https?:\/\//i.test(url) ? new URL(url).origin : '';
  } catch {
    return '';
  }
}

/**
 * The security policy of every answer. Scripts: the site's own files and, on pages, the one inline data script,
 * allowed by its SHA-256 hash (no 'unsafe-inline', no 'unsafe-eval'; a hash, unlike a nonce, stays valid in a
 * shared cache). Styles may be inline (MUI's styles are
 * injected at run time and elements carry style attributes). Images: the site, the content storage host and data:
 * URLs (the VietQR code); frames: YouTube's privacy-enhanced host and Google Maps only; calls: the site and the
 * configured services.
 */
export function contentSecurityPolicy(inlineScriptHash: string | null): string {
  const config = publicConfig();
  const hosts = (...urls: string[]) => [...new Set(urls.map(originOfUrl).filter(Boolean))].join(' ');
  const images = hosts(config.CONTENT_STORAGE_URL, config.CONTENT_API_URL, config.QR_IMAGE_URL);
  const calls = hosts(config.CONTENT_API_URL);
  return [
    "default-src 'self'",
    `script-src 'self'${inlineScriptHash ? ` '${inlineScriptHash}'` : ''}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data:${images ? ` ${images}` : ''}`,
    "font-src 'self' data:",
    `connect-src 'self'${calls ? ` ${calls}` : ''}`,
    "media-src 'self'" + (images ? ` ${images}` : ''),
    'frame-src https://www.youtube-nocookie.com https://maps.google.com https://www.google.com',
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "manifest-src 'self'",
    "worker-src 'self'",
  ].join('; ');
}

function setSecurityHeaders(
  req: ExpressRequest,
  res: express.Response,
  inlineScriptHash: string | null,
): void {
  res.setHeader('Content-Security-Policy', contentSecurityPolicy(inlineScriptHash));
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
  res.setHeader('X-Frame-Options', 'DENY');
  res.setHeader(
    'Permissions-Policy',
    'camera=(), microphone=(), geolocation=(), payment=(), usb=(), magnetometer=(), gyroscope=(), accelerometer=()',
  );
  if (req.secure) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
}

function escapeAttr(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

export function createPreviewApp(): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', true);
  app.use(compression());
  // Security headers on every answer; pages get their own nonce below.
  app.use((req, res, next) => {
    setSecurityHeaders(req, res, null);
    next();
  });
  const useMock = !process.env.CONTENT_API_URL;
  // Geographic names through this server, with its own account (none in the bundle); else the mock's copy.
  const geonames = geonamesUpstream();
  if (geonames) mountGeonamesProxy(app, geonames);
  if (useMock) mountMockService(app);

  const template = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const manifestFile = path.join(dist, 'chunks.json');
  const chunkFiles: Record<string, string[]> = existsSync(manifestFile)
    ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, string[]>)
    : {};
  /**
   * Preloads: the start-up's stage boundary (src/start/nextTask.ts: tiny, wanted before the first stage) and the
   * page's chunks (those the template does not load already). Hydration asks for the chunks (src/start/app.tsx), so
   * they run as tasks of their own after the start-up stages, and the `load` event waits for them. They come at low
   * priority, as deferred scripts do: the page's image that paints largest comes first.
   */
  const pagePreloads = (chunks: readonly string[]) =>
    `<link rel="preload" as="script" href="${TASK_BOUNDARY_URL}">` +
    [...new Set(chunks.flatMap((name) => chunkFiles[name] ?? []))]
      .filter((file) => !template.includes(`/${file}`))
      .map((file) => `<link rel="preload" as="script" href="/${file}" fetchpriority="low">`)
      .join('');
  const serverEntry = path.join(dist, 'server', 'entry-server.js');
  const renderer: RenderModule | null = existsSync(serverEntry)
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- the server bundle is built, not imported
      (require(serverEntry) as RenderModule)
    : null;
  const ready = useMock ? startInProcessMock() : Promise.resolve();

  app.use(
    '/assets',
    express.static(path.join(dist, 'assets'), { immutable: true, maxAge: '1y', fallthrough: false }),
  );
  // Source maps and the server bundle stay on the server.
  app.use(['/sourcemaps', '/server', '/chunks.json'], (_req, res) => {
    res.status(404).type('text/plain').send('Not found');
  });
  app.use(express.static(dist, { index: false, maxAge: '1h' }));

  app.get('/robots.txt', (req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.type('text/plain').send(renderRobots(originOf(req)));
  });
  app.get('/sitemap.xml', async (req, res) => {
    try {
      await ready;
      const body = await buildSitemap(originOf(req));
      res.setHeader('Cache-Control', 'public, max-age=0, s-maxage=3600, stale-while-revalidate=86400');
      res.type('application/xml').send(body);
    } catch (error) {
      console.error('Sitemap could not be built', error);
      res.status(503).type('text/plain').send('Sitemap temporarily unavailable');
    }
  });

  app.use(async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const shell = () => {
      res.setHeader('Cache-Control', 'no-store');
      res.status(200).type('html').send(template);
    };
    if (!renderer) return shell();
    try {
      await ready;
      const origin = originOf(req);
      const forwardHeaders: Record<string, string> = {};
      for (const name of ['cookie', 'x-mock-scenario', 'accept-language']) {
        const value = req.get(name);
        if (value) forwardHeaders[name] = value;
      }
      const url = new URL(req.originalUrl, origin);
      const result = await renderer.render(new Request(url, { headers: { accept: 'text/html' } }), {
        origin,
        forwardHeaders,
      });
      if (result.kind === 'redirect') {
        res.setHeader('Cache-Control', HTML_CACHE_CONTROL);
        return res.redirect(result.status === 301 ? 301 : 302, result.location);
      }
      const inline = `window.__SSR__=${result.data}`;
      setSecurityHeaders(req, res, `sha256-${createHash('sha256').update(inline).digest('base64')}`);
      const html = template
        .replace(/<html[^>]*>/, `<html lang="${escapeAttr(result.lang)}">`)
        .replace(/<title>[^<]*<\/title>/, () => result.head + result.styles + pagePreloads(result.chunks))
        // The rendered page works without JavaScript: the shell's notice is not needed.
        .replace(/<noscript>[\s\S]*?<\/noscript>/, '')
        .replace(
          /<div id="?root"?><\/div>/,
          () => `<div id="root">${result.html}</div>` + `<script>${inline}</script>`,
        );
      res.setHeader(
        'Cache-Control',
        result.status === 200 ? HTML_CACHE_CONTROL : 'public, max-age=0, s-maxage=30',
      );
      res.setHeader('Vary', 'Cookie');
      res.status(result.status).type('html').send(html);
    } catch (error) {
      console.error('Server render failed; sending the client-rendered shell.', req.originalUrl, error);
      shell();
    }
  });
  return app;
}

if (require.main === module) {
  if (
    !existsSync(path.join(dist, 'index.html')) ||
    !existsSync(path.join(dist, 'server', 'entry-server.js'))
  ) {
    console.info('dist/ is missing: building the site first (npm run build)…');
    execSync('npm run build', { cwd: root, stdio: 'inherit' });
  }
  const port = Number(process.env.PORT) || 4173;
  const host = process.env.HOST || '127.0.0.1';
  createPreviewApp().listen(port, host, () => {
    console.info(`Production server: http://${host}:${port}/`);
  });
}
