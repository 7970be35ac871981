/** @jest-environment node */
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import nodeFs from 'node:fs';
import {
  brotliCompressSync,
  brotliDecompressSync,
  constants as zlibConstants,
  gunzipSync,
  gzipSync,
} from 'node:zlib';
import { JSDOM } from 'jsdom';
import pino from 'pino';
import type { RenderResult } from '../src/entry-server';
import {
  createServerApp,
  HTML_CACHE_CONTROL,
  RENDER_AFTER_CONTENT,
  startUpLoader,
  type RenderFn,
} from './app';
import { FOOTER_ID } from '../src/features/shell/landmarks';
import { HYDRATED_ATTRIBUTE, HYDRATED_EVENT } from '../src/lib/hydrationMark';
import { readServerConfig } from './config';
import { ServerMetrics } from './metrics';
import { PageCache } from './pageCache';
import { Upstream, type Transport } from './upstream';

const TEMPLATE =
  '<!doctype html><html lang="vi"><head><title>ViVu Travel</title></head><body><noscript>JS</noscript>' +
  '<div id="root"></div><script defer src="/assets/main.js"></script></body></html>';

/** A built script with the copies the build compresses (webpack/plugins.ts: precompressedAssets). */
const SCRIPT = `(()=>{${Array.from({ length: 300 }, (_, i) => `console.log("ViVu Travel ${i}");`).join('')}})();`;
const BROTLI_COPY = brotliCompressSync(SCRIPT, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } });
const GZIP_COPY = gzipSync(SCRIPT, { level: 9 });

let dist: string;
beforeAll(() => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'vivu-dist-'));
  writeFileSync(path.join(dist, 'index.html'), TEMPLATE);
  writeFileSync(path.join(dist, 'chunks.json'), '{}');
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'assets', 'main.1a2b3c4d.js'), SCRIPT);
  writeFileSync(path.join(dist, 'assets', 'main.1a2b3c4d.js.br'), BROTLI_COPY);
  writeFileSync(path.join(dist, 'assets', 'main.1a2b3c4d.js.gz'), GZIP_COPY);
  // What the build keeps on the server: never served, whatever the spelling.
  writeFileSync(path.join(dist, 'build-info.json'), '{"sha":"x"}');
  mkdirSync(path.join(dist, 'server'));
  writeFileSync(path.join(dist, 'server', 'server.js'), 'secret()');
  writeFileSync(path.join(dist, 'server', 'mock.js'), 'secret()');
  mkdirSync(path.join(dist, 'sourcemaps', 'assets'), { recursive: true });
  writeFileSync(path.join(dist, 'sourcemaps', 'assets', 'main.1a2b3c4d.js.map'), '{"sourcesContent":[]}');
  mkdirSync(path.join(dist, 'logo'));
  writeFileSync(path.join(dist, 'logo', 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
});

/** The raw answer (fetch would decompress it and hide the encoding). */
function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
    (resolve, reject) => {
      httpRequest(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.on('error', reject);
      })
        .on('error', reject)
        .end();
    },
  );
}
afterAll(() => rmSync(dist, { recursive: true, force: true }));

function page(status = 200, extra: Partial<Extract<RenderResult, { kind: 'page' }>> = {}): RenderResult {
  return {
    kind: 'page',
    status,
    lang: 'en',
    head: '<title>Tours | ViVu Travel</title>',
    styles: '',
    html: Buffer.from('<main>Hello</main>'),
    data: '{"lang":"en"}',
    chunks: [],
    fragments: { copied: 2, rendered: 0 },
    currency: 'VND',
    passes: 1,
    ...extra,
  };
}

async function serve(options: {
  env?: NodeJS.ProcessEnv;
  render?: RenderFn | null;
  shellStyles?: string;
  transport?: Transport;
  shuttingDown?: () => boolean;
  pageCache?: PageCache;
  metrics?: ServerMetrics;
}) {
  const lines: Record<string, unknown>[] = [];
  const logger = pino(
    { level: 'info' },
    new Writable({
      write(chunk, _enc, done) {
        lines.push(JSON.parse(String(chunk)));
        done();
      },
    }),
  );
  const config = readServerConfig(options.env ?? { CONTENT_API_URL: 'https://content.example.com' });
  const transport =
    options.transport ?? (async () => Response.json({ success: true, data: [] }, { status: 200 }));
  const app = createServerApp({
    config,
    distDir: dist,
    render: options.render === undefined ? async () => page() : options.render,
    shellStyles: options.shellStyles,
    upstream: new Upstream({ transport }),
    logger,
    isShuttingDown: options.shuttingDown,
    pageCache: options.pageCache ?? null,
    metrics: options.metrics,
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, lines, close: () => new Promise((resolve) => server.close(resolve)) };
}

/** Waits (up to 3 s) until `ready()` holds: for work the server does after it answered. */
async function until(ready: () => boolean): Promise<void> {
  for (let waited = 0; !ready(); waited += 20) {
    if (waited > 3_000) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const hashOf = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

describe('the production server', () => {
  it('answers /healthz while alive', async () => {
    const s = await serve({});
    try {
      const res = await fetch(`${s.base}/healthz`);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ status: 'ok' });
    } finally {
      await s.close();
    }
  });

  it('is ready while it can serve, whatever the content service does (its state in the body); not once stopping', async () => {
    let up = true;
    let stopping = false;
    const s = await serve({
      transport: async () =>
        up ? Response.json({ success: true, data: {} }) : Promise.reject(new TypeError('fetch failed')),
      render: async (_request, options) => {
        await options.fetch!('https://content.example.com/api/en/banners').catch(() => null);
        return page();
      },
      shuttingDown: () => stopping,
    });
    try {
      await fetch(`${s.base}/en`);
      const ready = await fetch(`${s.base}/readyz`);
      expect(ready.status).toBe(200);
      expect(await ready.json()).toEqual({ status: 'ready', contentService: 'answering' });
      up = false;
      // A call fails (a page's): readiness stays (kept answers still serve pages); the body says the service is down.
      await fetch(`${s.base}/en`);
      const down = await fetch(`${s.base}/readyz`);
      expect(down.status).toBe(200);
      expect(await down.json()).toMatchObject({ status: 'ready' });
      up = true;
      expect((await fetch(`${s.base}/readyz`)).status).toBe(200);
      stopping = true;
      expect((await fetch(`${s.base}/readyz`)).status).toBe(503);
    } finally {
      await s.close();
    }
  });

  it('is ready with the embedded mock without asking anything', async () => {
    const s = await serve({ env: {}, transport: () => Promise.reject(new Error('not called')) });
    try {
      expect((await fetch(`${s.base}/readyz`)).status).toBe(200);
    } finally {
      await s.close();
    }
  });

  it('sends a rendered page with its configuration in the one script the policy allows by hash, and its data as JSON', async () => {
    const s = await serve({});
    try {
      const res = await fetch(`${s.base}/en/search`);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe(HTML_CACHE_CONTROL);
      expect(res.headers.get('cache-control')).toContain('stale-if-error=86400');
      const html = await res.text();
      expect(html).toContain('<html lang="en">');
      expect(html).toContain('<div id="root"><main>Hello</main></div>');
      const script = /<script>([^<]*)<\/script>/.exec(html)![1];
      expect(script).toMatch(/^window\.__CONFIG__=\{"contentApiUrl":"https:\/\/content\.example\.com"/);
      expect(html).toContain('<script id="__SSR__" type="application/json">{"lang":"en"}</script>');
      expect(html.match(/<script>/g)).toHaveLength(1);
      const policy = res.headers.get('content-security-policy')!;
      expect(policy).toContain(`script-src 'self' ${hashOf(script)}`);
      expect(policy).toContain("img-src 'self' data: https://content.example.com");
      expect(policy).toContain("connect-src 'self' https://content.example.com");
    } finally {
      await s.close();
    }
  });

  it('answers 503 with Retry-After and no caching when the page’s main content is missing', async () => {
    const s = await serve({ render: async () => page(503) });
    try {
      const res = await fetch(`${s.base}/en/detail-trip/x`);
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('30');
      expect(res.headers.get('cache-control')).toBe('no-store');
    } finally {
      await s.close();
    }
  });

  it('keeps no copy of a page whose section failed', async () => {
    const s = await serve({
      transport: () => Promise.reject(new TypeError('fetch failed')),
      render: async (request, options) => {
        await options.fetch!('https://content.example.com/api/en/banners').catch(() => null);
        return page(200);
      },
    });
    try {
      const res = await fetch(`${s.base}/en`);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
    } finally {
      await s.close();
    }
  });

  it('asks for the start-up scripts from its one inline script once the HTML is parsed, not with <script defer>', async () => {
    const s = await serve({});
    try {
      const res = await fetch(`${s.base}/en/search`);
      const html = await res.text();
      expect(html).not.toContain('<script defer');
      const script = /<script>([^<]*)<\/script>/.exec(html)![1];
      expect(script.endsWith(`;${startUpLoader(['/assets/main.js'])}`)).toBe(true);
      expect(res.headers.get('content-security-policy')).toContain(hashOf(script));
    } finally {
      await s.close();
    }
  });

  describe('the start-up loader (the page’s inline script)', () => {
    function pageWithLoader(files: string[]) {
      const dom = new JSDOM(
        '<!doctype html><html><head></head><body><div id="root"><button type="button">Save</button>' +
          '<form><button>Send</button></form></div></body></html>',
        { runScripts: 'outside-only' },
      );
      dom.window.eval(startUpLoader(files));
      return dom;
    }

    it('inserts the start-up scripts in their order, run in that order (not async), at DOMContentLoaded', () => {
      const dom = pageWithLoader(['/assets/runtime.js', '/assets/react.js', '/assets/main.js']);
      const { document } = dom.window;
      // Nothing is asked for while the HTML is being parsed.
      expect(document.querySelectorAll('script')).toHaveLength(0);
      document.dispatchEvent(new dom.window.Event('DOMContentLoaded'));
      const scripts = [...document.head.querySelectorAll('script')];
      expect(scripts.map((script) => script.getAttribute('src'))).toEqual([
        '/assets/runtime.js',
        '/assets/react.js',
        '/assets/main.js',
      ]);
      expect(scripts.every((script) => script.async === false)).toBe(true);
      dom.window.close();
    });

    /** A page whose browser reports paints (a stand-in PerformanceObserver the test feeds), hero or not. */
    function paintingPage(files: string[], { hero = true, visibility = 'visible' } = {}) {
      const dom = new JSDOM(
        '<!doctype html><html><head></head><body><div id="root">' +
          (hero ? '<img id="hero" src="/storage/tours/a.jpg" fetchpriority="high" alt="">' : '') +
          '<p id="text">Tour</p></div></body></html>',
        { runScripts: 'outside-only', url: 'http://localhost/en/detail-trip/a' },
      );
      const observers: { type: string; report: (entries: object[]) => void }[] = [];
      class FakeObserver {
        static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
        constructor(private readonly callback: (list: { getEntries(): object[] }) => void) {}
        observe({ type }: { type: string }) {
          observers.push({ type, report: (entries) => this.callback({ getEntries: () => entries }) });
        }
      }
      Object.assign(dom.window, { PerformanceObserver: FakeObserver });
      Object.defineProperty(dom.window.document, 'visibilityState', { value: visibility });
      dom.window.eval(startUpLoader(files));
      const { document } = dom.window;
      const started = () =>
        [...document.head.querySelectorAll('script')].map((script) => script.getAttribute('src'));
      const paint = (element: Element | null) =>
        observers
          .filter((o) => o.type === 'largest-contentful-paint')
          .forEach((o) => o.report([{ element, url: element?.getAttribute('src') ?? '' }]));
      return { dom, document, started, paint };
    }

    it('waits for the hero image’s paint before asking for the start-up scripts, and asks for nothing else', () => {
      const page = paintingPage(['/assets/runtime.js', '/assets/main.js']);
      page.document.dispatchEvent(new page.dom.window.Event('DOMContentLoaded'));
      expect(page.started()).toEqual([]);
      // The text is painted first: still waiting for the hero.
      page.paint(page.document.getElementById('text'));
      expect(page.started()).toEqual([]);
      page.paint(page.document.getElementById('hero'));
      expect(page.started()).toEqual(['/assets/runtime.js', '/assets/main.js']);
      page.dom.window.close();
    });

    it('without a hero image, starts at the first paint; with one, at most 300 ms after it', async () => {
      const plain = paintingPage(['/assets/main.js'], { hero: false });
      plain.document.dispatchEvent(new plain.dom.window.Event('DOMContentLoaded'));
      expect(plain.started()).toEqual([]);
      plain.paint(plain.document.getElementById('text'));
      expect(plain.started()).toEqual(['/assets/main.js']);
      plain.dom.window.close();

      const slowHero = paintingPage(['/assets/main.js']);
      slowHero.document.dispatchEvent(new slowHero.dom.window.Event('DOMContentLoaded'));
      slowHero.paint(slowHero.document.getElementById('text'));
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect(slowHero.started()).toEqual([]);
      await new Promise((resolve) => setTimeout(resolve, 250));
      expect(slowHero.started()).toEqual(['/assets/main.js']);
      slowHero.dom.window.close();
    });

    it('starts at once in a hidden page (nothing is painted there) and when the hero image fails', () => {
      const hidden = paintingPage(['/assets/main.js'], { visibility: 'hidden' });
      hidden.document.dispatchEvent(new hidden.dom.window.Event('DOMContentLoaded'));
      expect(hidden.started()).toEqual(['/assets/main.js']);
      hidden.dom.window.close();

      const broken = paintingPage(['/assets/main.js']);
      broken.document.dispatchEvent(new broken.dom.window.Event('DOMContentLoaded'));
      broken.paint(broken.document.getElementById('text'));
      broken.document.getElementById('hero')!.dispatchEvent(new broken.dom.window.Event('error'));
      expect(broken.started()).toEqual(['/assets/main.js']);
      broken.dom.window.close();
    });

    it('holds a tap on a button until React listens, then replays it once; a form’s button is left alone', async () => {
      const dom = pageWithLoader([]);
      const { document } = dom.window;
      const [save, send] = [...document.querySelectorAll('button')];
      send.closest('form')!.addEventListener('submit', (event) => event.preventDefault());
      save.click();
      send.click();
      // React arrives: its listeners, and its mark on the container.
      const handled: string[] = [];
      for (const button of [save, send])
        button.addEventListener('click', () => handled.push(button.textContent!));
      await new Promise((resolve) => setTimeout(resolve, 80));
      expect(handled).toEqual([]);
      (document.getElementById('root') as unknown as Record<string, unknown>)['__reactContainer$x1'] = {};
      await new Promise((resolve) => setTimeout(resolve, 80));
      expect(handled).toEqual(['Save']);
      // Once React listens, a tap is React's alone: nothing is held or replayed.
      save.click();
      await new Promise((resolve) => setTimeout(resolve, 80));
      expect(handled).toEqual(['Save', 'Save']);
      dom.window.close();
    });

    it('puts each third-party frame into its box once React has hydrated, then into boxes rendered later', async () => {
      const box = (id: string, src: string) =>
        `<div id="${id}" data-frame="{&quot;title&quot;:&quot;Map&quot;,&quot;src&quot;:&quot;${src}&quot;,` +
        '&quot;loading&quot;:&quot;lazy&quot;,&quot;referrerPolicy&quot;:&quot;no-referrer&quot;}"></div>';
      const dom = new JSDOM(
        '<!doctype html><html><head></head><body><div id="root">' +
          box('map', 'https://maps.google.com/maps?q=1%2C2') +
          '</div></body></html>',
        { runScripts: 'outside-only' },
      );
      dom.window.eval(startUpLoader([]));
      const { document } = dom.window;
      document.dispatchEvent(new dom.window.Event('DOMContentLoaded'));
      // No frame in the page before React has hydrated it (the load event is not the moment).
      dom.window.dispatchEvent(new dom.window.Event('load'));
      expect(document.querySelector('iframe')).toBeNull();
      document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
      // The frames go in a task after the one that marked the page (React's commit), not inside it.
      const laterTasks = async (count: number) => {
        for (let i = 0; i < count; i += 1) await new Promise((resolve) => dom.window.setTimeout(resolve, 0));
      };
      document.dispatchEvent(new dom.window.Event(HYDRATED_EVENT));
      expect(document.querySelector('iframe')).toBeNull();
      await laterTasks(1);
      const frame = document.querySelector('#map > iframe')!;
      expect(frame.getAttribute('src')).toBe('https://maps.google.com/maps?q=1%2C2');
      expect(frame.getAttribute('title')).toBe('Map');
      expect(frame.getAttribute('loading')).toBe('lazy');
      expect(frame.getAttribute('referrerpolicy')).toBe('no-referrer');
      // A box rendered later (a client-side navigation) gets its frame as it comes; each box has one frame.
      document.getElementById('root')!.insertAdjacentHTML('beforeend', box('video', 'https://example.com/v'));
      // The observer hears of the box after this task, and puts its frame in the task after that.
      await laterTasks(2);
      expect(document.querySelector('#video > iframe')?.getAttribute('src')).toBe('https://example.com/v');
      expect(document.querySelectorAll('iframe')).toHaveLength(2);
      dom.window.close();
    });
  });

  it('holds the first paint until the footer is parsed (what is above it whole in it)', async () => {
    expect(RENDER_AFTER_CONTENT).toBe(`<link rel="expect" href="#${FOOTER_ID}" blocking="render">`);
    const s = await serve({});
    try {
      const html = await (await fetch(`${s.base}/en`)).text();
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head).toContain(RENDER_AFTER_CONTENT);
    } finally {
      await s.close();
    }
  });

  it('falls back to the client-rendered shell, with its configuration and global styles, when the render throws', async () => {
    const styles = '<style data-styled-server="true">body{margin:0}</style>';
    const s = await serve({
      render: async () => {
        throw new Error('render failed');
      },
      shellStyles: styles,
    });
    try {
      const res = await fetch(`${s.base}/en`);
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain(`${styles}</head>`);
      const script = /<script>([^<]*)<\/script>/.exec(html)![1];
      expect(script).toMatch(/^window\.__CONFIG__=\{/);
      expect(res.headers.get('content-security-policy')).toContain(hashOf(script));
      expect(s.lines.some((line) => line.msg?.toString().includes('server render failed'))).toBe(true);
    } finally {
      await s.close();
    }
  });

  it('logs one JSON line per request: method, path, status, time, render time and the content calls', async () => {
    const s = await serve({
      render: async (_request, options) => {
        await options.fetch!('https://content.example.com/api/en/tours/ha-long');
        return page(200);
      },
    });
    try {
      await (await fetch(`${s.base}/en/detail-trip/ha-long`)).text();
      await (await fetch(`${s.base}/healthz`)).text();
      // A request's line is written when its answer has gone out, which the client may see first: by path, once both.
      const lineFor = (path: string) => s.lines.find((line) => 'status' in line && line.path === path);
      for (let tries = 0; tries < 50 && !(lineFor('/healthz') && lineFor('/en/detail-trip/ha-long')); tries++)
        await new Promise((resolve) => setTimeout(resolve, 20));
      const pageLine = lineFor('/en/detail-trip/ha-long')!;
      const healthLine = lineFor('/healthz');
      expect(pageLine).toMatchObject({ method: 'GET', path: '/en/detail-trip/ha-long', status: 200 });
      expect(typeof pageLine.ms).toBe('number');
      expect(typeof pageLine.renderMs).toBe('number');
      expect(pageLine.calls).toEqual([
        expect.objectContaining({ path: '/api/en/tours/ha-long', status: 200, source: 'network' }),
      ]);
      expect(healthLine).toMatchObject({ method: 'GET', path: '/healthz', status: 200 });
    } finally {
      await s.close();
    }
  });

  it('never serves the server bundle, source maps or the build notes, however the path is spelled', async () => {
    const s = await serve({});
    try {
      const paths = [
        '/server/server.js',
        '/server/mock.js',
        '/sourcemaps/assets/main.1a2b3c4d.js.map',
        '/chunks.json',
        '/build-info.json',
        '/index.html',
        '/%73ourcemaps/assets/main.1a2b3c4d.js.map',
        '/server%2fserver.js',
        '/server%2Fmock.js',
        '/%2573erver/server.js',
        '/assets/..%2fserver/server.js',
        '/assets/%2e%2e/server/server.js',
        '/assets/..%5cserver%5cserver.js',
        '/SERVER/server.js',
        '/chunks%2ejson',
        '/build%2Dinfo.json',
      ];
      for (const file of paths) {
        const answer = await rawGet(`${s.base}${file}`, {});
        expect([file, answer.status]).toEqual([file, 404]);
        expect(answer.body.toString()).not.toContain('secret()');
        expect(answer.body.toString()).not.toContain('sourcesContent');
      }
      expect((await rawGet(`${s.base}/assets/main%2e1a2b3c4d.js`, {})).status).toBe(200);
      expect((await rawGet(`${s.base}/logo/logo.svg`, {})).status).toBe(200);
      expect((await rawGet(`${s.base}/%E0%A4%A`, {})).status).toBe(400);
    } finally {
      await s.close();
    }
  });

  it('sends the build’s brotli or gzip copy of a script, as the browser accepts, and the script itself otherwise', async () => {
    const s = await serve({});
    try {
      const url = `${s.base}/assets/main.1a2b3c4d.js`;
      const br = await rawGet(url, { 'accept-encoding': 'gzip, deflate, br, zstd' });
      expect(br.status).toBe(200);
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['content-type']).toMatch(/^text\/javascript/);
      expect(br.headers['vary']).toBe('Accept-Encoding');
      expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      // The build's copy itself, not one compressed again for this request (on the fly, brotli 4: other bytes).
      expect(br.body.equals(BROTLI_COPY)).toBe(true);
      const onTheFly = brotliCompressSync(SCRIPT, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } });
      expect(onTheFly.equals(BROTLI_COPY)).toBe(false);

      const gzip = await rawGet(url, { 'accept-encoding': 'gzip' });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gzip.body.equals(GZIP_COPY)).toBe(true);

      const plain = await rawGet(url, { 'accept-encoding': 'identity' });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.toString()).toBe(SCRIPT);

      expect((await rawGet(`${s.base}/assets/missing.js`, {})).status).toBe(404);
    } finally {
      await s.close();
    }
  });

  it('sends a page compressed in one go, brotli first, else gzip, else as it is, and a kept page’s copy again', async () => {
    const markup = Buffer.from(`<main>${'<p>Hạ Long Bay, Việt Nam</p>'.repeat(400)}</main>`);
    let renders = 0;
    const s = await serve({
      render: async () => {
        renders += 1;
        return page(200, { html: markup });
      },
      pageCache: new PageCache({ ttlMs: 60_000 }),
    });
    try {
      const url = `${s.base}/en/detail-trip/ha-long-bay`;
      const br = await rawGet(url, { 'accept-encoding': 'gzip, deflate, br, zstd' });
      expect(br.status).toBe(200);
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['vary']).toMatch(/Accept-Encoding/);
      expect(Number(br.headers['content-length'])).toBe(br.body.length);
      const html = brotliDecompressSync(br.body).toString();
      expect(html).toContain('<p>Hạ Long Bay, Việt Nam</p>');

      const again = await rawGet(url, { 'accept-encoding': 'br' });
      expect(renders).toBe(1);
      // The kept page's compressed copy, not one made again (the same bytes, and the same ETag).
      expect(again.body.equals(br.body)).toBe(true);
      expect(again.headers['etag']).toBe(br.headers['etag']);

      const gzip = await rawGet(url, { 'accept-encoding': 'gzip' });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.body).toString()).toBe(html);

      const plain = await rawGet(url, { 'accept-encoding': 'identity' });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.toString()).toBe(html);
      // No Accept-Encoding at all: as it is.
      expect((await rawGet(url, {})).headers['content-encoding']).toBeUndefined();
      // Refused with q=0: the other one.
      expect((await rawGet(url, { 'accept-encoding': 'br;q=0, gzip' })).headers['content-encoding']).toBe(
        'gzip',
      );
      expect(renders).toBe(1);
    } finally {
      await s.close();
    }
  });

  it('answers a page’s path without looking for a file of that name, and still serves the build’s public files', async () => {
    const s = await serve({});
    try {
      const statted: string[] = [];
      const stat = nodeFs.stat;
      const spy = jest.spyOn(nodeFs, 'stat').mockImplementation(((...args: Parameters<typeof stat>) => {
        statted.push(String(args[0]));
        return (stat as (...a: unknown[]) => void)(...args);
      }) as typeof stat);
      try {
        expect((await rawGet(`${s.base}/en/detail-trip/ha-long-bay`, {})).status).toBe(200);
        expect(statted.filter((file) => file.includes('detail-trip'))).toEqual([]);
        expect((await rawGet(`${s.base}/logo/logo.svg`, {})).status).toBe(200);
        // The spy sees serve-static's look at the disk: the test would pass for the wrong reason without it.
        expect(statted.some((file) => file.endsWith(path.join('logo', 'logo.svg')))).toBe(true);
      } finally {
        spy.mockRestore();
      }
    } finally {
      await s.close();
    }
  });

  describe('safe at the edges (issue 59)', () => {
    it('writes absolute URLs from SITE_URL only, whatever Host or X-Forwarded-* a client sends', async () => {
      const origins: string[] = [];
      const s = await serve({
        env: { CONTENT_API_URL: 'https://content.example.com', SITE_URL: 'https://www.vivu.example' },
        render: async (_request, options) => {
          origins.push(options.origin);
          return page();
        },
      });
      try {
        const forged = {
          host: 'evil.example',
          'x-forwarded-host': 'evil.example, other.example',
          'x-forwarded-proto': 'http',
        };
        await fetch(`${s.base}/en`, { headers: forged });
        expect(origins).toEqual(['https://www.vivu.example']);
        const robots = await (await fetch(`${s.base}/robots.txt`, { headers: forged })).text();
        expect(robots).toContain('https://www.vivu.example/sitemap.xml');
        expect(robots).not.toContain('evil');
      } finally {
        await s.close();
      }
    });

    it('without SITE_URL, uses the address it listens on, never the request’s Host', async () => {
      const origins: string[] = [];
      const s = await serve({
        env: { CONTENT_API_URL: 'https://content.example.com', PORT: '8080' },
        render: async (_request, options) => {
          origins.push(options.origin);
          return page();
        },
      });
      try {
        await fetch(`${s.base}/en`, { headers: { 'x-forwarded-host': 'evil.example' } });
        expect(origins).toEqual(['http://127.0.0.1:8080']);
      } finally {
        await s.close();
      }
    });

    it('answers 413 to a body over the limit, before any handler reads it', async () => {
      const s = await serve({ env: { CONTENT_API_URL: 'embedded' } });
      try {
        const big = 'x'.repeat(5 * 1024 * 1024);
        const res = await fetch(`${s.base}/api/contacts`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ message: big }),
        });
        expect(res.status).toBe(413);
        expect(await res.text()).toBe('Payload too large');
        // Not a stack on stderr: one JSON line (the access line).
        expect(s.lines.find((line) => line.path === '/api/contacts')?.status).toBe(413);
      } finally {
        await s.close();
      }
    });

    it('limits writes and the geographic-names proxy per client (429 with Retry-After)', async () => {
      // A geographic-names service that refuses at once: the proxy answers 502 until the limit, then 429.
      const s = await serve({
        env: { CONTENT_API_URL: 'https://content.example.com', GEONAMES_API_URL: 'http://127.0.0.1:9' },
      });
      try {
        const statuses: number[] = [];
        let retryAfter: string | null = null;
        for (let i = 0; i < 130; i += 1) {
          const res = await fetch(`${s.base}/geonames/countryInfoJSON?lang=en`);
          statuses.push(res.status);
          if (res.status === 429) retryAfter = res.headers.get('retry-after');
          await res.arrayBuffer();
        }
        expect(statuses.filter((status) => status === 429)).toHaveLength(10);
        expect(Number(retryAfter)).toBeGreaterThan(0);
        const posts: number[] = [];
        for (let i = 0; i < 61; i += 1) {
          const res = await fetch(`${s.base}/en/contact/contact-us`, {
            method: 'POST',
            redirect: 'manual',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body: 'email=a%40b.example',
          });
          posts.push(res.status);
        }
        expect(posts.at(-1)).toBe(429);
        expect(posts.slice(0, 60).every((status) => status === 303)).toBe(true);
      } finally {
        await s.close();
      }
    });

    it('sends a form posted before the scripts back to its page (303), with nothing of it in a URL or the log', async () => {
      const s = await serve({});
      try {
        const res = await fetch(`${s.base}/en/contact/contact-us?x=1`, {
          method: 'POST',
          redirect: 'manual',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: 'reference=VV-1234&email=traveller%40example.com',
        });
        expect(res.status).toBe(303);
        expect(res.headers.get('location')).toBe('/en/contact/contact-us');
        await until(() => s.lines.some((line) => line.status === 303));
        expect(JSON.stringify(s.lines)).not.toMatch(/traveller|example\.com|VV-1234/);
      } finally {
        await s.close();
      }
    });

    it('redirects (308) a trailing slash, doubled slashes and query parameters no page reads to the one address', async () => {
      const s = await serve({});
      const location = async (url: string) => {
        const res = await fetch(`${s.base}${url}`, { redirect: 'manual' });
        return res.status === 308 ? res.headers.get('location') : res.status;
      };
      try {
        expect(await location('/en/tours/')).toBe('/en/tours');
        expect(await location('//evil.example/en')).toBe('/evil.example/en');
        expect(await location('/en//tour///x')).toBe('/en/tour/x');
        expect(await location('/en/search?zz=1&keyword=Hu%E1%BA%BF&utm_source=a')).toBe(
          '/en/search?keyword=Hu%E1%BA%BF',
        );
        expect(await location('/en/search?keyword=Hu%E1%BA%BF&page=2&style=1,2')).toBe(200);
        expect(await location('/en?random=123')).toBe('/en');
        expect(await location('/')).toBe(200);
      } finally {
        await s.close();
      }
    });

    it('answers a booking lookup posted without scripts in its page: private, no scripts, nothing of it logged; 10 a minute', async () => {
      const forms: unknown[] = [];
      const booking = {
        id: 9002,
        booking_reference: 'BK-9002',
        payment_status: 'user_confirmed',
        payment_plan: 'deposit',
        balance_status: 'due',
        tour: { title: 'Ha Long Bay Discovery', slug: 'ha-long-bay-discovery' },
        start_date: '2027-06-11',
        end_date: '2027-06-14',
        room_name: 'Deluxe cabin',
        ticket_quantity: 2,
        total: 50000000,
        amount_paid: 10000000,
        balance_due: 40000000,
        balance_due_date: '2027-04-12',
      };
      const asked: unknown[] = [];
      const s = await serve({
        render: async (_request, options) => {
          forms.push(options.form);
          return page();
        },
        transport: async (request) => {
          if (new URL(request.url).pathname !== '/api/bookings/lookup')
            return Response.json({ success: true, data: [] });
          const body = (await request.json()) as { email: string };
          asked.push(body);
          return body.email === 'emma@example.com'
            ? Response.json({ success: true, booking })
            : Response.json({ success: false, message: 'Not found' }, { status: 404 });
        },
      });
      const post = (email: string) =>
        fetch(`${s.base}/en/contact/manage-booking`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: `bookingNumber=BK-9002&email=${encodeURIComponent(email)}`,
        });
      try {
        const found = await post('emma@example.com');
        expect(found.status).toBe(200);
        expect(found.headers.get('cache-control')).toBe('private, no-store');
        expect(found.headers.get('x-robots-tag')).toBe('noindex, nofollow');
        const html = await found.text();
        expect(html).not.toMatch(/<script/);
        expect(asked).toEqual([{ reference: 'BK-9002', email: 'emma@example.com', lang: 'en' }]);
        expect(forms[0]).toEqual({
          values: { bookingNumber: 'BK-9002', email: 'emma@example.com' },
          booking,
        });
        await post('other@example.com');
        expect(forms[1]).toMatchObject({ failure: 'notFound' });
        const statuses: number[] = [];
        for (let i = 0; i < 9; i += 1) statuses.push((await post('other@example.com')).status);
        expect(statuses.at(-1)).toBe(429);
        expect(forms.at(-1)).toMatchObject({ failure: 'tooMany' });
        await until(() => s.lines.filter((line) => line.method === 'POST').length === 11);
        expect(JSON.stringify(s.lines)).not.toMatch(/emma|other@|BK-9002/);
      } finally {
        await s.close();
      }
    });

    it('asks search engines not to index the testers’ page and the booking lookup', async () => {
      const s = await serve({});
      try {
        expect((await fetch(`${s.base}/test`)).headers.get('x-robots-tag')).toBe('noindex, nofollow');
        expect((await fetch(`${s.base}/vi/contact/manage-booking`)).headers.get('x-robots-tag')).toBe(
          'noindex, nofollow',
        );
        expect((await fetch(`${s.base}/en`)).headers.get('x-robots-tag')).toBeNull();
      } finally {
        await s.close();
      }
    });

    it('keeps a page made with the visitor’s cookies private, and shares the others without Vary: Cookie', async () => {
      const s = await serve({});
      try {
        const shared = await fetch(`${s.base}/en`, { headers: { cookie: 'unrelated=1' } });
        expect(shared.headers.get('cache-control')).toBe(HTML_CACHE_CONTROL);
        expect(shared.headers.get('vary') ?? '').not.toMatch(/cookie/i);
        const own = await fetch(`${s.base}/en`, { headers: { cookie: 'currency=USD' } });
        expect(own.headers.get('cache-control')).toBe('private, no-cache');
        const scenario = await serve({ env: { CONTENT_API_URL: 'embedded' } });
        try {
          const res = await fetch(`${scenario.base}/en`, { headers: { 'x-mock-scenario': 'slow' } });
          expect(res.headers.get('cache-control')).toBe('private, no-cache');
        } finally {
          await scenario.close();
        }
      } finally {
        await s.close();
      }
    });

    it('logs the request id (a proxy’s, or its own), the client, the agent and the bytes, never the query’s values', async () => {
      const s = await serve({});
      try {
        const res = await fetch(`${s.base}/en/search?keyword=secret-words`, {
          headers: { 'x-request-id': 'abc-123', 'user-agent': 'Probe/1.0' },
        });
        expect(res.headers.get('x-request-id')).toBe('abc-123');
        const own = await fetch(`${s.base}/en`, { headers: { 'x-request-id': 'bad id <script>' } });
        expect(own.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
        await until(() => s.lines.length >= 2);
        const line = s.lines.find((entry) => entry.id === 'abc-123')!;
        expect(line).toMatchObject({
          path: '/en/search',
          query: ['keyword'],
          ip: '127.0.0.1',
          ua: 'Probe/1.0',
        });
        expect(line.bytes).toBeGreaterThan(100);
        expect(JSON.stringify(s.lines)).not.toContain('secret-words');
      } finally {
        await s.close();
      }
    });
  });

  describe('metrics and real visitors’ Web Vitals (issue 61)', () => {
    const beacon = (base: string, body: unknown, type = 'application/json') =>
      fetch(`${base}/vitals`, {
        method: 'POST',
        headers: { 'content-type': type },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      });

    it('takes a page’s beacon, refuses anything else, and shows the samples by route pattern and device', async () => {
      const s = await serve({ env: { CONTENT_API_URL: 'embedded' } });
      try {
        const report = {
          route: '/:lang/detail-trip/:slug',
          device: 'mobile',
          metrics: [
            { name: 'LCP', value: 1234.5 },
            { name: 'INP', value: 96 },
            { name: 'CLS', value: 0.02 },
            { name: 'TTFB', value: 80 },
          ],
        };
        expect((await beacon(s.base, report)).status).toBe(204);
        // sendBeacon with a string sends text/plain: the same JSON is read.
        expect((await beacon(s.base, JSON.stringify(report), 'text/plain;charset=UTF-8')).status).toBe(204);
        for (const bad of [
          { ...report, route: '/en/detail-trip/ha-long-bay-discovery' },
          { ...report, device: 'fridge' },
          { ...report, metrics: [{ name: 'LCP', value: -1 }] },
          { ...report, metrics: [{ name: 'FID', value: 10 }] },
          { ...report, metrics: [] },
          'not json',
        ])
          expect((await beacon(s.base, bad)).status).toBe(400);
        expect((await beacon(s.base, { ...report, pad: 'x'.repeat(10_000) })).status).toBe(413);

        await fetch(`${s.base}/en/detail-trip/ha-long-bay-discovery?page=2`);
        const text = await (await fetch(`${s.base}/metrics`)).text();
        expect(text).toContain(
          'web_vitals_lcp_seconds_bucket{le="1.5",route="/:lang/detail-trip/:slug",device="mobile"} 2',
        );
        expect(text).toContain('web_vitals_cls_count{route="/:lang/detail-trip/:slug",device="mobile"} 2');
        expect(text).toMatch(
          /http_request_duration_seconds_count\{route="\/:lang\/detail-trip\/:slug",method="GET",status="200"\} 1/,
        );
        expect(text).toMatch(/page_render_duration_seconds_count\{route="\/:lang\/detail-trip\/:slug"\} 1/);
        // The page's shared parts (this test's render says it copied two): by route pattern and how.
        expect(text).toContain('page_fragments_total{route="/:lang/detail-trip/:slug",result="copied"} 2');
        expect(text).not.toContain(
          'page_fragments_total{route="/:lang/detail-trip/:slug",result="rendered"}',
        );
        expect(text).toContain(
          'http_request_duration_seconds_count{route="/vitals",method="POST",status="204"} 2',
        );
        expect(text).toContain('nodejs_eventloop_lag_seconds');
        expect(text).toContain('process_resident_memory_bytes');
        // No URL, slug or query in any label.
        expect(text).not.toMatch(/ha-long|page=2/);
      } finally {
        await s.close();
      }
    });

    it('limits a flood of beacons from one client (429)', async () => {
      const s = await serve({ env: { CONTENT_API_URL: 'embedded' } });
      try {
        const report = { route: '/:lang', device: 'desktop', metrics: [{ name: 'FCP', value: 500 }] };
        const statuses: number[] = [];
        for (let i = 0; i < 121; i += 1) statuses.push((await beacon(s.base, report)).status);
        expect(statuses.slice(0, 120).every((status) => status === 204)).toBe(true);
        expect(statuses.at(-1)).toBe(429);
        // Beacons are not counted as writes: a booking still goes through.
        const write = await fetch(`${s.base}/api/contacts`, {
          method: 'POST',
          body: '{}',
          headers: { 'content-type': 'application/json' },
        });
        expect(write.status).not.toBe(429);
      } finally {
        await s.close();
      }
    });

    it('closes /metrics in production unless a bearer token is configured', async () => {
      const closed = await serve({});
      try {
        expect((await fetch(`${closed.base}/metrics`)).status).toBe(404);
      } finally {
        await closed.close();
      }
      const token = 'a-long-metrics-token-123';
      const guarded = await serve({
        env: { CONTENT_API_URL: 'https://content.example.com', METRICS_TOKEN: token },
      });
      try {
        expect((await fetch(`${guarded.base}/metrics`)).status).toBe(401);
        const wrong = await fetch(`${guarded.base}/metrics`, { headers: { authorization: 'Bearer nope' } });
        expect(wrong.status).toBe(401);
        const ok = await fetch(`${guarded.base}/metrics`, { headers: { authorization: `Bearer ${token}` } });
        expect(ok.status).toBe(200);
        expect(ok.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
      } finally {
        await guarded.close();
      }
    });
    it('answers 503, no figures, when a cluster’s figures cannot all be had', async () => {
      const metrics = new ServerMetrics();
      jest.spyOn(metrics, 'text').mockRejectedValue(new Error('the cluster primary did not answer in time'));
      const s = await serve({ env: { CONTENT_API_URL: 'embedded' }, metrics });
      try {
        const answer = await fetch(`${s.base}/metrics`);
        expect(answer.status).toBe(503);
        expect(answer.headers.get('cache-control')).toBe('no-store');
        expect(await answer.text()).toBe('Service unavailable');
      } finally {
        await s.close();
      }
    });
  });

  describe('the page cache (a few seconds, anonymous visitors)', () => {
    it('renders a URL once for visitors who ask again within its time, or at the same time', async () => {
      let renders = 0;
      const s = await serve({
        pageCache: new PageCache({ ttlMs: 60_000 }),
        render: async () => {
          renders += 1;
          await new Promise((resolve) => setTimeout(resolve, 50));
          return page(200, { html: Buffer.from(`<main>render ${renders}</main>`) });
        },
      });
      try {
        const together = await Promise.all([1, 2, 3].map(() => fetch(`${s.base}/en/search`)));
        const bodies = await Promise.all(together.map((res) => res.text()));
        expect(bodies.every((body) => body.includes('<main>render 1</main>'))).toBe(true);
        const again = await fetch(`${s.base}/en/search`, { headers: { cookie: 'unrelated=1' } });
        expect(await again.text()).toContain('<main>render 1</main>');
        expect(again.headers.get('content-security-policy')).toContain('sha256-');
        expect(again.headers.get('cache-control')).toBe(HTML_CACHE_CONTROL);
        expect(renders).toBe(1);
        const pageLines = s.lines.filter((line) => line.path === '/en/search');
        expect(pageLines.map((line) => line.page ?? 'rendered').sort()).toEqual([
          'hit',
          'rendered',
          'shared',
          'shared',
        ]);
      } finally {
        await s.close();
      }
    });

    it('renders again for another currency, another query or after its time (nothing served stale)', async () => {
      let renders = 0;
      const s = await serve({
        pageCache: new PageCache({ ttlMs: 200, staleMs: 0 }),
        render: async () => {
          renders += 1;
          return page(200);
        },
      });
      try {
        await fetch(`${s.base}/en/search`);
        await fetch(`${s.base}/en/search`, { headers: { cookie: 'currency=USD' } });
        await fetch(`${s.base}/en/search?page=2`);
        expect(renders).toBe(3);
        await new Promise((resolve) => setTimeout(resolve, 250));
        await fetch(`${s.base}/en/search`);
        expect(renders).toBe(4);
      } finally {
        await s.close();
      }
    });

    it('after its few seconds, serves the kept page at once (with its age) while a new one is made for the next visitor', async () => {
      let renders = 0;
      const s = await serve({
        pageCache: new PageCache({ ttlMs: 500, staleMs: 60_000, refreshDelayMs: 100 }),
        render: async () => {
          const n = (renders += 1);
          // The new copy takes a second: the visitors meanwhile are served the kept one.
          await new Promise((resolve) => setTimeout(resolve, n === 1 ? 0 : 1_000));
          return page(200, { html: Buffer.from(`<main>render ${n}</main>`) });
        },
      });
      try {
        expect(await (await fetch(`${s.base}/en/search`)).text()).toContain('<main>render 1</main>');
        await new Promise((resolve) => setTimeout(resolve, 1_100));
        const started = Date.now();
        const stale = await fetch(`${s.base}/en/search`);
        expect(await stale.text()).toContain('<main>render 1</main>');
        // At once: the new render (a second) is not waited for.
        expect(Date.now() - started).toBeLessThan(500);
        expect(stale.headers.get('age')).toBe('1');
        expect(stale.headers.get('cache-control')).toBe(HTML_CACHE_CONTROL);
        // Visitors meanwhile get the kept page too; one new render only.
        expect(await (await fetch(`${s.base}/en/search`)).text()).toContain('<main>render 1</main>');
        await until(() => s.lines.some((line) => line.page === 'refresh'));
        expect(renders).toBe(2);
        const fresh = await fetch(`${s.base}/en/search`);
        expect(await fresh.text()).toContain('<main>render 2</main>');
        expect(fresh.headers.get('age')).toBeNull();
        const pageLines = s.lines.filter((line) => line.path === '/en/search');
        expect(pageLines.map((line) => line.page ?? 'rendered')).toEqual([
          'rendered',
          'stale',
          'stale',
          'refresh',
          'hit',
        ]);
      } finally {
        await s.close();
      }
    });

    it('keeps serving the kept page when its new render fails, until it is too old; then renders while the visitor waits', async () => {
      let renders = 0;
      const s = await serve({
        pageCache: new PageCache({ ttlMs: 50, staleMs: 600, refreshDelayMs: 0 }),
        render: async () => {
          renders += 1;
          return renders === 1 ? page(200, { html: Buffer.from('<main>good</main>') }) : page(503);
        },
      });
      try {
        expect((await fetch(`${s.base}/en/japan`)).status).toBe(200);
        await new Promise((resolve) => setTimeout(resolve, 100));
        const stale = await fetch(`${s.base}/en/japan`);
        expect(stale.status).toBe(200);
        expect(await stale.text()).toContain('<main>good</main>');
        await until(() => renders === 2);
        // The 503 was not kept: the good page is still served.
        expect((await fetch(`${s.base}/en/japan`)).status).toBe(200);
        await new Promise((resolve) => setTimeout(resolve, 700));
        // Too old to serve: this visitor gets what the service gives now.
        expect((await fetch(`${s.base}/en/japan`)).status).toBe(503);
      } finally {
        await s.close();
      }
    });

    it('never reuses a degraded page, a 503 or a redirect personal to the visitor', async () => {
      let renders = 0;
      const answers: RenderResult[] = [
        page(503),
        { kind: 'redirect', status: 302, location: '/en/search?q=x', personal: true },
      ];
      const s = await serve({
        pageCache: new PageCache({ ttlMs: 60_000 }),
        render: async () => answers[renders++ % answers.length],
      });
      try {
        expect((await fetch(`${s.base}/en/search`, { redirect: 'manual' })).status).toBe(503);
        expect((await fetch(`${s.base}/en/search`, { redirect: 'manual' })).status).toBe(302);
        expect((await fetch(`${s.base}/en/search`, { redirect: 'manual' })).status).toBe(503);
        expect(renders).toBe(3);
      } finally {
        await s.close();
      }
    });
  });
});
