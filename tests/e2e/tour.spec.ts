/**
 * Tour detail page against the production build and the embedded mock (spec part 2, "Tour detail page").
 */
import type { Page } from '@playwright/test';
import { expect, test, useScenario, injectAxe } from './helpers';

/** Serious and critical axe violations inside `selector`, as readable lines. */
async function axeProblems(page: Page, selector: string): Promise<string[]> {
  await injectAxe(page);
  const violations = await page.evaluate(async (sel) => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            ctx: unknown,
            o: unknown,
          ) => Promise<{
            violations: Array<{ id: string; impact: string | null; nodes: Array<{ html: string }> }>;
          }>;
        };
      }
    ).axe;
    const result = await axe.run({ include: [[sel]] }, { iframes: false, resultTypes: ['violations'] });
    return result.violations;
  }, selector);
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.nodes
          .slice(0, 2)
          .map((n) => n.html.slice(0, 140))
          .join(' | ')}`,
    );
}

const SHOWCASE = 'ha-long-bay-discovery'; // every section, crafted departures
const NO_DATES = 'camino-de-santiago'; // no departures
const NO_SUITABILITY = 'barcelona-city-break'; // no suitability items
const MANY_REVIEWS = 'japan-highlights'; // 5 000 reviews

async function navLinks(page: Page, name: string) {
  const nav = page.getByRole('navigation', { name });
  await expect(nav).toBeVisible();
  return nav.getByRole('link').allTextContents();
}

test.describe('sections', () => {
  test('the Vietnamese showcase tour lists every section in order', async ({ page }) => {
    await page.goto(`/vi/detail-trip/${SHOWCASE}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(/\|/);
    expect(await navLinks(page, 'Các phần của tour')).toEqual([
      'Tổng quan',
      'Vì sao bạn sẽ yêu chuyến đi này',
      'Lịch trình',
      'Bao gồm',
      'Chuyến đi này có phù hợp với bạn',
      'Ngày khởi hành và giá',
      'Lưu ý quan trọng',
      'Đánh giá',
    ]);
    const ld = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) =>
        scripts.map((s) => s.textContent ?? '').find((text) => text.includes('"Product"')),
      );
    expect(JSON.parse(ld ?? '{}')).toMatchObject({
      '@type': 'Product',
      offers: { '@type': 'Offer', priceCurrency: 'VND' },
    });
  });

  test('a tour without departures has no dates section (en)', async ({ page }) => {
    await page.goto(`/en/detail-trip/${NO_DATES}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const links = await navLinks(page, 'Tour sections');
    expect(links).not.toContain('Dates and prices');
    expect(links[0]).toBe('Overview');
    expect(links.at(-1)).toBe('Reviews');
    await expect(page.locator('#dates-prices')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Dates and prices' })).toHaveCount(0);
  });

  test('a tour without suitability items has no suitability section (vi and en)', async ({ page }) => {
    await page.goto(`/vi/detail-trip/${NO_SUITABILITY}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await navLinks(page, 'Các phần của tour')).not.toContain('Chuyến đi này có phù hợp với bạn');
    await page.goto(`/en/detail-trip/${NO_SUITABILITY}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const links = await navLinks(page, 'Tour sections');
    expect(links).not.toContain('Is this trip right for you');
    expect(links).toContain('Dates and prices');
    await expect(page.locator('#suitability')).toHaveCount(0);
  });

  test('"Dates and prices" scrolls smoothly to the section, 100 px below the top', async ({ page }) => {
    await page.goto(`/en/detail-trip/${SHOWCASE}`);
    await expect(page.locator('#dates-prices')).toBeAttached();
    await page.getByRole('complementary').getByRole('link', { name: 'Dates and prices' }).click();
    const sectionTop = () =>
      page.evaluate(() => Math.round(document.getElementById('dates-prices')!.getBoundingClientRect().top));
    await expect
      .poll(async () => Math.abs((await sectionTop()) - 100), { timeout: 5000 })
      .toBeLessThanOrEqual(5);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  });

  test('the navigation scrolls to Reviews even though sections load on the way', async ({ page }) => {
    await page.goto(`/vi/detail-trip/${SHOWCASE}`);
    await page
      .getByRole('navigation', { name: 'Các phần của tour' })
      .getByRole('link', { name: 'Đánh giá' })
      .click();
    const reviewTop = () =>
      page.evaluate(() => Math.round(document.getElementById('review')!.getBoundingClientRect().top));
    await expect
      .poll(async () => Math.abs((await reviewTop()) - 100), { timeout: 8000 })
      .toBeLessThanOrEqual(5);
    await expect(page.locator('#review').getByRole('heading', { name: 'Đánh giá' })).toBeVisible();
  });

  test('a click right after the navigation’s scroll lands where it aims (the scroll gives way)', async ({
    page,
  }) => {
    await page.goto(`/en/detail-trip/${SHOWCASE}`);
    await page
      .getByRole('navigation', { name: 'Tour sections' })
      .getByRole('link', { name: 'Reviews' })
      .click();
    await page.getByRole('button', { name: 'Read all reviews' }).click();
    await expect(
      page
        .getByRole('dialog', { name: /^All reviews/ })
        .getByRole('article')
        .first(),
    ).toBeVisible();
  });

  test('the gallery opens full screen on first click and closes', async ({ page }) => {
    await page.goto(`/en/detail-trip/${SHOWCASE}`);
    await page.getByRole('button', { name: 'Open photo gallery' }).click();
    const portal = page.locator('.yarl__portal');
    await expect(portal).toBeVisible();
    // The library's stylesheet was loaded with the lazy chunk.
    expect(await portal.evaluate((el) => getComputedStyle(el).position)).toBe('fixed');
    await expect(page.locator('.yarl__thumbnails')).toBeVisible();
    await page.getByRole('button', { name: 'Close' }).click();
    await expect(portal).toHaveCount(0);
  });
});

test.describe('states', () => {
  test('an unsupported language offers the Vietnamese and English versions', async ({ page }) => {
    await page.goto(`/fr/detail-trip/${SHOWCASE}`);
    await expect(page.getByRole('heading', { name: 'Language Not Supported' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Xem bằng Tiếng Việt' })).toHaveAttribute(
      'href',
      `/vi/detail-trip/${SHOWCASE}`,
    );
    await page.getByRole('link', { name: 'View in English' }).click();
    await expect(page).toHaveURL(new RegExp(`/en/detail-trip/${SHOWCASE}$`));
    await expect(page.getByRole('navigation', { name: 'Tour sections' })).toBeVisible();
  });

  test('an upper-case language is accepted', async ({ page }) => {
    await page.goto(`/EN/detail-trip/${SHOWCASE}`);
    await expect(page.getByRole('navigation', { name: 'Tour sections' })).toBeVisible();
  });

  test('an unknown slug shows "Tour not found" (en and vi)', async ({ page }) => {
    await page.goto('/en/detail-trip/no-such-tour');
    await expect(page.getByRole('heading', { name: 'Tour not found' })).toBeVisible();
    await expect(
      page.getByText("The tour you're looking for doesn't exist or has been removed."),
    ).toBeVisible();
    await page.goto('/vi/detail-trip/no-such-tour');
    await expect(page.getByRole('heading', { name: 'Không tìm thấy tour' })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Về trang chủ' }).click();
    await expect(page).toHaveURL(/\/vi$/);
  });

  test('a 503 shows the error view', async ({ page, context }) => {
    await useScenario(context, 'tour-503');
    await page.goto(`/en/detail-trip/${SHOWCASE}`);
    await expect(
      page.getByRole('heading', {
        name: 'Error: Our server could not load this tour right now. Please try again later.',
      }),
    ).toBeVisible();
    await expect(page.getByText('Please check the slug or ID and try again.')).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Back to Home' })).toHaveAttribute(
      'href',
      '/',
    );
  });
});

test.describe('booking', () => {
  for (const lang of ['en', 'vi'] as const) {
    test(`picking a departure and a room goes to the checkout with both ids (${lang})`, async ({ page }) => {
      await page.goto(`/${lang}/detail-trip/${SHOWCASE}`);
      const section = page.locator('#dates-prices');
      await section.scrollIntoViewIfNeeded();
      const rows = section.getByRole('button', {
        name: lang === 'en' ? /^Show details for/ : /^Xem chi tiết ngày/,
      });
      await expect(rows.first()).toBeVisible();
      const count = await rows.count();
      // Find a departure that can be booked and has a second bookable room to pick.
      for (let i = 0; i < count; i += 1) {
        await rows.nth(i).click();
        await expect(rows.nth(i)).toHaveAttribute('aria-expanded', 'true');
        const book = section.getByRole('link', { name: lang === 'en' ? 'Book now' : 'Đặt ngay' });
        if ((await book.count()) === 0) continue;
        const radios = section.getByRole('radio');
        const n = await radios.count();
        let picked = false;
        for (let r = 0; r < n; r += 1) {
          const radio = radios.nth(r);
          if ((await radio.isChecked()) || (await radio.isDisabled())) continue;
          await radio.check();
          picked = true;
          break;
        }
        if (!picked && n > 1) continue;
        const dateId = await section
          .locator('li[data-departure-id]')
          .nth(i)
          .getAttribute('data-departure-id');
        const roomId = await section.getByRole('radio', { checked: true }).getAttribute('value');
        await book.click();
        await expect(page).toHaveURL(
          new RegExp(`/${lang}/tour/${SHOWCASE}/booking\\?dateId=${dateId}&roomId=${roomId}$`),
        );
        return;
      }
      throw new Error('no bookable departure found');
    });
  }

  test('a fully booked departure offers Contact Us', async ({ page }) => {
    await page.goto(`/en/detail-trip/${SHOWCASE}`);
    const section = page.locator('#dates-prices');
    await section.scrollIntoViewIfNeeded();
    await section.getByLabel('Availability').selectOption('all');
    await expect(section.getByLabel('Availability')).toHaveValue('all');
    // The sold-out departure is the showcase's second (a month or so ahead), which may be in the next calendar
    // year: every year's months are tried.
    const years = section.getByRole('tablist', { name: 'Departure years' }).getByRole('tab');
    const yearCount = Math.max(1, await years.count());
    for (let y = 0; y < yearCount; y += 1) {
      if ((await years.count()) > 0) {
        await years.nth(y).click();
        await expect(years.nth(y)).toHaveAttribute('aria-selected', 'true');
      }
      const months = section.getByRole('tablist', { name: 'Departure months' }).getByRole('tab');
      const monthCount = await months.count();
      for (let m = 0; m < monthCount; m += 1) {
        if (await months.nth(m).isDisabled()) continue;
        await months.nth(m).click();
        await expect(months.nth(m)).toHaveAttribute('aria-selected', 'true');
        const soldOut = section.locator('li[data-departure-id]').filter({ hasText: 'Sold out' });
        if ((await soldOut.count()) === 0) continue;
        await soldOut.first().getByRole('button').first().click();
        await expect(section.getByText('Fully booked', { exact: true })).toBeVisible();
        await expect(section.getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
          'href',
          '/en/contact',
        );
        return;
      }
    }
    throw new Error('the mock dataset guarantees a sold-out departure (the second); none was found');
  });
});

test.describe('reviews', () => {
  test('the review modal filters by stars and keeps loading pages while scrolling', async ({ page }) => {
    await page.goto(`/en/detail-trip/${MANY_REVIEWS}`);
    // The reviews section's code loads when the visitor comes near it.
    await page
      .getByRole('navigation', { name: 'Tour sections' })
      .getByRole('link', { name: 'Reviews' })
      .click();
    await page.getByRole('button', { name: 'Read all reviews' }).click();
    const dialog = page.getByRole('dialog', { name: 'All reviews' });
    await expect(dialog.getByRole('article').first()).toBeVisible();

    const filtered = page.waitForRequest((r) => {
      const url = new URL(r.url());
      return (
        url.pathname.endsWith('/tour-reviews-show') &&
        url.searchParams.getAll('stars[]').join() === '5' &&
        url.searchParams.get('page') === '1'
      );
    });
    await dialog.getByRole('checkbox', { name: /^5 stars/ }).check();
    await filtered;
    await expect(dialog.getByRole('feed')).toHaveAttribute('aria-busy', 'false');
    await expect(dialog.getByRole('article').first()).toBeVisible();

    const list = dialog.getByTestId('reviews-modal-list');
    for (const page_ of [2, 3, 4]) {
      const next = page.waitForRequest((r) => {
        const url = new URL(r.url());
        return (
          url.pathname.endsWith('/tour-reviews-show') &&
          url.searchParams.get('page') === String(page_) &&
          url.searchParams.getAll('stars[]').join() === '5'
        );
      });
      await list.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
      await next;
      await expect(dialog.getByRole('feed')).toHaveAttribute('aria-busy', 'false');
    }
    // Only a window of rows is in the page, however many are loaded.
    expect(await dialog.getByRole('article').count()).toBeLessThan(30);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toHaveCount(0);
  });

  test('the summary shows the weighted average and the first 5 reviews (vi)', async ({ page }) => {
    await page.goto(`/vi/detail-trip/${SHOWCASE}`);
    const section = page.locator('#review');
    await section.scrollIntoViewIfNeeded();
    await expect(section.getByTestId('review-summary')).toHaveText(/^\d\.\d trên 5 · \d+ đánh giá$/);
    await expect(section.getByRole('article')).toHaveCount(5);
  });
});

test.describe('accessibility', () => {
  test('the tour page, an open departure and the review modal have no serious axe violations', async ({
    page,
  }) => {
    await page.goto(`/en/detail-trip/${SHOWCASE}`);
    const section = page.locator('#dates-prices');
    await section.scrollIntoViewIfNeeded();
    await section
      .getByRole('button', { name: /^Show details for/ })
      .first()
      .click();
    await page.locator('#review').scrollIntoViewIfNeeded();
    await expect(page.locator('#review').getByRole('article').first()).toBeVisible();
    expect(await axeProblems(page, 'main')).toEqual([]);
    await page.getByRole('button', { name: 'Read all reviews' }).click();
    await expect(
      page.getByRole('dialog', { name: 'All reviews' }).getByRole('article').first(),
    ).toBeVisible();
    expect(await axeProblems(page, '[role="dialog"]')).toEqual([]);
  });
});
