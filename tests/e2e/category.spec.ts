/**
 * Category landing pages and the travel deals page against the production build (spec part 2: category
 * landing pages; part 1: travel deals). Each template of the mock renders its sections; unknown slugs give 404.
 */
import type { Page } from '@playwright/test';
import { expect, test, useScenario, injectAxe } from './helpers';

/** Serious and critical axe-core violations inside the page's main content (iframes not scanned). */
async function seriousViolations(page: Page): Promise<string[]> {
  await injectAxe(page);
  const violations = await page.evaluate(async () => {
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
    const result = await axe.run(
      { include: [['#main-content']] },
      { iframes: false, resultTypes: ['violations'] },
    );
    return result.violations;
  });
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

const NOT_FOUND = /không tồn tại/i;

async function expectTemplate(page: Page, template: string) {
  await expect(page.locator(`[data-template="${template}"]`)).toBeVisible();
}

test.describe('category templates', () => {
  test('level 1 all-destinations (en): banner, regions, CTA, top destinations, video, popular trips, highlights, articles, FAQ', async ({
    page,
  }) => {
    await page.goto('/en/all-destinations');
    await expect(page.getByRole('heading', { level: 1, name: 'Destinations' })).toBeVisible();
    await expectTemplate(page, 'all-destinations');
    await expect(
      page.getByRole('region', { name: 'Explore by region' }).getByRole('link', { name: /Asia/ }),
    ).toHaveAttribute('href', '/en/asia');
    await expect(page.getByRole('link', { name: 'Explore all trips' })).toHaveAttribute('href', '/en/search');
    const top = page.getByRole('region', { name: 'Top destinations' });
    await expect(top.getByRole('link', { name: /^Trip / }).first()).toHaveAttribute('href', /^\/en\/[^/]+$/);
    const frame = page.locator('iframe[title="Destinations video"]');
    await expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/Scxs7L0vhZ4');
    await expect(frame).toHaveAttribute('loading', 'lazy');
    await expect(page.getByRole('region', { name: 'Popular trips' }).getByRole('article')).toHaveCount(4);
    await expect(page.getByRole('region', { name: 'Trip highlights' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Articles' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Frequently asked questions' })).toBeVisible();
    await expect(page).toHaveTitle(/^Destinations \| /);
    await expect(page.locator('link[rel="alternate"][hreflang="vi"]')).toHaveAttribute(
      'href',
      /\/vi\/all-destinations$/,
    );
  });

  for (const [slug, template, title] of [
    ['themes', 'regions', 'Chủ đề du lịch'],
    ['new-trips', 'new-trips', 'Chuyến đi mới'],
    ['deals', 'deals', 'Ưu đãi du lịch'],
    ['asia', 'destination', 'Châu Á'],
    ['vietnam', 'destination', 'Việt Nam'],
    ['asia-deals', 'deals', 'Ưu đãi châu Á'],
  ] as const) {
    test(`${slug} (vi) renders the ${template} template with its sections`, async ({ page }) => {
      await page.goto(`/vi/${slug}`);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expectTemplate(page, template);
      await expect(
        page.getByRole('region', { name: 'Chuyến đi phổ biến' }).getByRole('article').first(),
      ).toBeVisible();
      if (template !== 'deals')
        await expect(page.getByRole('region', { name: 'Câu hỏi thường gặp' })).toBeVisible();
    });
  }

  test('level 3 sub-destination (en): at a glance and article groups, fetched with the sub-slug', async ({
    page,
  }) => {
    const slugs: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname.endsWith('/homepage-data')) slugs.push(url.searchParams.get('slug') ?? '');
    });
    await page.goto('/en/vietnam/ha-long-bay');
    await expect(page.getByRole('heading', { level: 1, name: 'Ha Long Bay' })).toBeVisible();
    await expectTemplate(page, 'sub-destination');
    // The page arrives rendered with its data (asked for on the server); any call the browser makes uses the sub-slug.
    expect(slugs.every((slug) => slug === 'ha-long-bay')).toBe(true);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      /\/en\/vietnam\/ha-long-bay$/,
    );
    const glance = page.getByRole('region', { name: /at a glance/ });
    await expect(glance.getByRole('term')).toHaveText([
      'Capital city',
      'Population',
      'Currency',
      'Language',
      'Time zone',
      'Calling code',
      'Electricity',
    ]);
    await expect(page.getByRole('region', { name: 'Get inspired' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'On this page' })).toBeVisible();
  });

  test('an unknown slug gives the 404 page', async ({ page }) => {
    await page.goto('/en/no-such-category');
    await expect(page.getByRole('heading', { name: NOT_FOUND })).toBeVisible();
  });

  test('the homepage-data-404 scenario gives the 404 page', async ({ page, context }) => {
    await useScenario(context, 'homepage-data-404');
    await page.goto('/vi/vietnam');
    await expect(page.getByRole('heading', { name: NOT_FOUND })).toBeVisible();
  });
});

test.describe('travel deals table', () => {
  test('shows 6 rows, then all after "View More Trips" (en)', async ({ page }) => {
    // asia has more than 6 deals in the mock.
    const answer = (await (
      await page.request.get('/api/en/get-travel-deals-of-category?slug=asia')
    ).json()) as {
      traveldeals: { content: unknown[] };
    };
    const total = answer.traveldeals.content.length;
    expect(total).toBeGreaterThan(6);
    await page.goto('/en/asia');
    const section = page.locator('#travel-deals');
    const table = section.getByRole('table');
    await expect(table.getByRole('columnheader', { name: 'From USD' })).toBeVisible();
    const rows = table.locator('tbody tr');
    await expect(rows).toHaveCount(6);
    await expect(rows.first().locator('s')).toHaveText(/^\d{1,3}(,\d{3})*$/);
    await expect(rows.first().getByRole('link', { name: 'View Trip' })).toHaveAttribute(
      'href',
      /^\/en\/detail-trip\//,
    );
    await section.getByRole('button', { name: 'View More Trips' }).click();
    await expect(section.getByRole('button', { name: 'View More Trips' })).toHaveCount(0);
    await expect(rows).toHaveCount(total);
  });

  test('the travel-deals-500 scenario says the deals failed, without the status', async ({
    page,
    context,
  }) => {
    await useScenario(context, 'travel-deals-500');
    await page.goto('/en/vietnam');
    await expect(page.getByText('Failed to fetch travel deals')).toBeVisible();
    await expect(page.getByText(/HTTP/)).toHaveCount(0);
  });
});

test.describe('popular trips grid', () => {
  test('grows by 4 per click and fetches the next page when the cached cards run out', async ({ page }) => {
    const pages: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname.endsWith('/get-tour-of-category')) pages.push(url.searchParams.get('page') ?? '');
    });
    // asia: more than 8 trips, the mock pages 8 per page.
    await page.goto('/en/asia');
    const grid = page.getByRole('region', { name: 'Popular trips' });
    const cards = grid.getByRole('article');
    await expect(cards).toHaveCount(4);
    // Page 1 came with the server-rendered page: the browser asks for nothing until the cached cards run out.
    expect(pages).toEqual([]);
    await grid.getByRole('button', { name: 'Show more trips' }).click();
    await expect(cards).toHaveCount(8);
    expect(pages).toEqual([]);
    await grid.getByRole('button', { name: 'Show more trips' }).click();
    await expect(cards).toHaveCount(12);
    expect(pages).toEqual(['2']);
    await expect(grid.getByRole('link', { name: 'Refine search' })).toHaveAttribute('href', '/en/search');
  });

  test('FAQ keeps one item open at a time', async ({ page }) => {
    await page.goto('/en/vietnam');
    const faq = page.getByRole('region', { name: 'Frequently asked questions' });
    const [first, second] = [faq.getByRole('button').nth(0), faq.getByRole('button').nth(1)];
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await second.click();
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('travel deals page', () => {
  test('lists last-minute deals and trips on sale; a card searches by keyword (vi)', async ({ page }) => {
    await page.goto('/vi/travel-deals');
    await expect(page.getByRole('heading', { level: 1, name: 'Ưu đãi du lịch' })).toBeVisible();
    const last = page.getByRole('region', { name: 'Ưu đãi phút chót' });
    await expect(last.getByRole('article').first()).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Chuyến đi đang giảm giá' }).getByRole('article').first(),
    ).toBeVisible();
    const title = (await last.getByRole('article').first().getByRole('heading').textContent()) ?? '';
    await last.getByRole('article').first().getByRole('link').click();
    await expect(page).toHaveURL(/\/vi\/search\?keyword=/);
    expect(new URL(page.url()).searchParams.get('keyword')).toBe(title);
  });
});

test.describe('accessibility', () => {
  for (const url of ['/en/vietnam', '/vi/all-destinations', '/en/travel-deals']) {
    test(`${url} has no serious axe violations in its content`, async ({ page }) => {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('article').first()).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});

test('the lower sections are in the page from the start but skipped by rendering while off screen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/en/japan');
  const faq = page.getByRole('region', { name: 'Frequently asked questions' });
  // In the server's HTML and the accessibility tree without scrolling…
  await expect(faq.getByRole('button').first()).toBeAttached();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  // …in a wrapper the browser may skip while it is off screen, with its height reserved.
  const wrapper = page.locator('[style*="content-visibility"]').filter({ has: faq });
  await expect(wrapper).toHaveCSS('content-visibility', 'auto');
  // Brought into view, it renders and works.
  await faq.scrollIntoViewIfNeeded();
  await expect(faq.getByRole('button').first()).toBeVisible();
});

test('the first click on the section menu brings even the last section under the menu, on a phone and a desktop', async ({
  page,
}) => {
  // The sections skipped while off screen stand in with estimated heights: the scroll follows its section as they render.
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    await page.goto('/en/japan');
    await page
      .getByRole('navigation', { name: 'On this page' })
      .getByRole('link', { name: 'FAQ', exact: true })
      .click();
    await expect(page).toHaveURL(/#faqs$/);
    // The heading's section at its scroll margin (under the sticky header and menu), within a pixel.
    await expect
      .poll(() =>
        page.evaluate(() => {
          const faqs = document.getElementById('faqs')!;
          return Math.abs(
            faqs.getBoundingClientRect().top - parseFloat(getComputedStyle(faqs).scrollMarginTop),
          );
        }),
      )
      .toBeLessThanOrEqual(1);
  }
});
