/**
 * Deploying one build against an external content service (issue: build once, deploy anywhere). The production
 * build (dist/) is started as a team would start it, `node dist/server/server.js`, against a stand-in content
 * service on another address (tests/standin/contentService.ts) that can hang, reset, fail, answer HTML and slow
 * down. No page waits more than its budget for the service, a page whose main content is missing answers 503 with
 * Retry-After (never 404), the shell is always there, a page that rendered before still renders during an outage,
 * and recovery is immediate.
 */
import { spawn } from 'node:child_process';
import http from 'node:http';
import type { Page } from '@playwright/test';
import { startStandIn, type FaultMode, type StandIn } from '../standin/contentService';
import { bookingPath, expect, networkSettled, test } from './helpers';
import { startBuiltServer } from '../../scripts/serve-build.cjs';

type Server = Awaited<ReturnType<typeof startBuiltServer>>;

const TOUR = 'ha-long-bay-discovery';
/** The five pages and the status each answers when the content service fails and nothing was kept. */
const PAGES = [
  { path: '/vi', failed: 200 },
  { path: '/en/search', failed: 503 },
  { path: `/en/detail-trip/${TOUR}`, failed: 503 },
  { path: '/en/japan', failed: 503 },
  { path: '/en/post/street-food-hanoi', failed: 503 },
];

let standIn: StandIn;

test.beforeAll(async () => {
  standIn = await startStandIn();
});
test.afterAll(async () => {
  await standIn?.close();
});
test.afterEach(() => standIn.setFault('none'));

function startSite(env: Record<string, string> = {}): Promise<Server> {
  return startBuiltServer({
    env: {
      CONTENT_API_URL: standIn.url,
      GEONAMES_API_URL: `${standIn.url}/geonames`,
      GEONAMES_USERNAME: 'acme',
      ...env,
    },
  });
}

async function timed(
  url: string,
): Promise<{ status: number; seconds: number; html: string; headers: Headers }> {
  const started = Date.now();
  const res = await fetch(url);
  const html = await res.text();
  return { status: res.status, seconds: (Date.now() - started) / 1000, html, headers: res.headers };
}

/** Collects policy violations and failed content images in the page. */
function watchPolicy(page: Page) {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test('one build, started against an external service: its calls, images and policy all point there', async ({
  page,
}) => {
  const site = await startSite();
  try {
    const violations = watchPolicy(page);
    const browserCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(standIn.url)) browserCalls.push(new URL(request.url()).pathname);
    });
    for (const path of ['/vi', '/en/search', `/en/detail-trip/${TOUR}`, '/en/japan']) {
      const response = await page.goto(`${site.base}${path}`);
      expect(response?.status(), path).toBe(200);
      await networkSettled(page);
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await networkSettled(page);
      // Content images come from the service's storage host and load.
      const broken = await page.evaluate((storage) => {
        return [...document.images]
          .filter((img) => img.src.startsWith(storage) && img.complete && img.naturalWidth === 0)
          .map((img) => img.src);
      }, standIn.url);
      expect(broken, path).toEqual([]);
    }
    expect(violations).toEqual([]);
    expect(browserCalls.some((path) => path.startsWith('/storage/'))).toBe(true);
    // The embedded mock is not mounted beside a real service.
    expect((await fetch(`${site.base}/api/vi/banners`)).status).toBe(404);
    // The configuration the server started with is what the page received.
    await page.goto(`${site.base}/test`);
    await expect(page.getByText(standIn.url, { exact: true })).toBeVisible();
    await expect(page.getByRole('combobox', { name: /Kịch bản|Scenario/ })).toHaveCount(0);
  } finally {
    await site.stop();
  }
});

test('a booking reaches step 2 against the external service (country list through the server’s proxy)', async ({
  page,
}) => {
  const site = await startSite();
  try {
    await page.goto(`${site.base}${await bookingPath(standIn.url, { minPlaces: 2 })}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('textbox', { name: 'First name', exact: false }).first().fill('Ana');
    await page.getByRole('textbox', { name: /^Last name/ }).fill('Silva');
    await page.getByRole('group', { name: /Date of birth/ }).click();
    await page.keyboard.type('15031990');
    await page.getByRole('textbox', { name: /^Email/ }).fill('ana@example.com');
    await page.getByRole('textbox', { name: /^Contact number/ }).fill('+81 90 1234 5678');
    for (const [label, option] of [
      [/^Country/, 'Japan'],
      [/^Province/, 'Region A'],
      [/^District/, 'District A'],
    ] as const) {
      const box = page.getByRole('combobox', { name: label });
      await box.click();
      await box.fill(option.slice(0, 5));
      await page.getByRole('option', { name: option, exact: true }).click();
    }
    await page.getByRole('textbox', { name: /^Street address/ }).fill('1-1 Chiyoda');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('combobox', { name: 'Bank account' })).toContainText('Vietcombank');
    expect(
      standIn.requests.some(
        (r) => r.startsWith('GET /geonames/countryInfoJSON') && r.includes('username=acme'),
      ),
    ).toBe(true);
    expect(standIn.requests.some((r) => r.startsWith('POST /api/bookings'))).toBe(true);
  } finally {
    await site.stop();
  }
});

for (const fault of ['hang', 'reset', '500', 'html'] as FaultMode[]) {
  test(`with the service failing (${fault}) every page answers in time with its shell, 503 where its content is missing, and recovers at once`, async () => {
    test.setTimeout(90_000);
    const site = await startSite();
    try {
      standIn.setFault(fault);
      for (const { path, failed } of PAGES) {
        const answer = await timed(`${site.base}${path}`);
        expect(answer.status, `${fault} ${path}`).toBe(failed);
        // Hanging: the page's budget (2.5 s) and the render; failing at once: well within a second.
        expect(answer.seconds, `${fault} ${path}`).toBeLessThan(fault === 'hang' ? 3.5 : 1);
        if (failed === 503) expect(answer.headers.get('retry-after'), path).toBe('30');
        // Header, footer and the language switch are always there.
        expect(answer.html, path).toContain('<header');
        expect(answer.html, path).toContain('<footer');
        expect(answer.html, path).toMatch(/(Switch to English|Chuyển sang tiếng Việt)/);
      }
      // Readiness is the process's own: it still serves (kept answers, the catalogue's messages), so it stays in.
      const ready = await fetch(`${site.base}/readyz`);
      expect(ready.status).toBe(200);
      expect(await ready.json()).toMatchObject({ status: 'ready' });
      expect((await fetch(`${site.base}/healthz`)).status).toBe(200);
      // The catalogue's messages, not raw errors.
      const search = await timed(`${site.base}/en/search`);
      expect(search.html).toMatch(
        fault === 'html' ? /Invalid data from server\./ : /Server connection error\. Please try again\./,
      );
      // Back: the next request renders in full (no failure was kept).
      standIn.setFault('none');
      for (const { path } of PAGES) expect((await timed(`${site.base}${path}`)).status, path).toBe(200);
      expect((await fetch(`${site.base}/readyz`)).status).toBe(200);
    } finally {
      await site.stop();
    }
  });
}

test('a page that rendered before still renders during an outage (the last good answers are kept)', async () => {
  test.setTimeout(60_000);
  // Pages themselves are not served stale here: each is rendered again, from the answers the server kept.
  const site = await startSite({ PAGE_STALE_MS: '0' });
  try {
    for (const { path } of PAGES) expect((await timed(`${site.base}${path}`)).status).toBe(200);
    // Past the few seconds an answer is shared as fresh: what is served now is kept, not fresh.
    await new Promise((resolve) => setTimeout(resolve, 5_500));
    standIn.setFault('500');
    for (const { path } of PAGES) {
      const answer = await timed(`${site.base}${path}`);
      expect(answer.status, path).toBe(200);
      expect(answer.seconds, path).toBeLessThan(1);
    }
    const tour = await timed(`${site.base}/en/detail-trip/${TOUR}`);
    expect(tour.html).toContain('Ha Long Bay');
    expect(tour.headers.get('cache-control')).toContain('stale-if-error');
  } finally {
    await site.stop();
  }
});

test('a slow service (2 s an answer): pages answer within their budget', async () => {
  test.setTimeout(60_000);
  const site = await startSite();
  try {
    standIn.setFault('slow', { ms: 2_000 });
    for (const { path } of PAGES) {
      const answer = await timed(`${site.base}${path}`);
      expect([200, 503], path).toContain(answer.status);
      expect(answer.seconds, path).toBeLessThan(3.5);
    }
  } finally {
    await site.stop();
  }
});

test('what failed while the server rendered is asked again by the browser after hydration', async ({
  page,
}) => {
  const site = await startSite();
  try {
    // The service fails the server's calls only (the browser's carry an Origin header).
    standIn.setFault('500', { serverOnly: true });
    const response = await page.goto(`${site.base}/en/detail-trip/${TOUR}`);
    expect(response?.status()).toBe(503);
    await expect(page.getByRole('heading', { level: 1, name: /Ha Long Bay/ })).toBeVisible();
  } finally {
    await site.stop();
  }
});

test('SIGTERM: readiness 503 at once, serving on through the drain delay, requests in flight finish, exit 0', async () => {
  test.setTimeout(60_000);
  const site = await startSite({ SHUTDOWN_DELAY_MS: '1500' });
  await timed(`${site.base}/en/detail-trip/${TOUR}`);
  standIn.setFault('slow', { ms: 1_000 });
  const inFlight = timed(`${site.base}/vi/detail-trip/${TOUR}`);
  await new Promise((resolve) => setTimeout(resolve, 300));
  const exited = new Promise<number | null>((resolve) => site.child.once('exit', (code) => resolve(code)));
  site.child.kill('SIGTERM');
  // Draining: the load balancer is told at once, and whatever it still sends is answered (Connection: close).
  await expect
    .poll(async () => (await fetch(`${site.base}/readyz`)).status, { timeout: 1_000, intervals: [50] })
    .toBe(503);
  const during = await fetch(`${site.base}/healthz`);
  expect(during.status).toBe(200);
  expect(during.headers.get('connection')).toBe('close');
  // After the delay new connections are refused.
  const connect = () =>
    new Promise<string>((resolve) => {
      http
        .get(`${site.base}/healthz`, { agent: false }, (res) => resolve(`answered ${res.statusCode}`))
        .on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
    });
  await expect.poll(connect, { timeout: 4_000, intervals: [100] }).toBe('ECONNREFUSED');
  const answer = await inFlight;
  expect(answer.status).toBe(200);
  expect(await exited).toBe(0);
});

interface LoadResult {
  requests: { total: number };
  errors: number;
  timeouts: number;
  non2xx: number;
  '2xx': number;
}
// autocannon ships no types: the call and the figures read here.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const autocannon = require('autocannon') as (options: Record<string, unknown>) => Promise<LoadResult>;

for (const workers of ['1', '2']) {
  test(`SIGTERM under 8 keep-alive connections (WEB_CONCURRENCY=${workers}): nothing reset or refused while it drains, exit 0`, async () => {
    test.setTimeout(60_000);
    const site = await startSite({ SHUTDOWN_DELAY_MS: '4000', WEB_CONCURRENCY: workers });
    const exited = new Promise<number | null>((resolve) => site.child.once('exit', (code) => resolve(code)));
    // 4.5 s of load; SIGTERM after 1.5 s; the load ends within the drain delay, as a load balancer stops sending
    // once readiness says 503. Every request sent meanwhile is answered.
    const load = autocannon({
      url: `${site.base}/en/detail-trip/${TOUR}`,
      connections: 8,
      duration: 4.5,
    });
    setTimeout(() => site.child.kill('SIGTERM'), 1_500);
    const result = await load;
    expect(result.requests.total).toBeGreaterThan(50);
    expect({ errors: result.errors, timeouts: result.timeouts, non2xx: result.non2xx }).toEqual({
      errors: 0,
      timeouts: 0,
      non2xx: 0,
    });
    expect(await exited).toBe(0);
  });
}

test('WEB_CONCURRENCY=2: the workers count together: every scrape of /metrics counts all their requests, and a client’s rate limit spans them', async () => {
  test.setTimeout(60_000);
  const token = 'a-long-metrics-token-123';
  const site = await startSite({ WEB_CONCURRENCY: '2', METRICS_TOKEN: token });
  // A new connection each time, as many visitors make them: the workers take turns.
  const send = (path: string, headers: Record<string, string> = {}, form?: string) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = http.request(
        `${site.base}${path}`,
        { agent: false, method: form === undefined ? 'GET' : 'POST', headers },
        (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (body += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        },
      );
      request.on('error', reject);
      request.end(form);
    });
  const get = (path: string, headers: Record<string, string> = {}) => send(path, headers);
  const count = (text: string, route: string) =>
    Number(
      text.match(
        new RegExp(
          `^http_request_duration_seconds_count\\{route="${route}",method="GET",status="200"\\} (\\d+)$`,
          'm',
        ),
      )?.[1] ?? 0,
    );
  try {
    for (let i = 0; i < 30; i += 1) expect((await get('/robots.txt')).status).toBe(200);
    for (let scrape = 0; scrape < 4; scrape += 1) {
      const answer = await get('/metrics', { authorization: `Bearer ${token}` });
      expect(answer.status).toBe(200);
      expect(count(answer.body, '/robots.txt')).toBe(30);
      // The scrapes before this one, whichever worker answered them.
      expect(count(answer.body, '/metrics')).toBe(scrape);
    }
    // Booking lookups posted without scripts: 10 a minute per client, however many workers its connections reach.
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const lookup = await send(
        '/vi/contact/manage-booking',
        { 'content-type': 'application/x-www-form-urlencoded' },
        'bookingNumber=VV-2024&email=traveller%40example.com',
      );
      statuses.push(lookup.status);
    }
    expect(statuses).toEqual([...Array(10).fill(200), 429]);
  } finally {
    await site.stop();
  }
});

test('a malformed setting stops the server with a message that names it', async () => {
  await expect(startSite({ CONTENT_API_URL: 'content.example.com' })).rejects.toThrow(/exited \(1\)/);
});

/** Runs `command` with `env` (and PATH) until it exits; its exit code and what it wrote. */
function run(
  command: string,
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { env: { PATH: process.env.PATH!, ...env } });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk));
    child.once('exit', (code) => resolve({ code, out }));
  });
}

test('in production the server never runs demo data by a missing setting, nor trusts a client for its address', async () => {
  const server = ['dist/server/server.js'];
  const none = await run(process.execPath, server, { NODE_ENV: 'production', PORT: '4391' });
  expect(none.code).toBe(1);
  expect(JSON.parse(none.out.trim()).msg).toMatch(/CONTENT_API_URL is not set/);
  const noSite = await run(process.execPath, server, {
    NODE_ENV: 'production',
    PORT: '4391',
    CONTENT_API_URL: standIn.url,
  });
  expect(noSite.code).toBe(1);
  expect(JSON.parse(noSite.out.trim()).msg).toMatch(/SITE_URL is required in production/);

  const site = await startSite({ NODE_ENV: 'production', SITE_URL: 'https://www.vivu.example' });
  try {
    const forged = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' };
    for (const path of ['/en', `/en/detail-trip/${TOUR}`, '/robots.txt', '/sitemap.xml']) {
      const body = await (await fetch(`${site.base}${path}`, { headers: forged })).text();
      expect(body, path).not.toContain('evil.example');
      expect(body, path).toContain('https://www.vivu.example/');
    }
  } finally {
    await site.stop();
  }
});

test('npm run start:prod passes SIGTERM to the server: it drains, exits and frees the port', async () => {
  test.setTimeout(60_000);
  const port = 4392;
  const child = spawn('npm', ['run', '-s', 'start:prod'], {
    env: { ...process.env, PORT: String(port), CONTENT_API_URL: standIn.url, SHUTDOWN_DELAY_MS: '300' },
    stdio: 'ignore',
  });
  await expect
    .poll(async () => (await fetch(`http://127.0.0.1:${port}/healthz`).catch(() => null))?.status, {
      timeout: 30_000,
    })
    .toBe(200);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  child.kill('SIGTERM');
  expect(await exited).toBe(0);
  // Nothing is left listening (no orphaned server).
  await expect
    .poll(
      async () => (await fetch(`http://127.0.0.1:${port}/healthz`).catch(() => null))?.status ?? 'refused',
      {
        timeout: 15_000,
      },
    )
    .toBe('refused');
});

test('everything the server writes is a JSON line, with no e-mail, even for forms posted before the scripts and failed requests', async () => {
  test.setTimeout(60_000);
  const port = 4393;
  const child = spawn(process.execPath, ['dist/server/server.js'], {
    env: { PATH: process.env.PATH!, PORT: String(port), CONTENT_API_URL: standIn.url, LOG_LEVEL: 'info' },
  });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk));
  child.stderr.on('data', (chunk: Buffer) => (out += chunk));
  const base = `http://127.0.0.1:${port}`;
  try {
    await expect
      .poll(async () => (await fetch(`${base}/healthz`).catch(() => null))?.status, { timeout: 30_000 })
      .toBe(200);
    // A lookup posted without scripts is answered in its page (the stand-in knows no booking).
    const posted = await fetch(`${base}/vi/contact/manage-booking`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'bookingNumber=VV-2024&email=traveller%40example.com',
    });
    expect(posted.status).toBe(200);
    expect(posted.headers.get('cache-control')).toBe('private, no-store');
    const answered = await posted.text();
    expect(answered).toContain('Chúng tôi không tìm thấy đặt chỗ nào với thông tin này.');
    expect(answered).not.toMatch(/<script/);
    // Any other page's form posted before the scripts goes back to its page.
    const other = await fetch(`${base}/vi/contact/contact-us`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=traveller%40example.com',
    });
    expect(other.status).toBe(303);
    expect((await fetch(`${base}/assets/missing.js`)).status).toBe(404);
    expect((await fetch(`${base}/en/search?keyword=traveller%40example.com`)).status).toBe(200);
    const big = await fetch(`${base}/vi/contact/manage-booking`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `email=${'x'.repeat(5 * 1024 * 1024)}`,
    });
    expect(big.status).toBe(413);
    // The raw HTML's e-mail forms post (never a GET that would put the address in a URL).
    const html = await (await fetch(`${base}/vi/contact/manage-booking`)).text();
    expect(html).toMatch(/<form[^>]*method="post"/);
    expect(html).not.toMatch(/<form(?![^>]*method="post")[^>]*aria-label="Quản lý đặt chỗ"/);
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
  const lines = out.trim().split('\n');
  expect(lines.length).toBeGreaterThan(4);
  for (const line of lines) expect(() => JSON.parse(line), line).not.toThrow();
  expect(out).not.toContain('traveller');
  expect(out).not.toContain('example.com');
  const access = lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((l) => l.method);
  expect(
    access.every((line) => typeof line.id === 'string' && line.ip && typeof line.bytes === 'number'),
  ).toBe(true);
});
