/**
 * Shared Playwright helpers.
 *
 *   import { test, expect, useScenario } from './helpers';
 *
 * - `test` fails a test when the page threw an uncaught error (page 'pageerror') at any moment of it; the
 *   errors seen are available as the `pageErrors` fixture (e.g. to assert on them earlier).
 * - Its `page.goto`, `reload`, `goBack` and `goForward` (with scripts on, waiting for `load` as by default) return
 *   once React has hydrated the site's page (`data-hydrated` on <html>, src/lib/hydrationMark.ts): the `load` event
 *   says nothing about the start-up scripts, which the page asks for after its largest paint. Pass
 *   `waitUntil: 'domcontentloaded'` or `'commit'` to act before.
 * - `useScenario(context, 'contact-500')` makes the embedded mock content service answer with a named error
 *   scenario (mocks/scenarios.ts) for every request of that browser context (cookie `mock_scenario`).
 * - `scrollPast(page, y)` scrolls the window to y pixels and waits until the page has seen it.
 * - `networkSettled(page)` waits for the page's requests to be answered and quiet for 0.5 s, for 10 s at most.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  test as base,
  expect,
  type BrowserContext,
  type Page,
  type Request,
  type Response,
} from '@playwright/test';

export const MOCK_SCENARIO_COOKIE = 'mock_scenario';

interface Fixtures {
  pageErrors: Error[];
}

/** Waits until React has hydrated the page the answer brought, when it is one of the site's pages with scripts. */
export async function hydrated(page: Page, answer: Response | null): Promise<void> {
  if (!answer || !(answer.headers()['content-type'] ?? '').startsWith('text/html')) return;
  // Only a page with the inline start-up has scripts to wait for (not one rendered for a form posted without them).
  if ((await page.locator('script:not([src]):not([type])').count()) === 0) return;
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 20_000 });
}

/** What a page has asked for and not yet had (or failed), and when it last asked or had something. */
interface Traffic {
  pending: Map<Request, number>;
  last: number;
}

const TRAFFIC = new WeakMap<Page, Traffic>();

function trackTraffic(page: Page): void {
  const traffic: Traffic = { pending: new Map(), last: Date.now() };
  TRAFFIC.set(page, traffic);
  page.on('request', (request) => {
    traffic.pending.set(request, Date.now());
    traffic.last = Date.now();
  });
  const done = (request: Request) => {
    traffic.pending.delete(request);
    traffic.last = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
}

type Navigation = 'goto' | 'reload' | 'goBack' | 'goForward';
const NAVIGATIONS: Navigation[] = ['goto', 'reload', 'goBack', 'goForward'];

export const test = base.extend<Fixtures>({
  page: async ({ page, javaScriptEnabled }, use) => {
    trackTraffic(page);
    if (javaScriptEnabled)
      for (const name of NAVIGATIONS) {
        const navigate = page[name].bind(page) as (...args: unknown[]) => Promise<Response | null>;
        Object.assign(page, {
          [name]: async (...args: unknown[]) => {
            const answer = await navigate(...args);
            const options = args.find(
              (arg): arg is { waitUntil?: string } => typeof arg === 'object' && !!arg,
            );
            if (!options?.waitUntil || options.waitUntil === 'load') await hydrated(page, answer);
            return answer;
          },
        });
      }
    await use(page);
  },
  pageErrors: [
    async ({ page }, use) => {
      const errors: Error[] = [];
      page.on('pageerror', (error) => errors.push(error));
      await use(errors);
      expect(
        errors.map((error) => `${error.name}: ${error.message}`),
        'uncaught errors in the page',
      ).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Select a named mock scenario (or several, comma separated) for every request of this context. */
export async function useScenario(
  context: BrowserContext,
  scenario: string,
  baseURL?: string,
): Promise<void> {
  const url = baseURL ?? `http://127.0.0.1:${Number(process.env.E2E_PORT) || 4317}`;
  await context.addCookies([{ name: MOCK_SCENARIO_COOKIE, value: scenario, url }]);
}

/**
 * Waits until the page has had every answer it asked for and asked for nothing new for half a second: the chunks and
 * answers a page fetches after hydration are in. Counted from the page's own request events (Playwright's
 * `networkidle` hung in CI runs, three times on the checkout page and twice on the search page, on pages with nothing
 * left to fetch when checked alone). At most `timeout` ms, then it says in the test's output which requests were
 * still open, and goes on: what the test checks next still waits for what it needs and fails if it is not there.
 */
export async function networkSettled(page: Page, timeout = 10_000): Promise<void> {
  const traffic = TRAFFIC.get(page);
  if (!traffic) throw new Error('networkSettled: use the page of ./helpers.ts `test`');
  const QUIET_MS = 500;
  const started = Date.now();
  while (traffic.pending.size > 0 || Date.now() - traffic.last < QUIET_MS) {
    if (Date.now() - started >= timeout) {
      const open = [...traffic.pending].map(
        ([request, since]) => `${request.method()} ${request.url()} (${Date.now() - since} ms)`,
      );
      console.warn(
        `networkSettled: not quiet after ${timeout} ms on ${page.url()}; open: ${open.join(', ') || 'none'}`,
      );
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Scroll the window to `y` px (the page must be tall enough) and wait until it is there. */
export async function scrollPast(page: Page, y: number): Promise<void> {
  // Scrolled again on each check: a router's scroll restoration or a late layout may move the page back.
  await page.waitForFunction((top) => {
    if (window.scrollY < top) window.scrollTo(0, top);
    return window.scrollY >= top;
  }, y);
}

const AXE_SOURCE = readFileSync(path.resolve(__dirname, '../../node_modules/axe-core/axe.min.js'), 'utf8');

/**
 * Puts axe-core into the page. Evaluated by the test driver (as @axe-core/playwright does), not added as an inline
 * script: the site's security policy rightly refuses inline scripts.
 */
export async function injectAxe(page: Page): Promise<void> {
  await page.evaluate(`${AXE_SOURCE}\n;window.axe = axe;`);
}

interface TourDates {
  data: {
    dates: Array<{
      id: number;
      start_date: string;
      room_prices: Array<{ room_id: number; available_rooms: number }>;
    }>;
  };
}

/**
 * The checkout path (`/{lang}/tour/{slug}/booking?dateId=…&roomId=…`) of the first future departure with a room
 * that has at least `minPlaces` places, read from the content service at `serviceBase` (the site itself with the
 * embedded mock).
 */
export async function bookingPath(
  serviceBase: string,
  {
    lang = 'en',
    slug = 'ha-long-bay-discovery',
    minPlaces = 1,
  }: { lang?: 'vi' | 'en'; slug?: string; minPlaces?: number } = {},
): Promise<string> {
  const body = (await (await fetch(`${serviceBase}/api/vi/tours/${slug}`)).json()) as TourDates;
  const today = new Date().toISOString().slice(0, 10);
  for (const date of body.data.dates) {
    const room = date.room_prices.find((r) => r.available_rooms >= minPlaces);
    if (date.start_date >= today && room)
      return `/${lang}/tour/${slug}/booking?dateId=${date.id}&roomId=${room.room_id}`;
  }
  throw new Error(`no bookable departure of ${slug}`);
}

/** The e2e server's own address (the embedded mock answers on it). */
export const SITE = `http://127.0.0.1:${Number(process.env.E2E_PORT) || 4317}`;
