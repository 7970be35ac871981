/**
 * Layout stability while a page loads (CLS ≤ 0.05, as Lighthouse measures it on a phone): the server-rendered
 * page must not move once the browser hydrates it and the remaining code and images arrive.
 */
import type { Page } from '@playwright/test';
import { bookingPath, expect, networkSettled, SITE, test } from './helpers';

test.use({ viewport: { width: 412, height: 823 } });

/** Adds up the page's layout shifts that no input caused, from its start (read with `layoutShift`). */
async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number };
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<
        PerformanceEntry & { value: number; hadRecentInput: boolean }
      >)
        if (!entry.hadRecentInput) w.__cls += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const layoutShift = (page: Page) => page.evaluate(() => (window as unknown as { __cls: number }).__cls);

for (const path of ['/vi', '/en/search', '/en/detail-trip/ha-long-bay-discovery', '/en/japan', 'CHECKOUT']) {
  test(`cumulative layout shift while ${path} loads stays at most 0.05`, async ({ page }) => {
    await recordLayoutShifts(page);
    await page.goto(path === 'CHECKOUT' ? await bookingPath(SITE) : path);
    await networkSettled(page);
    await page.waitForTimeout(1500);
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.05);
  });
}

test('the search listing renders its cards below the first screen only as they come near, without a shift', async ({
  page,
}) => {
  await recordLayoutShifts(page);
  await page.goto('/en/search');
  const cards = page.locator('article');
  await expect(cards).toHaveCount(12);
  // A card's content is skipped while the card is off screen (the card's own box stays, with its reserved height).
  const skipped = (index: number) =>
    cards
      .nth(index)
      .evaluate((card) => !card.querySelector('h2')!.checkVisibility({ contentVisibilityAuto: true }));
  // A phone's first screen: the first cards are rendered; the last one waits off screen.
  expect(await skipped(0)).toBe(false);
  expect(await skipped(11)).toBe(true);
  // Scrolled through, every card is rendered where it was, and nothing on screen moved.
  for (let y = 0; y < 7000; y += 400) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(30);
  }
  await cards.nth(11).scrollIntoViewIfNeeded();
  expect(await skipped(11)).toBe(false);
  await expect(cards.nth(11).getByRole('heading', { level: 2 })).toBeVisible();
  expect(await layoutShift(page)).toBeLessThanOrEqual(0.05);
});

test('the header logo keeps the box the page laid out before it arrived (its width and height match the logo)', async ({
  page,
}) => {
  await page.goto('/en');
  const logo = page.locator('header img.site-logo');
  await expect(logo).toHaveJSProperty('complete', true);
  const { attributes, natural } = await logo.evaluate((img: HTMLImageElement) => ({
    attributes: img.width && Number(img.getAttribute('width')) / Number(img.getAttribute('height')),
    natural: img.naturalWidth / img.naturalHeight,
  }));
  // A box of another aspect widens or narrows the header (a relayout, a shift on a desktop) when the logo loads.
  expect(Math.abs(attributes - natural)).toBeLessThan(0.05);
});
