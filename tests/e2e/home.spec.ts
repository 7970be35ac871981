/**
 * Home page journeys in both languages: the trip tabs and a card opening its trip; keyword chips (duplicates
 * ignored), dates and the Search button landing on /{lang}/search; the newsletter refusing incomplete input and
 * accepting valid input. The `test` fixture fails on any uncaught page error.
 * Every section renders on load (its code may arrive just after the first paint): nothing waits for scrolling.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './helpers';

const TEXT = {
  vi: {
    newTab: 'Tour mới',
    popularTab: 'Tour phổ biến',
    keywords: 'Từ khóa',
    chosen: 'Từ khóa đã chọn',
    startDate: 'Ngày bắt đầu',
    endDate: 'Ngày kết thúc',
    typed: 'Nhập ngày',
    search: 'Tìm kiếm',
    bar: 'Tìm chuyến đi',
    firstName: 'Tên',
    agree: 'Tôi đồng ý với chính sách bảo mật',
    subscribe: 'Đăng ký',
    missing: 'Vui lòng điền đầy đủ thông tin và đồng ý chính sách!',
    success: 'Đăng ký thành công! Bạn sẽ sớm nhận được thông tin.',
  },
  en: {
    newTab: 'New trips',
    popularTab: 'Popular trips',
    keywords: 'Keywords',
    chosen: 'Chosen keywords',
    startDate: 'Start date',
    endDate: 'End date',
    typed: 'Type a date',
    search: 'Search',
    bar: 'Search trips',
    firstName: 'First name',
    agree: 'I agree to the privacy policy',
    subscribe: 'Subscribe',
    missing: 'Please fill all required fields and agree to privacy policy!',
    success: "Subscribed successfully! You'll receive updates soon.",
  },
} as const;

/** Waits for the home page, then scrolls down step by step until `target` exists and brings it into view. */
async function scrollTo(page: Page, target: Locator, keywordsLabel: string): Promise<void> {
  await expect(page.getByLabel(keywordsLabel, { exact: true })).toBeVisible();
  for (let i = 0; i < 40 && (await target.count()) === 0; i += 1) {
    await page.mouse.wheel(0, 400);
    await page.waitForTimeout(200);
  }
  await target.first().scrollIntoViewIfNeeded();
}

for (const lang of ['vi', 'en'] as const) {
  const T = TEXT[lang];

  test.describe(`home (${lang})`, () => {
    test('every section is in the page without scrolling', async ({ page }) => {
      await page.goto(`/${lang}`);
      await expect(page.getByRole('tab', { name: T.newTab })).toBeAttached();
      await expect(
        page.getByRole('heading', { name: lang === 'vi' ? 'Điểm đến phổ biến' : 'Popular destinations' }),
      ).toBeAttached();
      await expect(page.getByRole('button', { name: T.subscribe })).toBeAttached();
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    });

    test('trip tabs switch and a card opens its trip', async ({ page }) => {
      await page.goto(`/${lang}`);
      const newTab = page.getByRole('tab', { name: T.newTab });
      await scrollTo(page, newTab, T.keywords);
      await expect(newTab).toHaveAttribute('aria-selected', 'true');
      const panel = page.getByRole('tabpanel');
      await expect(panel.getByRole('link').first()).toHaveAttribute(
        'href',
        new RegExp(`^/${lang}/detail-trip/`),
      );

      const popularTab = page.getByRole('tab', { name: T.popularTab });
      await popularTab.click();
      await expect(popularTab).toHaveAttribute('aria-selected', 'true');
      await expect(newTab).toHaveAttribute('aria-selected', 'false');
      const card = panel.getByRole('link').first();
      const href = await card.getAttribute('href');
      expect(href).toMatch(new RegExp(`^/${lang}/detail-trip/[^/]+$`));

      await card.click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/detail-trip/`));
      expect(new URL(page.url()).pathname).toBe(href);
    });

    test('typed keywords become chips (duplicates ignored) and Search goes to /search with keyword and dates', async ({
      page,
    }) => {
      await page.goto(`/${lang}`);
      const input = page.getByLabel(T.keywords, { exact: true });
      await input.fill('Japan');
      await input.press('Enter');
      await input.fill('japan');
      await input.press('Enter');
      await input.fill('Kyoto');
      await input.press('Enter');
      await expect(page.getByRole('list', { name: T.chosen }).getByRole('listitem')).toHaveText([
        'Japan',
        'Kyoto',
      ]);
      await expect(input).toHaveValue('');

      await page.getByRole('button', { name: new RegExp(T.startDate) }).click();
      const startDialog = page.getByRole('dialog', { name: T.startDate });
      await startDialog.getByLabel(T.typed).fill('05 Jan 2099');
      await startDialog.getByLabel(T.typed).press('Enter');
      await expect(startDialog).toHaveCount(0);

      await page.getByRole('button', { name: new RegExp(T.endDate) }).click();
      const endDialog = page.getByRole('dialog', { name: T.endDate });
      await expect(endDialog.getByRole('button', { name: /month|tháng/i }).first()).toBeVisible();
      await endDialog.getByLabel(T.typed).fill('09 Jan 2099');
      await endDialog.getByLabel(T.typed).press('Enter');
      await expect(endDialog).toHaveCount(0);

      await input.fill('Osaka');
      await page
        .getByRole('search', { name: T.bar })
        .getByRole('button', { name: T.search, exact: true })
        .click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/search\\?`));
      const url = new URL(page.url());
      expect(url.pathname).toBe(`/${lang}/search`);
      expect(url.search).toBe('?keyword=Japan+Kyoto+Osaka&start_day=2099-01-05&end_day=2099-01-09');
    });

    test('the newsletter refuses incomplete input and accepts valid input', async ({ page }) => {
      await page.goto(`/${lang}`);
      const submit = page.getByRole('button', { name: T.subscribe, exact: true });
      await scrollTo(page, submit, T.keywords);
      await submit.click();
      await expect(page.getByRole('alert').filter({ hasText: T.missing })).toBeVisible();

      await page.getByRole('textbox', { name: T.firstName }).fill('Lan');
      await page.getByRole('textbox', { name: 'Email' }).fill('lan@example.com');
      await submit.click();
      await expect(page.getByRole('alert').filter({ hasText: T.missing })).toBeVisible();

      await page.getByRole('checkbox', { name: T.agree }).check();
      const request = page.waitForRequest(
        (r) => r.method() === 'POST' && r.url().endsWith(`/api/${lang}/contacts`),
      );
      await submit.click();
      expect((await request).postDataJSON()).toEqual({ first_name: 'Lan', email: 'lan@example.com' });
      await expect(page.getByText(T.success)).toBeVisible();
      await expect(page.getByRole('textbox', { name: T.firstName })).toHaveValue('');
    });
  });
}

test('the banner slideshow: arrows and dots scroll it, and a swipe moves its dots along', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/en');
  const banner = page.getByRole('region', { name: 'Featured banners' });
  const track = banner.getByRole('list');
  await expect(banner.getByRole('heading', { name: 'Discover Vietnam' })).toBeVisible();

  await banner.getByRole('button', { name: 'Next banner' }).click();
  await expect(banner.getByRole('heading', { name: 'Cherry blossom Japan' })).toBeVisible();
  await expect.poll(() => track.evaluate((el) => el.scrollLeft)).toBe(390);
  await expect(banner.getByRole('heading', { name: 'Discover Vietnam' })).toHaveCount(0); // inert, hidden

  await banner.getByRole('button', { name: 'Show banner 1' }).click();
  await expect.poll(() => track.evaluate((el) => el.scrollLeft)).toBe(0);

  // A swipe to the third slide (the track scrolls under the finger).
  await track.evaluate((el) => el.scrollTo({ left: el.clientWidth * 2, behavior: 'instant' }));
  await expect(banner.getByRole('button', { name: 'Show banner 3' })).toHaveAttribute('aria-current', 'true');
  await expect(banner.getByRole('heading', { name: 'Vietnam through your eyes' })).toBeVisible();
});
