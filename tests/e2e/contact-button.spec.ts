/**
 * The floating contact button never covers a control: it moves up, or tucks into the window's edge, while a
 * picker's days or a form's button lie under it, and is back in its place where the spot is clear (the page's end
 * reserves one).
 */
import type { Page } from '@playwright/test';
import { expect, test } from './helpers';

/** Controls (other than the button) that the visible floating button overlaps; [] when it is hidden or clear. */
async function coveredControls(page: Page, name: string): Promise<string[]> {
  return page.evaluate((label) => {
    const fab = document.querySelector<HTMLElement>(`button[aria-label="${label}"]`);
    if (!fab) return ['no floating button'];
    const style = getComputedStyle(fab);
    if (style.visibility === 'hidden' || Number(style.opacity) === 0) return [];
    const box = fab.getBoundingClientRect();
    const hits: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>(
      'button, a[href], input, [role="gridcell"], [role="option"]',
    )) {
      if (el === fab || fab.contains(el)) continue;
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0 || getComputedStyle(el).visibility === 'hidden') continue;
      const overlaps = r.left < box.right && r.right > box.left && r.top < box.bottom && r.bottom > box.top;
      if (overlaps) hits.push(`${el.tagName} ${el.getAttribute('aria-label') ?? el.textContent?.trim()}`);
    }
    return hits;
  }, name);
}

/** The button's place is checked at most every 100 ms after a scroll: it is clear once its move is done. */
async function expectClear(page: Page, name: string, where: string) {
  await expect
    .poll(() => coveredControls(page, name), { message: where, timeout: 5000, intervals: [100, 250, 500] })
    .toEqual([]);
}

/** Its keep-clear code arrives with the first scroll, tap or key, and places the button (data-place) once loaded. */
async function keepingClear(page: Page, name: string) {
  // Scrolled again until it has arrived (a scroll before the page has started is not seen).
  await expect(async () => {
    await page.evaluate(() => window.scrollBy(0, 20));
    await expect(page.getByRole('button', { name, exact: true })).toHaveAttribute(
      'data-place',
      /^(tucked)?$/,
      {
        timeout: 1000,
      },
    );
  }).toPass();
}

for (const width of [320, 390]) {
  test(`the home date picker's days are never under the contact button (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 700 });
    await page.goto('/vi');
    await page.waitForLoadState('load');
    await keepingClear(page, 'Liên hệ với chúng tôi');
    await page.getByRole('button', { name: /Ngày bắt đầu/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Ngày bắt đầu' });
    await expect(dialog).toBeVisible();
    // Every scroll position with the picker open.
    for (let step = 0; step < 6; step += 1) {
      await expectClear(page, 'Liên hệ với chúng tôi', `after ${step} wheel steps`);
      await page.mouse.wheel(0, 120);
    }
  });

  test(`the checkout's Continue is never under the contact button (${width} px)`, async ({
    page,
    request,
  }) => {
    const body = (await (await request.get('/api/vi/tours/ha-long-bay-discovery')).json()) as {
      data: {
        dates: Array<{
          id: number;
          start_date: string;
          room_prices: Array<{ room_id: number; available_rooms: number }>;
        }>;
      };
    };
    const today = new Date().toISOString().slice(0, 10);
    const date = body.data.dates.find(
      (d) => d.start_date > today && d.room_prices.some((r) => r.available_rooms > 0),
    )!;
    const room = date.room_prices.find((r) => r.available_rooms > 0)!;
    await page.setViewportSize({ width, height: 700 });
    await page.goto(`/en/tour/ha-long-bay-discovery/booking?dateId=${date.id}&roomId=${room.room_id}`);
    await page.waitForLoadState('load');
    const cont = page.getByRole('button', { name: 'Continue' });
    await expect(cont).toBeVisible();
    await keepingClear(page, 'Contact us');
    const end = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0; y < end; y += 150) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await expectClear(page, 'Contact us', `scrolled to ${y}`);
    }
    // At the page's end the spot is clear: the button is there.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(page.getByRole('button', { name: 'Contact us' })).toBeVisible();
  });
}

// A dialog rendered ahead of its first opening stays in the page closed and hidden (its frame warmed while idle): it
// is not open, so the button keeps its place where the spot is clear (the page's end reserves one).
for (const { path, opener, frame } of [
  { path: '/en/search', opener: 'Filters', frame: '[role="dialog"][aria-labelledby="filters-dialog-title"]' },
  {
    path: '/en/detail-trip/ha-long-bay-discovery',
    opener: 'Read all reviews',
    frame: '[role="dialog"][aria-labelledby="reviews-modal-title"]',
  },
]) {
  test(`a warmed, closed dialog does not tuck the button away (${path}, 390 px)`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 700 });
    await page.goto(path);
    await page.waitForLoadState('load');
    await keepingClear(page, 'Contact us');
    await page.getByRole('button', { name: opener, exact: true }).scrollIntoViewIfNeeded();
    // The warmed frames (this dialog's, the phone menu's): in the page, hidden, and no dialog for anyone.
    await expect(page.locator(frame)).toHaveCount(1, { timeout: 15_000 });
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(page.getByRole('button', { name: 'Contact us', exact: true })).toHaveAttribute(
      'data-place',
      '',
    );
  });
}
