/**
 * Phone-first search and sorting (issue: what visitors of first-class tour sites expect): below 768 px the filters
 * are a 'Filters' button and a full-height dialog, and the first trip is on the first screen; the sort choice is
 * in the URL, sent to the content service, and survives a reload.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './helpers';

/** The current price of each card, in VNĐ (the lowest amount on it: a sale shows the original struck through). */
async function cardPrices(cards: Locator): Promise<number[]> {
  const texts = await cards.allInnerTexts();
  return texts.map((text) => {
    const amounts = [...text.matchAll(/([\d.]+)\s*VNĐ/g)].map((m) => Number(m[1].replace(/\./g, '')));
    return amounts.length ? Math.min(...amounts) : Number.POSITIVE_INFINITY;
  });
}

function listingRequests(page: Page): URL[] {
  const urls: URL[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (/\/api\/(vi|en)\/tours$/.test(url.pathname) && url.searchParams.get('per_page') !== '100')
      urls.push(url);
  });
  return urls;
}

for (const width of [640, 700, 767]) {
  test(`below 768 px the results come first, the filters behind their button (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/en/search');
    const cards = page.getByRole('article');
    await expect(cards.first()).toBeVisible();
    expect((await cards.first().boundingBox())!.y).toBeLessThan(900 - 200);
    await expect(page.getByRole('complementary', { name: 'Filters' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Filters', exact: true })).toBeVisible();
  });
}

test('from 768 px the filters sit beside the results', async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 900 });
  await page.goto('/en/search');
  await expect(page.getByRole('complementary', { name: 'Filters' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Filters', exact: true })).toBeHidden();
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the first trip is on the first screen; the Filters dialog filters the list (en)', async ({
    page,
  }) => {
    const requests = listingRequests(page);
    await page.goto('/en/search');
    const cards = page.getByRole('article');
    await expect(cards.first()).toBeVisible();
    const box = await cards.first().boundingBox();
    expect(box && box.y).toBeLessThan(844 - 120);
    await expect(page.getByRole('complementary', { name: 'Filters' })).toBeHidden();

    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Filters' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('checkbox', { name: /^On sale/ }).check();
    // 'On sale' is one of the deals: the listing is asked again with that deal.
    await expect.poll(() => requests.some((url) => url.searchParams.has('deal'))).toBe(true);
    const show = dialog.getByRole('button', { name: /^Show \d+ trips?$/ });
    await expect(show).toBeVisible();
    const shown = Number((await show.innerText()).match(/\d+/)![0]);
    await show.click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
    await expect(
      page.getByRole('status').filter({ hasText: new RegExp(`\\b${shown} trips?\\b`) }),
    ).toBeVisible();
  });

  test('Vietnamese: the button is “Bộ lọc” and the dialog shows “Xem N chuyến đi”', async ({ page }) => {
    await page.goto('/vi/search');
    await page.getByRole('button', { name: 'Bộ lọc', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Bộ lọc' });
    await expect(dialog.getByRole('button', { name: /^Xem \d+ chuyến đi$/ })).toBeVisible();
    await dialog.getByRole('button', { name: 'Đóng bộ lọc' }).click();
    await expect(dialog).toBeHidden();
  });
});

test('sorting by price orders the cards, is sent to the service and survives a reload (en)', async ({
  page,
}) => {
  const requests = listingRequests(page);
  await page.goto('/en/search');
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  await page.getByLabel('Sort by').selectOption({ label: 'Price low to high' });
  await expect(page).toHaveURL(/[?&]sort=price_asc/);
  await expect.poll(() => requests.some((url) => url.searchParams.get('sort') === 'price_asc')).toBe(true);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const ascending = await cardPrices(cards);
  expect(ascending).toEqual([...ascending].sort((a, b) => a - b));

  await page.reload();
  await expect(page.getByLabel('Sort by')).toHaveValue('price_asc');
  await expect(cards.first()).toBeVisible();
  expect(await cardPrices(cards)).toEqual(ascending);

  await page.getByLabel('Sort by').selectOption({ label: 'Price high to low' });
  await expect(page).toHaveURL(/[?&]sort=price_desc/);
  await expect
    .poll(async () => {
      const prices = await cardPrices(cards);
      return prices.length > 1 && prices[0] >= prices[prices.length - 1] && prices[0] !== ascending[0];
    })
    .toBe(true);
});

test('Vietnamese sort labels', async ({ page }) => {
  await page.goto('/vi/search?sort=duration_asc');
  await expect(page.getByLabel('Sắp xếp theo')).toHaveValue('duration_asc');
  await expect(page.getByLabel('Sắp xếp theo').locator('option:checked')).toHaveText(
    'Thời lượng ngắn đến dài',
  );
});
