/**
 * Beyond the spec on the tour page and home page (issue: what visitors of first-class tour sites expect):
 * recently viewed trips, printable trip notes and sharing.
 */
import { expect, test } from './helpers';

const SHOWCASE = 'ha-long-bay-discovery';
const OTHER = 'japan-highlights';

test('two opened tours appear newest first under “Recently viewed” on the home page, and can be cleared', async ({
  page,
}) => {
  await page.goto(`/en/detail-trip/${SHOWCASE}`);
  const first = await page.getByRole('heading', { level: 1 }).innerText();
  // The visit is recorded once the page's code runs and the browser has saved it (the heading is there before).
  const saved = () => page.evaluate(() => localStorage.getItem('persist:recently-viewed') ?? '');
  await expect.poll(saved).toContain(SHOWCASE);
  await page.goto(`/en/detail-trip/${OTHER}`);
  const second = await page.getByRole('heading', { level: 1 }).innerText();
  // The tour page lists the others (not itself).
  const onTour = page.getByRole('region', { name: 'Recently viewed' });
  await expect(onTour.getByRole('link')).toHaveCount(1);
  await expect(onTour.getByRole('heading', { name: first })).toBeVisible();
  await expect.poll(saved).toContain(OTHER);

  await page.goto('/en');
  const row = page.getByRole('region', { name: 'Recently viewed' });
  await expect(row.getByRole('heading', { level: 3 })).toHaveText([second, first]);
  await page.goto('/vi');
  await expect(page.getByRole('region', { name: 'Đã xem gần đây' }).getByRole('link')).toHaveCount(2);
  await page.getByRole('button', { name: 'Xóa các chuyến đi đã xem gần đây' }).click();
  await expect(page.getByRole('region', { name: 'Đã xem gần đây' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
  await expect(page.getByRole('region', { name: 'Đã xem gần đây' })).toHaveCount(0);
});

test('print media shows every itinerary day and hides the header, footer and buttons', async ({ page }) => {
  await page.goto(`/en/detail-trip/${SHOWCASE}`);
  await expect(page.getByRole('button', { name: 'Print trip notes' })).toBeVisible();
  const itinerary = page.getByRole('region', { name: 'Itinerary' });
  const days = itinerary.getByRole('button', { name: /^Day \d+/ });
  const count = await days.count();
  expect(count).toBeGreaterThan(1);
  // On screen only the first day is open.
  await expect(itinerary.locator('[data-print-expand]:visible')).toHaveCount(1);

  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print trip notes' })).toBeHidden();
  await expect(itinerary.locator('[data-print-expand]:visible')).toHaveCount(count);
  await expect(page.getByRole('heading', { name: 'Dates and prices' })).toBeVisible();
  const color = await page.getByRole('heading', { level: 1 }).evaluate((el) => getComputedStyle(el).color);
  expect(color).toBe('rgb(0, 0, 0)');
  await page.emulateMedia({ media: 'screen' });
  await expect(page.getByRole('banner')).toBeVisible();
});

test('Share copies the canonical link where the browser cannot share (en, vi)', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(`/en/detail-trip/${SHOWCASE}`);
  await page.evaluate(() =>
    Object.defineProperty(navigator, 'share', { value: undefined, configurable: true }),
  );
  await page.getByRole('button', { name: 'Share' }).click();
  await expect(page.getByText('Link copied')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(new URL(copied).pathname).toBe(`/en/detail-trip/${SHOWCASE}`);

  await page.goto(`/vi/detail-trip/${SHOWCASE}`);
  await page.evaluate(() =>
    Object.defineProperty(navigator, 'share', { value: undefined, configurable: true }),
  );
  await page.getByRole('button', { name: 'Chia sẻ' }).click();
  await expect(page.getByText('Đã sao chép liên kết')).toBeVisible();
});

test('Share uses the Web Share API where the browser has it', async ({ page }) => {
  await page.goto(`/en/detail-trip/${SHOWCASE}`);
  await page.evaluate(() => {
    (window as unknown as { shared: unknown[] }).shared = [];
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: (data: unknown) => {
        (window as unknown as { shared: unknown[] }).shared.push(data);
        return Promise.resolve();
      },
    });
  });
  await page.getByRole('button', { name: 'Share' }).click();
  await expect
    .poll(() =>
      page.evaluate(() => (window as unknown as { shared: Array<{ url: string; title: string }> }).shared),
    )
    .toEqual([
      { title: expect.any(String), url: expect.stringMatching(new RegExp(`/en/detail-trip/${SHOWCASE}$`)) },
    ]);
  await expect(page.getByText('Link copied')).toHaveCount(0);
});
