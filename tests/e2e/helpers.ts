/**
 * Shared Playwright helpers.
 *
 *   import { test, expect, useScenario } from './helpers';
 *
 * - `test` fails a test when the page threw an uncaught error (page 'pageerror') at any moment of it; the
 *   errors seen are available as the `pageErrors` fixture (e.g. to assert on them earlier).
 * - `useScenario(context, 'contact-500')` makes the embedded mock content service answer with a named error
 *   scenario (mocks/scenarios.ts) for every request of that browser context (cookie `mock_scenario`).
 * - `scrollPast(page, y)` scrolls the window to y pixels and waits until the page has seen it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';

export const MOCK_SCENARIO_COOKIE = 'mock_scenario';

interface Fixtures {
  pageErrors: Error[];
}

export const test = base.extend<Fixtures>({
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
