/**
 * The first paint is the final answer (issue: no flash of wrong results). The listing's count text and first card
 * are recorded from the first paint (a MutationObserver installed before the page's HTML is parsed) to idle: they
 * never change without an action, for filters in the URL, saved filters, a keyword that names a filter and the
 * US$ currency. The sidebar, the chips and the URL agree.
 */
import type { Page } from '@playwright/test';
import { expect, networkSettled, test } from './helpers';

/** Records every text the listing's count and first card title show, from the first paint on. */
async function recordListing(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __seen: string[] };
    w.__seen = [];
    const snapshot = () => {
      const count =
        [...document.querySelectorAll('[role="status"]')]
          .map((el) => el.textContent ?? '')
          .find((text) => /trips? found|chuyến đi/i.test(text)) ?? '';
      const card = document.querySelector('article');
      const first = card?.querySelector('h2')?.textContent ?? '';
      const price = /US\$[\d,]+|[\d.]+\sVNĐ|Contact for price/.exec(card?.textContent ?? '')?.[0] ?? '';
      const entry = `${count} | ${first} | ${price}`;
      // Recorded once the card is parsed whole (its price is its last part).
      if (count && price && w.__seen[w.__seen.length - 1] !== entry) w.__seen.push(entry);
    };
    new MutationObserver(snapshot).observe(document, { subtree: true, childList: true, characterData: true });
    document.addEventListener('DOMContentLoaded', snapshot);
  });
}

async function seenAfterIdle(page: Page): Promise<string[]> {
  await networkSettled(page);
  await page.waitForTimeout(1_500);
  return page.evaluate(() => (window as unknown as { __seen: string[] }).__seen);
}

test('filters in the URL: the first count is the final one, and sidebar, chips and URL agree', async ({
  page,
}) => {
  await recordListing(page);
  await page.goto('/en/search?lastMinute=true');
  const seen = await seenAfterIdle(page);
  expect(seen).toHaveLength(1);
  expect(seen[0]).toMatch(/^17 trips found/);
  // The link's flag is the Deals group's 'Last minute' option: one control, ticked, one chip, and the URL says so.
  const sidebar = page.getByRole('complementary', { name: 'Filters' });
  await expect(sidebar.getByRole('checkbox', { name: /^Last minute/ })).toBeChecked();
  const chips = page.getByRole('region', { name: 'Active filters' });
  await expect(chips.getByRole('button', { name: /^Remove filter: / })).toHaveCount(1);
  await expect(chips.getByRole('button', { name: 'Remove filter: Last minute' })).toBeVisible();
  await expect(page).toHaveURL(/\/en\/search\?deal=3$/);
});

test('a keyword that names a theme shows as that theme (box ticked, its chip, theme in the URL), from the first paint', async ({
  page,
}) => {
  await recordListing(page);
  await page.goto('/en/search?keyword=Cycling');
  const seen = await seenAfterIdle(page);
  expect(seen).toHaveLength(1);
  const sidebar = page.getByRole('complementary', { name: 'Filters' });
  // A section with a filter in use is open from the first paint.
  await expect(sidebar.getByRole('button', { name: 'Theme', exact: true })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(sidebar.getByRole('checkbox', { name: /^Cycling/ })).toBeChecked();
  const chips = page.getByRole('region', { name: 'Active filters' });
  await expect(chips.getByRole('button', { name: 'Remove filter: Cycling' })).toBeVisible();
  await expect(chips.getByRole('button', { name: /Keyword/ })).toHaveCount(0);
  await expect(page).toHaveURL(/\/en\/search\?theme=4$/);
});

test('saved filters reach the server: a reload of /en/search paints the filtered list first', async ({
  page,
}) => {
  await page.goto('/en/search');
  const sidebar = page.getByRole('complementary', { name: 'Filters' });
  await sidebar.getByRole('checkbox', { name: /^Early bird/ }).check();
  await expect(page).toHaveURL(/deal=2/);
  await expect(page.getByRole('status').filter({ hasText: 'trips found' })).toHaveText(/^10 trips found/);

  await recordListing(page);
  const response = await page.goto('/en/search');
  // The server sent the address without filters to the saved ones.
  expect(response?.url()).toMatch(/\/en\/search\?deal=2$/);
  const seen = await seenAfterIdle(page);
  expect(seen).toHaveLength(1);
  expect(seen[0]).toMatch(/^10 trips found/);
  await expect(
    page.getByRole('complementary', { name: 'Filters' }).getByRole('checkbox', { name: /^Early bird/ }),
  ).toBeChecked();

  // Clearing them clears what is saved: the next visit lists everything.
  await page
    .getByRole('region', { name: 'Active filters' })
    .getByRole('button', { name: 'Clear all' })
    .click();
  await expect(page).toHaveURL(/\/en\/search$/);
  // The page drops the cookie in a task right after the update (savedFilters.ts), which a reload in the same
  // millisecond would outrun: a person's next visit comes later.
  await expect
    .poll(async () => (await page.context().cookies()).some((cookie) => cookie.name === 'trip_filters'))
    .toBe(false);
  const again = await page.goto('/en/search');
  expect(again?.url()).toMatch(/\/en\/search$/);
});

test('US$ chosen: every page arrives in US$ and stays so', async ({ page }) => {
  await page.goto('/en/search');
  await page.getByRole('banner').getByLabel('Currency').selectOption({ label: 'US$' });
  await expect(page.getByRole('article').first()).toContainText('US$');
  await recordListing(page);
  const response = await page.goto('/en/search');
  expect(await response?.text()).toContain('US$');
  const seen = await seenAfterIdle(page);
  expect(seen).toHaveLength(1);
  expect(seen[0]).toContain('US$');
  expect(seen[0]).not.toContain('VNĐ');
  await page.getByRole('banner').getByLabel('Currency').selectOption({ label: 'VNĐ' });
  await expect(page.getByRole('article').first()).toContainText('VNĐ');
});
