/** Wishlist: toggling on a trip card, persistence across reloads, and the wishlist page (spec part 1). */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './helpers';

/** The "persisted-state" chunk's files (valibot and the stored slices' schemas): src/lib/persist.ts. */
function persistedStateFiles(): string[] {
  const chunks = JSON.parse(
    readFileSync(path.resolve(__dirname, '../../dist/chunks.json'), 'utf8'),
  ) as Record<string, string[]>;
  return chunks['persisted-state'] ?? [];
}

test('a trip added to the wishlist is still there after a reload', async ({ page }) => {
  await page.goto('/en/contact/wishlist');
  await expect(page.getByRole('heading', { name: 'Your wishlist is empty' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse trips' })).toHaveAttribute('href', '/en/search');

  await page.goto('/en/search');
  const card = page.getByRole('article').first();
  await expect(card).toBeVisible();
  const title = (await card.getByRole('heading').textContent()) ?? '';
  const add = card.getByRole('button', { name: 'Added to wishlist' });
  await expect(add).toHaveAttribute('aria-pressed', 'false');
  await add.click();
  await expect(card.getByRole('button', { name: 'Remove from wishlist' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await page.reload();
  await expect(
    page.getByRole('article').first().getByRole('button', { name: 'Remove from wishlist' }),
  ).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/en/contact/wishlist');
  const link = page.getByRole('link', { name: title, exact: true });
  await expect(link).toHaveAttribute('href', /^\/en\/detail-trip\/[\w-]+$/);
  await page.reload();
  await expect(link).toBeVisible();
  await page.getByRole('button', { name: `Remove ${title} from wishlist` }).click();
  await expect(page.getByRole('heading', { name: 'Your wishlist is empty' })).toBeVisible();
});

test('the Vietnamese wishlist labels', async ({ page }) => {
  await page.goto('/vi/search');
  const card = page.getByRole('article').first();
  await card.getByRole('button', { name: 'Thêm vào danh sách yêu thích' }).click();
  await expect(card.getByRole('button', { name: 'Xóa khỏi danh sách yêu thích' })).toBeVisible();
  await page.goto('/vi/contact/wishlist');
  await expect(page.getByText('1 chuyến đi đã lưu')).toBeVisible();
});

test('a first visit loads no code for checking stored state; a returning visit loads it and restores what was kept', async ({
  page,
}) => {
  const schemaFiles = persistedStateFiles();
  expect(schemaFiles.length).toBeGreaterThan(0);
  const loaded: string[] = [];
  page.on('request', (request) => loaded.push(new URL(request.url()).pathname.slice(1)));

  await page.goto('/en/search');
  const card = page.getByRole('article').first();
  await card.getByRole('button', { name: 'Added to wishlist' }).click();
  await expect(card.getByRole('button', { name: 'Remove from wishlist' })).toBeVisible();
  // The page is fully started (the click worked): nothing was stored before it, so nothing was checked.
  expect(loaded.filter((file) => schemaFiles.includes(file))).toEqual([]);

  await page.reload();
  await expect(
    page.getByRole('article').first().getByRole('button', { name: 'Remove from wishlist' }),
  ).toBeVisible();
  expect(loaded.filter((file) => schemaFiles.includes(file)).length).toBeGreaterThan(0);
});

test('a trip hearted while the stored wishlist is still loading is kept with the stored ones', async ({
  page,
}) => {
  const schemaFiles = persistedStateFiles();
  await page.goto('/en/search');
  const cards = page.getByRole('article');
  await cards.first().getByRole('button', { name: 'Added to wishlist' }).click();
  await expect(cards.first().getByRole('button', { name: 'Remove from wishlist' })).toBeVisible();

  // A returning visit on a slow network: the stored wishlist is restored only once its schema has arrived.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => schemaFiles.includes(url.pathname.slice(1)),
    async (route) => {
      await held;
      await route.continue();
    },
  );
  // (The held chunk holds the load event too.)
  await page.reload({ waitUntil: 'domcontentloaded' });
  const second = cards.nth(1).getByRole('button', { name: 'Added to wishlist' });
  await second.click();
  await expect(cards.nth(1).getByRole('button', { name: 'Remove from wishlist' })).toBeVisible();
  release();
  await expect(cards.first().getByRole('button', { name: 'Remove from wishlist' })).toBeVisible();
  await expect(cards.nth(1).getByRole('button', { name: 'Remove from wishlist' })).toBeVisible();
  await page.goto('/en/contact/wishlist');
  await expect(page.getByText('2 saved trips')).toBeVisible();
});
