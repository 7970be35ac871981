/**
 * @jest-environment node
 *
 * The server render (no window: RTK Query starts calls during render, DOMPurify runs on jsdom).
 */
import { server, resetMockState } from '../mocks/node';
import { render, safeJson, shellStyles, type RenderResult } from './entry-server';
import { splitHead } from './app/serverMarkup';
import { ROUTE_PREFETCH } from './app/routePrefetch';

jest.mock('@/components/purify', () => jest.requireActual('@/components/purify.server'));

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetMockState();
});
afterAll(() => server.close());

const ORIGIN = 'https://vivu.example';

async function page(path: string, headers: Record<string, string> = {}) {
  const result = await render(new Request(`${ORIGIN}${path}`), { origin: ORIGIN, forwardHeaders: headers });
  if (result.kind !== 'page') throw new Error(`expected a page, got ${result.kind}`);
  return result;
}

const text = (r: Extract<RenderResult, { kind: 'page' }>) =>
  r.html
    .toString()
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

describe('the client-rendered shell’s styles', () => {
  it('are the page’s global rules, the baseline and the plain components’, in the tag the browser takes over', () => {
    const tag = shellStyles();
    expect(tag).toMatch(/^<style data-styled-server="true"[^>]*>/);
    expect(tag).toContain('@keyframes mui-auto-fill');
    expect(tag).toContain('*,*::before,*::after{box-sizing:inherit;}');
    expect(tag).toContain('.PlainButton');
    expect(tag).toMatch(/data-styled\.g\d+\[id="sc-global-/);
  });
});

describe('server render', () => {
  it('renders a tour page with its content, head data and the data the browser needs (en)', async () => {
    const r = await page('/en/detail-trip/ha-long-bay-discovery');
    expect(r.status).toBe(200);
    expect(r.lang).toBe('en');
    expect(r.html.toString()).toMatch(/<h1[^>]*>Ha Long Bay Discovery<\/h1>/);
    expect(text(r)).toContain('Dates and prices');
    expect(text(r)).toMatch(/\d{1,3}(\.\d{3})+ VNĐ/);
    expect(r.head).toContain('<title>Ha Long Bay Discovery | ViVu Travel</title>');
    expect(r.head).toContain(`<link rel="canonical" href="${ORIGIN}/en/detail-trip/ha-long-bay-discovery"/>`);
    expect(r.head).toContain(`hrefLang="vi" href="${ORIGIN}/vi/detail-trip/ha-long-bay-discovery"`);
    expect(r.head).toContain(`hrefLang="x-default" href="${ORIGIN}/vi/detail-trip/ha-long-bay-discovery"`);
    expect(r.head).toContain('<meta property="og:title" content="Ha Long Bay Discovery | ViVu Travel"/>');
    expect(r.head).toContain('<meta property="og:image"');
    expect(r.html.toString()).toContain('"@type":"Product"');
    expect(r.html.toString()).toContain('"@type":"BreadcrumbList"');
    expect(r.styles).toContain('data-styled');
    // Complete HTML: every boundary inline, no streaming placeholders or completion scripts.
    expect(r.html.toString()).not.toContain('<!--$?-->');
    expect(r.html.toString()).not.toMatch(/<script>\$R/);
    const data = JSON.parse(r.data) as {
      lang: string;
      api: { contentApi: { queries: Record<string, { status: string }> } };
      i18n: Record<string, unknown>;
    };
    expect(data.lang).toBe('en');
    expect(Object.values(data.api.contentApi.queries).some((q) => q.status === 'fulfilled')).toBe(true);
    expect(data.i18n).toHaveProperty('tour');
    expect(r.data).not.toContain('</script');
  });

  it('renders search results with trip links and the home page with its sections (vi)', async () => {
    const search = await page('/vi/search');
    expect((search.html.toString().match(/href="\/vi\/detail-trip\//g) ?? []).length).toBeGreaterThanOrEqual(
      6,
    );
    const home = await page('/vi');
    expect(home.head).toContain('<title>');
    expect(home.html.toString()).toContain('"@type":"WebSite"');
    expect(text(home)).toContain('Tour mới');
    expect(text(home)).toContain('Điểm đến phổ biến');
  });

  it("skips rendering the home page's lower three sections and the footer while off screen, content in the page", async () => {
    const skipped = /<div[^>]*style="content-visibility:auto;contain-intrinsic-size:auto (\d+)px"/g;
    const home = await page('/vi');
    expect([...home.html.toString().matchAll(skipped)].map((m) => m[1])).toEqual([
      '480',
      '520',
      '360',
      '320',
    ]);
    // The sections' content is still in the HTML (search engines, find in page, assistive technology).
    const lower = home.html.toString().slice(home.html.toString().search(skipped));
    expect(lower).toContain('Điểm đến phổ biến');
    expect(lower).toContain('<footer');
    // Elsewhere only the footer: a page's first sections are never skipped.
    const search = await page('/en/search');
    expect([...search.html.toString().matchAll(skipped)].map((m) => m[1])).toEqual(['320']);
  });

  /** The ids of a tour page's sections below the overview (the showcase tour has all of them). */
  const TOUR_LOWER_SECTIONS = [
    'highlights',
    'itinerary',
    'inclusions',
    'suitability',
    'dates-prices',
    'important-notes',
    'review',
  ];

  it("skips rendering a tour page's sections below the overview while off screen, content in the page", async () => {
    const r = await page('/en/detail-trip/ha-long-bay-discovery');
    /**
     * The height standing in for a section while it is skipped (null: never skipped): its classes' rules skip it
     * (`content-visibility: auto`), its own style gives the height.
     */
    const skippedHeight = (id: string) => {
      const tag = new RegExp(`<section[^>]*id="${id}"[^>]*>`).exec(r.html.toString())?.[0];
      if (!tag) throw new Error(`no section #${id}`);
      const classes = /class="([^"]*)"/.exec(tag)?.[1].split(' ') ?? [];
      const skips = classes.some((name) =>
        /content-visibility:auto/.test(new RegExp(`\\.${name}\\{([^}]*)\\}`).exec(r.styles)?.[1] ?? ''),
      );
      const size = /style="[^"]*contain-intrinsic-size:auto (\d+)px/.exec(tag);
      return skips && size ? Number(size[1]) : null;
    };
    expect(skippedHeight('overview')).toBeNull();
    expect(TOUR_LOWER_SECTIONS.map(skippedHeight)).toEqual([300, 800, 800, 500, 500, 600, 1000]);
    // Skipped is not removed: the lower sections' content is in the HTML.
    expect(text(r)).toContain('Important notes');
  });

  it("hydrates a tour page's sections below the overview as they come near: each waits in a deferred section", async () => {
    const r = await page('/en/detail-trip/ha-long-bay-discovery');
    const deferred = (id: string) =>
      new RegExp(`<div data-hydrate-pending=""><!--\\$--><section[^>]*id="${id}"`).test(r.html.toString());
    expect(deferred('overview')).toBe(false);
    expect(TOUR_LOWER_SECTIONS.filter((id) => !deferred(id))).toEqual([]);
  });

  it.each([
    ['an unknown language', '/fr/search'],
    ['an unknown tour', '/en/detail-trip/no-such-tour'],
    ['an unknown article', '/en/post/no-such-article'],
    ['an unknown category', '/en/no-such-place'],
  ])('answers 404 for %s', async (_name, path) => {
    const r = await page(path);
    expect(r.status).toBe(404);
  });

  it('answers 503 when the content service fails the page', async () => {
    const r = await page('/en/detail-trip/ha-long-bay-discovery', { 'x-mock-scenario': 'tour-500' });
    expect(r.status).toBe(503);
  });

  it.each([
    ['home', '/vi'],
    ['search', '/en/search'],
    ['search with filters', '/vi/search?sort=price_asc&page=2'],
    ['tour', '/en/detail-trip/ha-long-bay-discovery'],
    ['category', '/en/japan'],
    ['checkout', '/vi/tour/ha-long-bay-discovery/booking?dateId=1&roomId=1'],
    ['checkout with its address form', '/en/tour/ha-long-bay-discovery/booking?dateId=101&roomId=1'],
    ['travel deals', '/en/travel-deals'],
    ['who we are', '/vi/who-we-are'],
    ['purpose', '/en/purpose'],
    ['stories', '/vi/stories'],
    ['books', '/en/books'],
    ['article list', '/vi/post'],
    ['article', '/en/post/travel-guide-vietnam'],
    ['contact', '/vi/contact'],
    ['contact us', '/en/contact/contact-us'],
    ['manage booking', '/vi/contact/manage-booking'],
    ['wishlist', '/en/contact/wishlist'],
    ['compare', '/vi/compare'],
    ['test', '/test'],
  ])('renders the %s page in one pass: its route starts its calls before the render', async (_name, path) => {
    const r = await page(path);
    expect(r.status).toBe(200);
    expect(r.passes).toBe(1);
  });

  it.each([
    ['an unknown address', '/vi/no/such/page'],
    ['an unknown article', '/en/post/no-such-article'],
  ])('renders the 404 page of %s in one pass', async (_name, path) => {
    const r = await page(path);
    expect(r.status).toBe(404);
    expect(r.passes).toBe(1);
  });

  it('still completes a page whose calls its route does not list (a second pass)', async () => {
    const listed = jest.spyOn(ROUTE_PREFETCH, 'page-traveldeals').mockReturnValue([]);
    try {
      const r = await page('/en/travel-deals');
      expect(r.status).toBe(200);
      expect(r.passes).toBeGreaterThan(1);
      // The second pass rendered the lists' answers, not their loading state.
      expect(r.html.toString()).toContain('Last-minute deals');
      expect(r.html.toString()).not.toContain('Loading trips...');
    } finally {
      listed.mockRestore();
    }
  });

  it('redirects / to /vi', async () => {
    const r = await render(new Request(`${ORIGIN}/`), { origin: ORIGIN });
    expect(r).toMatchObject({ kind: 'redirect', status: 302, location: '/vi' });
  });

  it('splits hoisted head elements from the markup', () => {
    const { head, body } = splitHead(
      Buffer.from('<title>Vịnh Hạ Long – 3 ngày</title><meta name="x" content="y"/><div>Đà Nẵng</div>'),
    );
    expect(head).toBe('<title>Vịnh Hạ Long – 3 ngày</title><meta name="x" content="y"/>');
    expect(body.toString()).toBe('<div>Đà Nẵng</div>');
    expect(splitHead(Buffer.from('<div>b</div>'))).toEqual({ head: '', body: Buffer.from('<div>b</div>') });
  });
});

describe('safeJson (the page data inside its <script>)', () => {
  it('escapes what could end the script or break a line of JavaScript, and reads back as the same value', () => {
    const value = {
      html: '</script><script>alert(1)</script>',
      arrow: 'a > b',
      lines: 'x\u2028y\u2029z',
      plain: 'Hạ Long',
    };
    const text = safeJson(value);
    expect(text).not.toMatch(/[<>\u2028\u2029]/);
    expect(text).toContain('\\u003c/script\\u003e');
    expect(text).toContain('x\\u2028y\\u2029z');
    expect(JSON.parse(text)).toEqual(value);
  });
});
