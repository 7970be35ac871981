/**
 * Search page and trip listing against the production build (spec part 1: search page, states, error catalogue).
 */
import type { Page } from '@playwright/test';
import { expect, networkSettled, test, useScenario } from './helpers';

const TOURS_API = /\/api\/(vi|en)\/tours(\?|$)/;

/**
 * The listing's calls the page makes (`request`) or gets answered (`response`), in `lang` when given (the server's
 * own calls while rendering are not the page's).
 */
function countTourCalls(page: Page, event: 'request' | 'response' = 'request', lang?: 'vi' | 'en'): URL[] {
  const seen: URL[] = [];
  const keep = (call: { url(): string }) => {
    const url = new URL(call.url());
    if (TOURS_API.test(call.url()) && (!lang || url.pathname.startsWith(`/api/${lang}/`))) seen.push(url);
  };
  if (event === 'request') page.on('request', keep);
  else page.on('response', keep);
  return seen;
}

test.describe('trip listing', () => {
  for (const [lang, keyword, filter, id] of [
    ['en', 'ORIGINAL', 'style', '1'],
    ['vi', 'đạp xe', 'theme', '4'],
  ] as const) {
    test(`?keyword=${keyword} (a ${filter} name) is sent as that filter from the first listing request (${lang})`, async ({
      page,
    }) => {
      const seen = countTourCalls(page);
      await page.goto(`/${lang}/search?keyword=${encodeURIComponent(keyword)}`);
      await expect(page.getByRole('article').first()).toBeVisible();
      await networkSettled(page);
      // The page arrives rendered (the server asked with the filter); any listing call the browser makes has it too.
      const listing = seen.filter((u) => u.searchParams.get('per_page') === '12');
      for (const url of seen) expect(url.searchParams.get('keyword')).toBeNull();
      for (const url of listing) expect(url.searchParams.get(filter)).toBe(id);
    });
  }

  test('shows at most 12 trips with all six filter sections (en)', async ({ page }) => {
    await page.goto('/en/search');
    await expect(page.getByRole('heading', { level: 1, name: 'Search trips' })).toBeVisible();
    const cards = page.getByRole('article');
    await expect(cards.first()).toBeVisible();
    expect(await cards.count()).toBeLessThanOrEqual(12);
    const sidebar = page.getByRole('complementary', { name: 'Filters' });
    for (const [name, open] of [
      ['Duration', 'true'],
      ['Price', 'true'],
      ['Deals', 'true'],
      ['Physical rating', 'false'],
      ['Style', 'false'],
      ['Theme', 'false'],
    ] as const) {
      await expect(sidebar.getByRole('button', { name, exact: true })).toHaveAttribute('aria-expanded', open);
    }
    await expect(page.getByRole('navigation', { name: 'Trip pages' })).toBeVisible();
    // A card is a real link to the trip.
    await expect(cards.first().getByRole('link').first()).toHaveAttribute(
      'href',
      /^\/en\/detail-trip\/[\w-]+$/,
    );
  });

  test('ticking several filters quickly sends at most two requests', async ({ page }) => {
    const requests = countTourCalls(page);
    await page.goto('/vi/search');
    await expect(page.getByRole('article').first()).toBeVisible();
    const before = requests.length;
    const sidebar = page.getByRole('complementary', { name: 'Bộ lọc' });
    await sidebar.getByRole('button', { name: 'Mức độ thể lực' }).click();
    const boxes = [/^Nhẹ/, /^Dễ/, /^Trung bình/, /^Giảm giá/].map((name) =>
      sidebar.getByRole('checkbox', { name }),
    );
    for (const box of boxes) await expect(box).toBeVisible();
    // Ticked one after the other in one go: each Playwright `check()` waits for its box, so on a loaded machine
    // two of them could land further apart than the listing's wait after the last change.
    const handles = await Promise.all(boxes.map((box) => box.elementHandle()));
    await page.evaluate(
      (elements) => elements.forEach((element) => (element as HTMLElement).click()),
      handles,
    );
    for (const box of boxes) await expect(box).toBeChecked();
    await page.waitForTimeout(1000);
    const sent = requests.slice(before);
    expect(sent.length).toBeGreaterThanOrEqual(1);
    expect(sent.length).toBeLessThanOrEqual(2);
    const last = sent[sent.length - 1].searchParams;
    expect(last.get('physical_rating')).toBe('1,2,3');
    expect(last.get('deal')).toBe('1');
    // Chips can be removed one by one, or all cleared.
    const chips = page.getByRole('region', { name: 'Bộ lọc đang áp dụng' });
    await chips.getByRole('button', { name: 'Bỏ bộ lọc: Nhẹ' }).click();
    await expect(chips.getByRole('button', { name: 'Bỏ bộ lọc: Nhẹ' })).toHaveCount(0);
    await chips.getByRole('button', { name: 'Xóa tất cả' }).click();
    await expect(chips).toHaveCount(0);
  });

  test('a keyword that matches nothing shows the empty state', async ({ page }) => {
    await page.goto('/en/search?keyword=zzqqxx');
    await expect(page.getByText('No trips match your filters')).toBeVisible();
    await expect(page.getByText('Try adjusting your search criteria')).toBeVisible();
    await page.goto('/vi/search?keyword=zzqqxx');
    await expect(page.getByText('Không tìm thấy chuyến đi nào')).toBeVisible();
  });

  test('the URL carries keyword and page, so a search can be reloaded', async ({ page }) => {
    await page.goto('/en/search');
    await expect(page.getByRole('article').first()).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Trip pages' })
      .getByRole('button', { name: 'Go to page 2' })
      .click();
    await expect(page).toHaveURL(/\/en\/search\?page=2$/);
    await page.reload();
    await expect(
      page.getByRole('navigation', { name: 'Trip pages' }).getByRole('button', { name: 'page 2' }),
    ).toHaveAttribute('aria-current', 'page');
  });

  test('destinations shows Home > Destinations', async ({ page }) => {
    await page.goto('/en/destinations');
    await expect(page.getByRole('heading', { level: 1, name: 'Destinations' })).toBeVisible();
    const crumbs = page.getByRole('navigation', { name: /breadcrumb/i });
    await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/en');
    await expect(crumbs.getByText('Destinations')).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
  });
});

test.describe('listing errors', () => {
  const cases = [
    ['tours-500', 'Server connection error. Please try again.', 'Lỗi kết nối server. Vui lòng thử lại.'],
    ['tours-not-json', 'Invalid data from server.', 'Dữ liệu không hợp lệ từ server.'],
    ['tours-success-false', 'Unable to load tours.', 'Không thể tải danh sách tour.'],
  ] as const;
  for (const [scenario, en, vi] of cases) {
    test(`${scenario} shows its message with the retry button`, async ({ page, context }) => {
      await useScenario(context, scenario);
      await page.goto('/en/search');
      await expect(page.getByText(en, { exact: true })).toBeVisible();
      const retry = page.getByRole('button', { name: 'Try again' });
      await expect(retry).toBeVisible();
      // What failed on the server is never final: the browser asks once more after hydration, and retries that once
      // (the spec: queries retry once), still failing here. A refusal (`success: false`) is an answer: not asked again.
      const retried = scenario !== 'tours-success-false';
      const answered = countTourCalls(page, 'response', 'vi');
      await page.goto('/vi/search');
      await expect.poll(() => answered.length).toBe(retried ? 2 : 0);
      await expect(page.getByText(vi, { exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Thử lại' })).toBeVisible();
      // The scenario ends: trying again loads the trips.
      await context.clearCookies();
      await page.getByRole('button', { name: 'Thử lại' }).click();
      await expect(page.getByRole('article').first()).toBeVisible();
    });
  }
});
