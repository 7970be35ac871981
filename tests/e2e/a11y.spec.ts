/**
 * Accessibility: axe-core (node_modules/axe-core/axe.min.js) on the home page must find no serious or critical
 * violation; the shell's open states (menu dropdown, header search, contact form, mobile drawer) are scanned in
 * their own region. The footer map iframe (a third-party page) is not scanned.
 */
import { describeViolations as describe, seriousViolations } from './axe';
import { bookingPath, expect, networkSettled, SITE, test } from './helpers';

const TOUR = 'ha-long-bay-discovery';

test('home page (/vi) has no serious or critical axe violations', async ({ page }) => {
  await page.goto('/vi');
  await expect(
    page.getByRole('contentinfo').getByText('© 2025 ViVu Travel. Bảo lưu mọi quyền.'),
  ).toBeVisible();
  await networkSettled(page);
  expect(describe(await seriousViolations(page))).toEqual([]);
});

test('the open menu dropdown, the header search and the open contact form have no serious or critical axe violations', async ({
  page,
}) => {
  await page.goto('/vi');
  await page
    .getByRole('navigation', { name: 'Menu chính' })
    .getByRole('button', { name: 'Điểm đến' })
    .click();
  await expect(
    page.getByRole('navigation', { name: 'Menu chính' }).getByRole('link', { name: 'Châu Á' }),
  ).toBeVisible();
  expect(describe(await seriousViolations(page, ['header']))).toEqual([]);
  await page.keyboard.press('Escape');

  await page.evaluate(() => {
    document.body.style.minHeight = '3000px';
    window.scrollTo(0, 300);
  });
  await page.getByRole('textbox', { name: 'Tìm kiếm điểm đến' }).click();
  await expect(page.getByRole('heading', { name: 'Tìm kiếm gần đây' })).toBeVisible();
  expect(describe(await seriousViolations(page, ['header']))).toEqual([]);

  await page.getByRole('button', { name: 'Liên hệ với chúng tôi' }).click();
  await expect(page.getByRole('dialog', { name: 'Liên hệ ViVu Travel' })).toBeVisible();
  expect(describe(await seriousViolations(page, ['[role="dialog"]']))).toEqual([]);
});

test('the mobile drawer has no serious or critical axe violations', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/vi');
  await page.getByRole('button', { name: 'Mở menu' }).click();
  const drawer = page.getByRole('navigation', { name: 'Menu di động' });
  await drawer.getByRole('button', { name: 'Mở menu con Điểm đến' }).click();
  await expect(drawer.getByRole('link', { name: 'Châu Á' })).toBeVisible();
  expect(describe(await seriousViolations(page, ['.MuiDrawer-root']))).toEqual([]);
});

for (const [lang, width] of [
  ['en', 390],
  ['vi', 1366],
] as const) {
  test(`the checkout page and its open date-of-birth picker have no serious or critical axe violations (${lang}, ${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(await bookingPath(SITE, { lang }));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await networkSettled(page);
    expect(describe(await seriousViolations(page))).toEqual([]);
    await page
      .getByRole('button', { name: lang === 'en' ? /choose date/i : /chọn ngày/i })
      .first()
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(describe(await seriousViolations(page, ['[role="dialog"]']))).toEqual([]);
  });
}

test('the open photo gallery has no serious or critical axe violations', async ({ page }) => {
  await page.goto(`/en/detail-trip/${TOUR}`);
  await page.getByRole('button', { name: 'Open photo gallery' }).click();
  await expect(page.locator('.yarl__portal')).toBeVisible();
  expect(describe(await seriousViolations(page, ['.yarl__portal']))).toEqual([]);
});

test('a skip link is the first stop of the keyboard and reaches the main content', async ({ page }) => {
  await page.goto('/en/search');
  await networkSettled(page);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
  expect(new URL(page.url()).pathname).toBe('/en/search');
  // The next Tab stop is inside the main content.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true);
});

test('after a route change focus is on the new page’s main heading and its title is announced', async ({
  page,
}) => {
  await page.goto('/vi');
  await networkSettled(page);
  await page
    .getByRole('navigation', { name: 'Menu chính' })
    .getByRole('link', { name: 'Liên hệ', exact: true })
    .click();
  await expect(page).toHaveURL(/\/vi\/contact/);
  const heading = page.getByRole('main').getByRole('heading', { level: 1 });
  await expect(heading).toBeFocused();
  const title = await page.title();
  await expect(page.getByRole('status').filter({ hasText: title })).toHaveCount(1);
  // A query change (a filter) is not a new page: focus stays where the visitor is.
  await page.goto('/en/search');
  await networkSettled(page);
  const onSale = page
    .getByRole('complementary', { name: 'Filters' })
    .getByRole('checkbox', { name: /^On sale/ });
  await onSale.check();
  await networkSettled(page);
  await expect(onSale).toBeChecked();
  await expect(onSale).toBeFocused();
});

test('a page opened from the mobile drawer gets focus on its main heading', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/en');
  await networkSettled(page);
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('navigation', { name: 'Mobile menu' });
  await drawer.getByRole('link', { name: 'Contact', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/contact/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeFocused();
});
