/**
 * Beyond the spec: a wishlist shared as a link. Made on the wishlist page ('Share list', copied where there is no
 * share sheet); opened in a fresh browser it is server-rendered with today's prices and changes the visitor's own
 * list only on 'Save all to my wishlist'.
 */
import { expect, test } from './helpers';

const SHARED = '/en/contact/wishlist?trips=ha-long-bay-discovery,amazon-jungle-lodge';

test('a shared list is in the page’s HTML with its trips and prices', async ({ request }) => {
  const res = await request.get(SHARED);
  expect(res.status()).toBe(200);
  const html = await res.text();
  expect(html).toContain('Shared list');
  expect(html).toContain('href="/en/detail-trip/ha-long-bay-discovery"');
  expect(html).toContain('href="/en/detail-trip/amazon-jungle-lodge"');
  expect(html).toMatch(/VNĐ/);
});

test('opened in a fresh browser, the shared list is saved only on “Save all” (en), and shared again (vi)', async ({
  page,
  context,
}) => {
  await page.goto(SHARED);
  await expect(page.getByRole('heading', { level: 1, name: 'Shared list' })).toBeVisible();
  const trips = page.getByRole('main').getByRole('heading', { level: 2 });
  await expect(trips).toHaveCount(2);
  await page.goto('/en/contact/wishlist');
  await expect(page.getByRole('heading', { name: 'Your wishlist is empty' })).toBeVisible();

  await page.goto(SHARED);
  await page.getByRole('button', { name: 'Save all to my wishlist' }).click();
  await expect(page.getByText('2 trips saved to your wishlist.')).toBeVisible();
  await page.getByRole('link', { name: 'View my wishlist' }).click();
  await expect(page.getByText('2 saved trips')).toBeVisible();

  // Shared again from the list itself (the link is copied where the browser has no share sheet).
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
  });
  await page.goto('/vi/contact/wishlist');
  await page.getByRole('button', { name: 'Chia sẻ danh sách' }).click();
  await expect(page.getByText('Đã sao chép liên kết')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(new URL(copied).pathname + new URL(copied).search).toBe(
    '/vi/contact/wishlist?trips=ha-long-bay-discovery,amazon-jungle-lodge',
  );
});
