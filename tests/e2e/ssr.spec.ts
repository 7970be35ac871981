/**
 * Server rendering (issue: every public page arrives as complete HTML): raw HTML and status codes, pages without
 * JavaScript, robots.txt and the sitemap, and hydration without any message in the console.
 */
import { expect, networkSettled, test } from './helpers';

const TOUR = 'ha-long-bay-discovery';

test.describe('raw HTML', () => {
  test('a tour page holds its title, price, sections and head data under <html lang="en">', async ({
    request,
  }) => {
    const res = await request.get(`/en/detail-trip/${TOUR}`);
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).toMatch(/<html lang="en">/);
    expect(html).toMatch(/<h1[^>]*>Ha Long Bay Discovery<\/h1>/);
    expect(html).toMatch(/\d{1,3}(\.\d{3})+ VNĐ/);
    expect(html).toContain('Dates and prices');
    expect(html).toContain('<title>Ha Long Bay Discovery | ViVu Travel</title>');
    expect(html).toMatch(/<meta name="description" content="[^"]+"/);
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="http://[^"]+/en/detail-trip/${TOUR}"`));
    expect(html).toMatch(/hrefLang="vi"/);
    expect(html).toMatch(/hrefLang="x-default"/);
    expect(html).toMatch(/<meta property="og:title"/);
    expect(html).toMatch(/<meta property="og:image"/);
    expect(html).toContain('application/ld+json');
    expect(html).toContain('"@type":"Product"');
    expect(res.headers()['cache-control']).toContain('s-maxage');
  });

  test('home, search, category and article HTML hold their content', async ({ request }) => {
    const home = await (await request.get('/vi')).text();
    expect(home).toContain('Tour mới');
    expect(home).toContain('"@type":"WebSite"');
    const search = await (await request.get('/en/search')).text();
    expect((search.match(/href="\/en\/detail-trip\/[^"]+"/g) ?? []).length).toBeGreaterThanOrEqual(6);
    const category = await (await request.get('/en/japan')).text();
    expect(category).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
    const article = await (await request.get('/en/post/street-food-hanoi')).text();
    expect(article).toMatch(/<h1[^>]*>Hanoi street food<\/h1>/);
    expect(article).toContain('"@type":"Article"');
  });

  test('no page carries a styling prop as an attribute (sx="[object Object]")', async ({ request }) => {
    for (const path of [
      '/vi',
      '/en/search',
      '/en/japan',
      `/en/detail-trip/${TOUR}`,
      '/en/all-destinations',
    ]) {
      const html = await (await request.get(path)).text();
      expect(html, path).not.toContain('[object Object]');
      expect(html, path).not.toMatch(/<[a-z]+ [^>]*\bsx="/);
    }
  });

  for (const [kind, path] of [
    ['page', '/en/no/such/page'],
    ['language', '/fr/search'],
    ['tour', '/en/detail-trip/no-such-tour'],
    ['article', '/en/post/no-such-article'],
    ['category', '/en/no-such-category'],
  ] as const) {
    test(`an unknown ${kind} answers 404 with the not-found content`, async ({ request }) => {
      const res = await request.get(path);
      expect(res.status()).toBe(404);
      expect(await res.text()).toMatch(/<h1[^>]*>/);
    });
  }

  test('/ redirects to /vi; robots.txt names the sitemap; the sitemap lists both languages', async ({
    request,
  }) => {
    const root = await request.get('/', { maxRedirects: 0 });
    expect(root.status()).toBe(302);
    expect(root.headers()['location']).toBe('/vi');
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toMatch(/Sitemap: http:\/\/[^\s]+\/sitemap\.xml/);
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.headers()['content-type']).toContain('xml');
    const xml = await sitemap.text();
    expect(xml).toContain(`/vi/detail-trip/${TOUR}</loc>`);
    expect(xml).toContain(`/en/detail-trip/${TOUR}</loc>`);
    expect(xml).toContain('hreflang="x-default"');
  });

  test('source maps and the server bundle are not served', async ({ request }) => {
    expect((await request.get('/server/entry-server.js')).status()).toBe(404);
    expect((await request.get('/sourcemaps/')).status()).toBe(404);
    expect((await request.get('/chunks.json')).status()).toBe(404);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the main pages show their content and links work', async ({ page }) => {
    await page.goto(`/en/detail-trip/${TOUR}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Ha Long Bay Discovery' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Dates and prices' })).toBeVisible();

    await page.goto('/en/search');
    const cards = page.getByRole('article');
    expect(await cards.count()).toBeGreaterThanOrEqual(6);
    const first = cards.first().getByRole('link').first();
    const href = await first.getAttribute('href');
    await first.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await page.goto('/vi');
    await expect(page.getByRole('tab', { name: 'Tour mới' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Điểm đến phổ biến' })).toBeVisible();

    await page.goto('/en/japan');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto('/en/post/street-food-hanoi');
    await expect(page.getByRole('heading', { level: 1, name: 'Hanoi street food' })).toBeVisible();
  });
});

test('hydration leaves no message in the console on any route, in both languages', async ({ page }) => {
  test.setTimeout(120_000);
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      messages.push(`${page.url()}: ${message.text()}`);
  });
  for (const path of [
    '/vi',
    '/en',
    '/en/search',
    '/vi/destinations',
    `/en/detail-trip/${TOUR}`,
    `/vi/detail-trip/${TOUR}`,
    '/en/japan',
    '/vi/vietnam',
    '/en/travel-deals',
    '/en/post/street-food-hanoi',
    '/vi/who-we-are',
    '/en/contact',
    '/en/compare',
    '/en/contact/wishlist',
    '/en/no-such-page',
  ]) {
    await page.goto(path);
    await networkSettled(page);
  }
  expect(messages.filter((m) => /hydrat|#418|#419|#423|#425|did not match/i.test(m))).toEqual([]);
});
