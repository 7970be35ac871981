import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import type { CategoryPageData, CategoryTour, TravelDeal } from '@/api';
import { renderWithProviders } from '@/test/renderWithProviders';
import { server, resetMockState } from '../../../../mocks/node';
import CategoryPage from '../pages/CategoryPage';
import { deferredFrames } from '@/test/deferredFrames';

jest.setTimeout(60_000);

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  Element.prototype.scrollIntoView = jest.fn();
  Element.prototype.scrollBy = jest.fn();
});
afterEach(() => {
  server.resetHandlers();
  resetMockState();
  jest.restoreAllMocks();
});
afterAll(() => server.close());

type Lang = 'vi' | 'en';

const renderCategory = (route: string) =>
  renderWithProviders(<CategoryPage />, { route, path: '/:lang/:slug/:sub?' });

async function pageData(lang: Lang, slug: string): Promise<CategoryPageData> {
  const res = await fetch(`http://localhost/api/${lang}/homepage-data?slug=${encodeURIComponent(slug)}`);
  return ((await res.json()) as { data: CategoryPageData }).data;
}

const T = {
  vi: {
    loading: 'Đang tải...',
    explore: 'Khám phá tất cả chuyến đi',
    dealsLoading: 'Đang tải ưu đãi du lịch...',
    viewMore: 'Xem thêm ưu đãi',
    showMore: 'Hiện thêm chuyến đi',
    refine: 'Tìm kiếm chi tiết',
    popular: 'Chuyến đi phổ biến',
    viewTrip: 'Xem chuyến đi',
    fromUsd: 'Giá từ (USD)',
    nav: 'Trên trang này',
    glance: ['Thủ đô', 'Dân số', 'Tiền tệ', 'Ngôn ngữ', 'Múi giờ', 'Mã điện thoại', 'Điện áp'],
    trip: (name: string) => `Chuyến đi ${name}`,
    fetchFailed: 'Không thể tải ưu đãi du lịch',
    contactUs: 'Liên hệ',
    reviews: 'Khách du lịch nói gì',
  },
  en: {
    loading: 'Loading...',
    explore: 'Explore all trips',
    dealsLoading: 'Loading travel deals...',
    viewMore: 'View More Trips',
    showMore: 'Show more trips',
    refine: 'Refine search',
    popular: 'Popular trips',
    viewTrip: 'View Trip',
    fromUsd: 'From USD',
    nav: 'On this page',
    glance: [
      'Capital city',
      'Population',
      'Currency',
      'Language',
      'Time zone',
      'Calling code',
      'Electricity',
    ],
    trip: (name: string) => `Trip ${name}`,
    fetchFailed: 'Failed to fetch travel deals',
    contactUs: 'Contact us',
    reviews: 'What travellers say',
  },
} as const;

const NOT_FOUND_HEADING = /không tồn tại/i;

async function waitForPage(title: string) {
  return screen.findByRole('heading', { level: 1, name: title }, { timeout: 10_000 });
}

describe.each(['vi', 'en'] as const)('category templates (%s)', (lang) => {
  const tx = T[lang];

  it('level 1 all-destinations: banner, regions, explore CTA, top destinations, video, popular trips, highlights, articles, FAQ; no deals table', async () => {
    const data = await pageData(lang, 'all-destinations');
    renderCategory(`/${lang}/all-destinations`);
    expect(screen.getByRole('status')).toHaveTextContent(tx.loading);
    await waitForPage(data.banner!.title!);
    expect(document.querySelector('[data-template="all-destinations"]')).not.toBeNull();
    const regions = screen.getByRole('region', { name: data.regions!.title! });
    for (const r of data.regions!.content!) {
      expect(within(regions).getByRole('link', { name: new RegExp(r.name) })).toHaveAttribute('href', r.path);
    }
    expect(screen.getByRole('link', { name: tx.explore })).toHaveAttribute('href', `/${lang}/search`);
    const top = screen.getByRole('region', { name: data.topdestinations!.title! });
    const first = [...data.topdestinations!.content!].sort((a, b) => a.rank - b.rank)[0];
    expect(within(top).getByRole('link', { name: tx.trip(first.name) })).toHaveAttribute(
      'href',
      `/${lang}/${encodeURIComponent(first.name.toLowerCase().replace(/\s+/g, '-'))}`,
    );
    // The video's frame is put in by the page's inline script (components/DeferredFrame.tsx).
    const [video] = deferredFrames();
    expect(video).toMatchObject({
      src: 'https://www.youtube-nocookie.com/embed/Scxs7L0vhZ4',
      loading: 'lazy',
    });
    expect(video.title).toBeTruthy();
    expect(await screen.findByRole('region', { name: tx.popular })).toBeInTheDocument();
    const highlights = screen.getByRole('region', { name: data.highlights!.title! });
    const h = data.highlights!.content![0];
    expect(within(highlights).getAllByRole('link', { name: h.button![0].name })[0]).toHaveAttribute(
      'href',
      `/${lang}/detail-trip/${h.button![0].slug}`,
    );
    const articles = screen.getByRole('region', { name: data.articles!.title! });
    expect(
      within(articles).getByRole('region', {
        name: lang === 'vi' ? 'Khám phá theo điểm đến' : 'Browse by destination',
      }),
    ).toBeInTheDocument();
    expect(
      within(articles).getByRole('region', { name: lang === 'vi' ? 'Cảm hứng du lịch' : 'Get inspired' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: tx.reviews })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: data.faqs!.title! })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: tx.fromUsd })).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${data.banner!.title} | ViVu Travel`));
    const alternates = [...document.head.querySelectorAll('link[rel="alternate"]')].map((l) => [
      l.getAttribute('hreflang'),
      l.getAttribute('href'),
    ]);
    expect(alternates).toEqual(
      expect.arrayContaining([
        ['vi', 'http://localhost/vi/all-destinations'],
        ['en', 'http://localhost/en/all-destinations'],
      ]),
    );
  });

  it.each([
    ['themes', 'regions'],
    ['styles', 'regions'],
    ['new-trips', 'new-trips'],
    ['deals', 'deals'],
    ['asia', 'destination'],
    ['classic-adventures', 'destination'],
    ['asia-deals', 'deals'],
  ])('%s → %s template with its sections', async (slug, template) => {
    const data = await pageData(lang, slug);
    renderCategory(`/${lang}/${slug}`);
    await waitForPage(data.banner!.title!);
    expect(document.querySelector(`[data-template="${template}"]`)).not.toBeNull();
    if (data.regions?.content?.length && template !== 'new-trips') {
      expect(screen.getByRole('region', { name: data.regions.title! })).toBeInTheDocument();
    }
    if (data.faqs?.content?.length)
      expect(screen.getByRole('region', { name: data.faqs.title! })).toBeInTheDocument();
    if (data.highlights?.content?.length)
      expect(screen.getByRole('region', { name: data.highlights.title! })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: tx.popular })).toBeInTheDocument();
    if (template === 'deals') {
      expect(await screen.findByRole('columnheader', { name: tx.fromUsd })).toBeInTheDocument();
    }
  });

  it('level 2 destination (vietnam): deals table, at a glance, sticky nav', async () => {
    const data = await pageData(lang, 'vietnam');
    renderCategory(`/${lang}/vietnam`);
    await waitForPage(data.banner!.title!);
    expect(document.querySelector('[data-template="destination"]')).not.toBeNull();
    // Sections below the nav arrive in their own chunks.
    const glance = await screen.findByRole('region', { name: data.ataGlanceData!.title! });
    const item = data.ataGlanceData!.content![0];
    const terms = within(glance)
      .getAllByRole('term')
      .map((el) => el.textContent);
    expect(terms).toEqual(tx.glance);
    expect(within(glance).getByText(item.capital_city!)).toBeInTheDocument();
    expect(within(glance).getByText(item.calling_code!)).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: tx.nav });
    expect(within(nav).getAllByRole('link').length).toBeGreaterThan(1);
    expect(
      within(nav).getByRole('link', {
        name: data.faqs ? (lang === 'vi' ? 'Câu hỏi thường gặp' : 'FAQ') : '',
      }),
    ).toHaveAttribute('href', '#faqs');
  });

  it('level 3 sub-destination (vietnam/ha-long-bay) fetches with the sub-slug and shows its article groups', async () => {
    const slugs: string[] = [];
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname.endsWith('/homepage-data')) slugs.push(url.searchParams.get('slug') ?? '');
    });
    const data = await pageData(lang, 'ha-long-bay');
    slugs.length = 0;
    renderCategory(`/${lang}/vietnam/ha-long-bay`);
    await waitForPage(data.banner!.title!);
    expect(slugs).toEqual(['ha-long-bay']);
    server.events.removeAllListeners();
    expect(document.querySelector('[data-template="sub-destination"]')).not.toBeNull();
    expect(await screen.findByRole('region', { name: data.destinations!.title! })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: data.inspired!.title! })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: data.ataGlanceData!.title! })).toBeInTheDocument();
  });
});

describe('404 cases', () => {
  const body = (json: unknown) =>
    http.get('*/api/:lang/homepage-data', () => HttpResponse.json(json as never));

  it.each([
    ['an unknown slug', null],
    [
      'a 404 answer',
      http.get('*/api/:lang/homepage-data', () =>
        HttpResponse.json({ success: false, message: 'Not found' }, { status: 404 }),
      ),
    ],
    ['success false', body({ success: false, data: { file: { level: 1, type: 'destinations' } } })],
    ['a missing file', body({ success: true, data: { banner: { title: 'X' } } })],
    ['an unknown type', body({ success: true, data: { file: { level: 1, type: 'weird' } } })],
    ['an unknown level', body({ success: true, data: { file: { level: 4, type: 'destinations' } } })],
    ['level 3 deals', body({ success: true, data: { file: { level: 3, type: 'deals' } } })],
  ])('%s gives the 404 page', async (_name, handler) => {
    if (handler) server.use(handler);
    renderCategory('/en/no-such-category');
    expect(
      await screen.findByRole('heading', { name: NOT_FOUND_HEADING }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });
});

const deal = (i: number): TravelDeal => ({
  location: `Deal trip ${i} – Vietnam`,
  dates: {
    start: `2027-01-${String(i + 1).padStart(2, '0')}`,
    end: `2027-01-${String(i + 8).padStart(2, '0')}`,
  },
  departing: `Departs ${i}`,
  route: 'maps/route.svg',
  days: 8,
  priceUSD: { originalPriceUSD: 1290 + i, discountedPriceUSD: 990 },
  viewTripPath: `/en/detail-trip/deal-trip-${i}`,
});

describe('travel deals table', () => {
  it('shows 6 rows, then all after "View More Trips", with USD prices', async () => {
    server.use(
      // Slow enough that the loading state is always shown (the section's code and the answer race otherwise).
      http.get('*/api/:lang/get-travel-deals-of-category', async () => {
        await delay(2000);
        return HttpResponse.json({
          success: true,
          traveldeals: { title: 'Vietnam deals', content: Array.from({ length: 9 }, (_, i) => deal(i)) },
        });
      }),
    );
    const { user } = renderCategory('/en/vietnam');
    expect(await screen.findByText('Loading travel deals...', {}, { timeout: 10_000 })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Vietnam deals' }, { timeout: 10_000 });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Departing', 'Trip', 'Route', 'Days', 'From USD', 'View Trip']);
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 6);
    const row = within(table).getAllByRole('row')[1];
    expect(within(row).getByText('Departs 0')).toBeInTheDocument();
    expect(within(row).getByText('Deal trip 0 – Vietnam')).toBeInTheDocument();
    expect(within(row).getByText('Jan 1, 2027 – Jan 8, 2027')).toBeInTheDocument();
    expect(within(row).getByText('1,290').tagName).toBe('S');
    expect(within(row).getByText('990')).toBeInTheDocument();
    expect(within(row).getByRole('img', { name: 'Route map of Deal trip 0 – Vietnam' })).toHaveAttribute(
      'loading',
      'lazy',
    );
    expect(within(row).getByRole('link', { name: 'View Trip' })).toHaveAttribute(
      'href',
      '/en/detail-trip/deal-trip-0',
    );
    await user.click(screen.getByRole('button', { name: 'View More Trips' }));
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 9);
    expect(screen.queryByRole('button', { name: 'View More Trips' })).not.toBeInTheDocument();
  });

  it.each([
    ['vi', 'Không thể tải ưu đãi du lịch'],
    ['en', 'Failed to fetch travel deals'],
  ] as const)('%s: a server error says so in words; its status goes to the log', async (lang, message) => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      http.get('*/api/:lang/get-travel-deals-of-category', () =>
        HttpResponse.json({ message: 'x' }, { status: 500 }),
      ),
    );
    renderCategory(`/${lang}/vietnam`);
    expect(await screen.findByText(message, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByText(/HTTP/)).not.toBeInTheDocument();
    expect(errors).toHaveBeenCalledWith('Travel deals could not be loaded:', 'HTTP 500');
    errors.mockRestore();
  });

  it('a network failure or success false shows "Failed to fetch travel deals"', async () => {
    server.use(
      http.get('*/api/:lang/get-travel-deals-of-category', () =>
        HttpResponse.json({ success: false, traveldeals: { content: [] } }),
      ),
    );
    renderCategory('/en/vietnam');
    expect(
      await screen.findByText('Failed to fetch travel deals', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });

  it('an empty list shows nothing', async () => {
    server.use(
      http.get('*/api/:lang/get-travel-deals-of-category', () =>
        HttpResponse.json({ success: true, traveldeals: { content: [] } }),
      ),
    );
    const data = await pageData('en', 'vietnam');
    renderCategory('/en/vietnam');
    await waitForPage(data.banner!.title!);
    await screen.findByRole('region', { name: 'Popular trips' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByText('Loading travel deals...')).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'On this page' })).queryByRole('link', {
        name: 'Travel deals',
      }),
    ).not.toBeInTheDocument();
  });
});

const tour = (id: number): CategoryTour => ({
  id,
  title: `Grid trip ${id}`,
  image: `tours/${id}.jpg`,
  duration: 5,
  comfortLevel: 'Original',
  price: id === 3 ? null : 1000 + id,
  slug: `grid-trip-${id}`,
});

describe('popular trips grid', () => {
  it.each(['vi', 'en'] as const)(
    '%s: 4 cards, +4 per click, the next page fetched when the cached cards run out',
    async (lang) => {
      const pages: number[] = [];
      server.use(
        http.get('*/api/:lang/get-tour-of-category', ({ request }) => {
          const page = Number(new URL(request.url).searchParams.get('page') ?? '1');
          pages.push(page);
          const ids = Array.from({ length: 6 }, (_, i) => (page - 1) * 6 + i + 1);
          return HttpResponse.json({
            success: true,
            data: ids.filter((id) => id <= 14).map(tour),
            current_page: page,
            last_page: 3,
          });
        }),
      );
      const tx = T[lang];
      const { user } = renderCategory(`/${lang}/vietnam`);
      const grid = await screen.findByRole('region', { name: tx.popular }, { timeout: 10_000 });
      const cards = () => within(grid).getAllByRole('article');
      expect(await within(grid).findAllByRole('article', {}, { timeout: 10_000 })).toHaveLength(4);
      expect(pages).toEqual([1]);
      const card = cards()[0];
      expect(within(card).getByRole('heading', { name: 'Grid trip 1' })).toBeInTheDocument();
      expect(within(card).getByRole('link', { name: /Grid trip 1/ })).toHaveAttribute(
        'href',
        `/${lang}/detail-trip/grid-trip-1`,
      );
      expect(within(card).getByText('24.024.000 VNĐ')).toBeInTheDocument();
      expect(within(cards()[2]).getByText(tx.contactUs)).toBeInTheDocument();
      expect(within(grid).getByRole('link', { name: tx.refine })).toHaveAttribute('href', `/${lang}/search`);

      // 4 → 8: 6 cached, so page 2 is fetched.
      await user.click(within(grid).getByRole('button', { name: tx.showMore }));
      await waitFor(() => expect(cards()).toHaveLength(8));
      expect(pages).toEqual([1, 2]);
      // 8 → 12: 12 cached, nothing fetched.
      await user.click(within(grid).getByRole('button', { name: tx.showMore }));
      await waitFor(() => expect(cards()).toHaveLength(12));
      expect(pages).toEqual([1, 2]);
      // 12 → 14: page 3 (the last).
      await user.click(within(grid).getByRole('button', { name: tx.showMore }));
      await waitFor(() => expect(cards()).toHaveLength(14));
      expect(pages).toEqual([1, 2, 3]);
      expect(within(grid).queryByRole('button', { name: tx.showMore })).not.toBeInTheDocument();
    },
  );
});

describe('FAQ accordion', () => {
  it('keeps one item open at a time', async () => {
    const data = await pageData('en', 'vietnam');
    const { user } = renderCategory('/en/vietnam');
    const faq = await screen.findByRole('region', { name: data.faqs!.title! }, { timeout: 10_000 });
    const [q1, q2] = data.faqs!.content!;
    const b1 = within(faq).getByRole('button', { name: q1.question });
    const b2 = within(faq).getByRole('button', { name: q2.question });
    expect(b1).toHaveAttribute('aria-expanded', 'false');
    await user.click(b1);
    expect(b1).toHaveAttribute('aria-expanded', 'true');
    expect(within(faq).getByText(q1.answer)).toBeVisible();
    await user.click(b2);
    expect(b2).toHaveAttribute('aria-expanded', 'true');
    expect(b1).toHaveAttribute('aria-expanded', 'false');
    await user.click(b2);
    expect(b2).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('top destinations carousel', () => {
  it('scrolls 320 px per click', async () => {
    const data = await pageData('en', 'vietnam');
    const { user } = renderCategory('/en/vietnam');
    const top = await screen.findByRole(
      'region',
      { name: data.topdestinations!.title! },
      { timeout: 10_000 },
    );
    const scrollBy = Element.prototype.scrollBy as jest.Mock;
    scrollBy.mockClear();
    await user.click(within(top).getByRole('button', { name: 'Next destinations' }));
    expect(scrollBy).toHaveBeenLastCalledWith({ left: 320, behavior: 'smooth' });
    await user.click(within(top).getByRole('button', { name: 'Previous destinations' }));
    expect(scrollBy).toHaveBeenLastCalledWith({ left: -320, behavior: 'smooth' });
    expect(within(top).getByRole('link', { name: 'Trip Ha Long Bay' })).toHaveAttribute(
      'href',
      '/en/ha-long-bay',
    );
  });
});
