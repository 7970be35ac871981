/**
 * No page, and no open state, scrolls sideways, at every width from 320 to 1 920 px (issue: every width, every state).
 * - Every route is loaded once, scrolled to the bottom (every section renders), then measured at each width: the
 *   document is never wider than the window.
 * - The header keeps one height from 1 024 to 1 920 px (its menu never wraps; the scroll search never moves it).
 * - Open states: the header search expanded, the drawer, the desktop dropdown, the phone Filters dialog, the home
 *   search bar's suggestions and date popover, the contact dialog, the checkout's date picker and the compare table:
 *   the page stays within the window and the open part lies within it.
 */
import type { Page } from '@playwright/test';
import { bookingPath, expect, networkSettled, scrollPast, SITE, test } from './helpers';

const WIDTHS = [320, 360, 390, 414, 768, 1024, 1280, 1366, 1920] as const;

const ROUTES = [
  '/vi',
  '/en',
  '/en/search',
  '/vi/search?keyword=Vietnam',
  '/en/destinations',
  '/en/travel-deals',
  '/en/compare',
  '/en/who-we-are',
  '/en/purpose',
  '/en/stories',
  '/en/books',
  '/en/post',
  '/en/post/street-food-hanoi',
  '/en/contact',
  '/en/contact/contact-us',
  '/en/contact/manage-booking',
  '/en/contact/wishlist',
  '/en/detail-trip/ha-long-bay-discovery',
  '/vi/detail-trip/ha-long-bay-discovery',
  '/en/japan',
  '/en/japan/tokyo',
  '/vi/vietnam',
  '/vi/deals',
  '/en/no-such-page/at-all',
  'CHECKOUT',
];

async function overflow(page: Page): Promise<string | null> {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  return scrollWidth > clientWidth ? `${scrollWidth} > ${clientWidth}` : null;
}

/**
 * The new width, once the page has settled at it: the resize's frame has been drawn, and what reacts to it (resize
 * observers, the re-renders they start) has changed nothing in the page's size for two more frames.
 */
async function resize(page: Page, width: number) {
  await page.setViewportSize({ width, height: 800 });
  await page.evaluate(async () => {
    const frames = () =>
      new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const size = () => `${document.documentElement.scrollWidth}x${document.documentElement.scrollHeight}`;
    await frames();
    for (let before = size(), tries = 0; tries < 10; tries += 1) {
      await frames();
      const after = size();
      if (after === before) return;
      before = after;
    }
  });
}

/** The part must lie within the window (a pixel of rounding allowed). */
async function expectWithinWindow(page: Page, selector: string, what: string) {
  const box = await page.locator(selector).first().boundingBox();
  const width = page.viewportSize()!.width;
  expect(box, what).not.toBeNull();
  expect(box!.x, what).toBeGreaterThanOrEqual(-1);
  expect(box!.x + box!.width, what).toBeLessThanOrEqual(width + 1);
}

test('no route scrolls sideways at any width from 320 to 1 920 px', async ({ page }) => {
  test.setTimeout(240_000);
  const overflowing: string[] = [];
  for (const route of ROUTES) {
    const url = route === 'CHECKOUT' ? await bookingPath(SITE) : route;
    await resize(page, WIDTHS[0]);
    // Hydrated (the fixture's goto waits for it), then at the bottom once nothing more arrives.
    await page.goto(url);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await networkSettled(page);
    for (const width of WIDTHS) {
      await resize(page, width);
      const wide = await overflow(page);
      if (wide) overflowing.push(`${url} at ${width} px: ${wide}`);
    }
  }
  expect(overflowing).toEqual([]);
});

test('the header keeps one height from 1 024 to 1 920 px, before and after the scroll search appears', async ({
  page,
}) => {
  for (const lang of ['vi', 'en']) {
    await page.goto(`/${lang}`);
    const heights = new Set<number>();
    for (const width of [1024, 1180, 1280, 1366, 1440, 1920]) {
      await resize(page, width);
      await page.evaluate(() => window.scrollTo(0, 0));
      heights.add(Math.round((await page.getByRole('banner').first().boundingBox())!.height));
      await page.evaluate(() => window.scrollTo(0, 600));
      await page.waitForTimeout(300);
      heights.add(Math.round((await page.getByRole('banner').first().boundingBox())!.height));
    }
    expect([...heights], lang).toHaveLength(1);
  }
});

for (const width of [320, 390, 1280, 1366]) {
  test(`the expanded header search stays within the window at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/vi');
    const search = page.getByRole('banner').getByRole('search');
    // Scrolled again until the search shows (a scroll during start-up may be undone by the scroll restoration).
    const scrollToSearch = () =>
      expect(async () => {
        await scrollPast(page, 1500);
        await expect(search).toBeVisible({ timeout: 1000 });
      }).toPass();
    await scrollToSearch();
    // A search first, so that the expanded box has its recent searches to show.
    await search.getByRole('textbox').click();
    expect(await overflow(page)).toBeNull();
    await page.keyboard.type('Vietnam');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/keyword=Vietnam/);
    await page.goto('/vi');
    await scrollToSearch();
    await search.getByRole('textbox').click();
    await expect(page.getByText('Tìm kiếm gần đây')).toBeVisible();
    expect(await overflow(page)).toBeNull();
    await expectWithinWindow(page, 'form[role="search"]', 'search box');
    await expectWithinWindow(page, 'form[role="search"] [id]', 'recent searches');
    // The language switch is still there (on a phone the expanded box lies over it; it comes back on leaving).
    await page.keyboard.press('Escape');
    await page.locator('body').click({ position: { x: 5, y: 400 } });
    await expect(
      page.getByRole('banner').getByRole('button', { name: /^VN|Chuyển|Switch/ }),
    ).toBeInViewport();
  });
}

for (const width of [320, 1024]) {
  test(`the drawer stays within the window at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/en');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer).toBeVisible();
    expect(await overflow(page)).toBeNull();
    await expectWithinWindow(page, '[role="dialog"]', 'drawer');
  });
}

for (const width of [1280, 1920]) {
  test(`the desktop menu's dropdown stays within the window at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/vi');
    const nav = page.getByRole('navigation', { name: 'Menu chính' });
    const buttons = nav.locator('button[aria-expanded]');
    const count = await buttons.count();
    for (let i = 0; i < count; i += 1) {
      await buttons.nth(i).click();
      const panel = page.locator(`#${await buttons.nth(i).getAttribute('aria-controls')}`);
      await expect(panel).toBeVisible();
      expect(await overflow(page), `entry ${i}`).toBeNull();
      const box = (await panel.boundingBox())!;
      expect(box.x + box.width, `entry ${i}`).toBeLessThanOrEqual(width + 1);
    }
  });
}

test('the phone Filters dialog, the home search bar and the contact dialog stay within 320 px', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 720 });
  await page.goto('/en/search');
  await page.getByRole('button', { name: /^Filters/ }).click();
  await expect(page.getByRole('dialog', { name: 'Filters' })).toBeVisible();
  expect(await overflow(page)).toBeNull();
  await page.getByRole('button', { name: 'Close filters' }).click();

  await page.goto('/en');
  await page.getByLabel('Keywords').click();
  await expect(page.getByRole('dialog', { name: /POPULAR SEARCHES|SMART SUGGESTIONS/ })).toBeVisible();
  expect(await overflow(page)).toBeNull();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: /Start date/ }).click();
  await expect(page.getByRole('group', { name: /Start date/ })).toBeVisible();
  expect(await overflow(page)).toBeNull();
  await expectWithinWindow(page, '[role="group"][aria-label^="Start date"]', 'date popover');
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Contact us', exact: true }).last().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await overflow(page)).toBeNull();
});

test('the checkout’s date picker and the compare table stay within a phone’s width', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 720 });
  await page.goto(await bookingPath(SITE));
  await page.getByRole('button', { name: 'Choose date' }).first().click();
  await expect(page.getByRole('dialog').or(page.getByRole('grid')).first()).toBeVisible();
  expect(await overflow(page)).toBeNull();

  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/en/search');
  for (const card of (await page.getByRole('article').all()).slice(0, 3))
    await card.getByRole('button', { name: 'Add to compare' }).click();
  await page.goto('/en/compare');
  await expect(page.getByRole('table')).toBeVisible();
  expect(await overflow(page)).toBeNull();
  // The table scrolls under its fixed first column, with a visible cue that there is more.
  await expect(page.getByRole('button', { name: 'Show more trips' })).toBeVisible();
  await page.getByRole('button', { name: 'Show more trips' }).click();
  await expect(page.getByRole('button', { name: 'Show the previous trips' })).toBeVisible();
  expect(await overflow(page)).toBeNull();
});
