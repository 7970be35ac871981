import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderWithProviders } from '@/test/renderWithProviders';
import { server, resetMockState } from '../../../mocks/node';
import { initialTourFilterState } from '@/domain/search/tourFilterState';
import SearchPage from './pages/SearchPage';

jest.setTimeout(60000);

const tourRequests: URL[] = [];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  tourRequests.length = 0;
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (/^\/api\/(vi|en)\/tours$/.test(url.pathname)) tourRequests.push(url);
  });
});
afterEach(() => {
  server.events.removeAllListeners();
  server.resetHandlers();
  resetMockState();
  localStorage.clear();
});
afterAll(() => server.close());

const lastRequest = () => tourRequests[tourRequests.length - 1];
const cards = () => screen.queryAllByRole('article');

function renderSearch(route = '/en/search', path = '/:lang/search') {
  return renderWithProviders(<SearchPage />, { route, path });
}

async function loaded() {
  await waitFor(() => expect(cards().length).toBeGreaterThan(0));
}

/** The listing answer of the mock service for a request, but with other content. */
const answer = (body: unknown, init?: ResponseInit) =>
  http.get('*/api/:lang/tours', () => HttpResponse.json(body as never, init));

describe('Search page: listing and filter sidebar', () => {
  it('shows at most 12 trips, six filter sections with duration, price and deals open (en)', async () => {
    renderSearch();
    expect(screen.getByRole('heading', { level: 1, name: 'Search trips' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading trips...' })).toBeInTheDocument();
    await loaded();
    expect(cards().length).toBeLessThanOrEqual(12);
    const sidebar = screen.getByRole('complementary', { name: 'Filters' });
    const section = (name: string) => within(sidebar).getByRole('button', { name });
    expect(section('Duration')).toHaveAttribute('aria-expanded', 'true');
    expect(section('Price')).toHaveAttribute('aria-expanded', 'true');
    expect(section('Deals')).toHaveAttribute('aria-expanded', 'true');
    expect(section('Physical rating')).toHaveAttribute('aria-expanded', 'false');
    expect(section('Style')).toHaveAttribute('aria-expanded', 'false');
    expect(section('Theme')).toHaveAttribute('aria-expanded', 'false');
    expect(lastRequest().searchParams.get('page')).toBe('1');
    expect(lastRequest().searchParams.get('per_page')).toBe('12');

    // Duration options of the spec.
    const min = within(sidebar).getByRole('combobox', { name: 'Minimum duration' });
    expect(
      within(min)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Any', '2 days', '3 days', '5 days', '7 days', '10 days', '14 days', '21 days']);
    const max = within(sidebar).getByRole('combobox', { name: 'Maximum duration' });
    expect(
      within(max)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Any', '7 days', '10 days', '14 days', '21 days', '30 days']);

    // Physical rating levels with counts, once expanded.
    fireEvent.click(section('Physical rating'));
    expect(section('Physical rating')).toHaveAttribute('aria-expanded', 'true');
    for (const level of ['Light', 'Easy', 'Moderate', 'Challenging', 'Demanding']) {
      expect(
        within(sidebar).getByRole('checkbox', { name: new RegExp(`^${level} \\(\\d+\\)$`) }),
      ).toBeInTheDocument();
    }
  });

  it('uses the Vietnamese texts and levels (vi)', async () => {
    renderSearch('/vi/search');
    await loaded();
    const sidebar = screen.getByRole('complementary', { name: 'Bộ lọc' });
    fireEvent.click(within(sidebar).getByRole('button', { name: 'Mức độ thể lực' }));
    for (const level of ['Nhẹ', 'Dễ', 'Trung bình', 'Thử thách', 'Đòi hỏi cao']) {
      expect(
        within(sidebar).getByRole('checkbox', { name: new RegExp(`^${level} \\(\\d+\\)$`) }),
      ).toBeInTheDocument();
    }
    expect(within(sidebar).getByRole('button', { name: 'Thời gian' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('says when a group has no options', async () => {
    server.use(
      answer({
        success: true,
        data: [],
        total: 0,
        current_page: 1,
        last_page: 1,
        per_page: 12,
        counts: {
          physical_rating: {},
          style: { title: 'Style', data: [] },
          theme: { title: 'Theme', data: [] },
          deals: { title: 'Deals', data: [] },
        },
      }),
    );
    renderSearch();
    expect(await screen.findByText('No deals available')).toBeInTheDocument();
    const sidebar = screen.getByRole('complementary', { name: 'Filters' });
    fireEvent.click(within(sidebar).getByRole('button', { name: 'Style' }));
    fireEvent.click(within(sidebar).getByRole('button', { name: 'Theme' }));
    expect(screen.getByText('No styles available')).toBeInTheDocument();
    expect(screen.getByText('No themes available')).toBeInTheDocument();
  });
});

describe('Search page: filters → request', () => {
  it('sends every chosen filter with the contract names, and shows removable chips', async () => {
    const { store } = renderSearch();
    await loaded();
    const sidebar = screen.getByRole('complementary', { name: 'Filters' });
    fireEvent.change(within(sidebar).getByRole('combobox', { name: 'Minimum duration' }), {
      target: { value: '5' },
    });
    fireEvent.change(within(sidebar).getByRole('combobox', { name: 'Maximum duration' }), {
      target: { value: '14' },
    });
    fireEvent.change(within(sidebar).getByRole('spinbutton', { name: 'Min price (VNĐ)' }), {
      target: { value: '1000000' },
    });
    fireEvent.change(within(sidebar).getByRole('spinbutton', { name: 'Max price (VNĐ)' }), {
      target: { value: '90000000' },
    });
    fireEvent.click(within(sidebar).getByRole('checkbox', { name: /^On sale/ }));
    fireEvent.click(within(sidebar).getByRole('button', { name: 'Physical rating' }));
    fireEvent.click(within(sidebar).getByRole('checkbox', { name: /^Easy/ }));
    fireEvent.click(within(sidebar).getByRole('checkbox', { name: /^Moderate/ }));
    fireEvent.click(within(sidebar).getByRole('button', { name: 'Style' }));
    fireEvent.click(within(sidebar).getByRole('checkbox', { name: /^Comfort/ }));
    fireEvent.click(within(sidebar).getByRole('button', { name: 'Theme' }));
    fireEvent.click(within(sidebar).getByRole('checkbox', { name: /^Cycling/ }));

    await waitFor(() => {
      const q = lastRequest().searchParams;
      expect(Object.fromEntries(q)).toEqual({
        page: '1',
        per_page: '12',
        duration_from: '5',
        duration_to: '14',
        price_from: '1000000',
        price_to: '90000000',
        deal: '1',
        physical_rating: '2,3',
        style: '2',
        theme: '4',
      });
    });

    const chips = screen.getByRole('region', { name: 'Active filters' });
    expect(within(chips).getByRole('button', { name: 'Remove filter: From 5 days' })).toBeInTheDocument();
    expect(
      within(chips).getByRole('button', { name: 'Remove filter: From 1.000.000 VNĐ' }),
    ).toBeInTheDocument();
    fireEvent.click(within(chips).getByRole('button', { name: 'Remove filter: Easy' }));
    await waitFor(() => expect(lastRequest().searchParams.get('physical_rating')).toBe('3'));
    expect(store.getState().tripFilters.physicalRating).toEqual([3]);

    fireEvent.click(within(chips).getByRole('button', { name: 'Clear all' }));
    // Back to the unfiltered arguments: answered from the RTK Query cache of the first request.
    expect(store.getState().tripFilters).toMatchObject(initialTourFilterState);
    expect(screen.queryByRole('region', { name: 'Active filters' })).not.toBeInTheDocument();
    await loaded();
  });

  it('a burst of changes sends one request, 300 ms after the last change', async () => {
    renderSearch();
    await loaded();
    await waitFor(() => expect(tourRequests).toHaveLength(1));
    const sidebar = screen.getByRole('complementary', { name: 'Filters' });
    fireEvent.click(within(sidebar).getByRole('button', { name: 'Physical rating' }));
    const started = Date.now();
    // The four ticks happen within one task (one quick burst, whatever the machine's speed).
    act(() => {
      for (const name of [/^Light/, /^Easy/, /^Moderate/, /^Challenging/]) {
        fireEvent.click(within(sidebar).getByRole('checkbox', { name }));
      }
    });
    expect(tourRequests).toHaveLength(1);
    await waitFor(() => expect(tourRequests).toHaveLength(2));
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
    expect(lastRequest().searchParams.get('physical_rating')).toBe('1,2,3,4');
    await act(() => new Promise((resolve) => setTimeout(resolve, 500)));
    expect(tourRequests).toHaveLength(2);
  });

  it('sends a keyword equal to a known style name as that style from the first listing request', async () => {
    renderSearch('/en/search?keyword=comfort');
    await loaded();
    const listing = tourRequests.filter((u) => u.searchParams.get('per_page') === '12');
    expect(listing.length).toBeGreaterThan(0);
    for (const request of listing) {
      expect(request.searchParams.get('style')).toBe('2');
      expect(request.searchParams.has('keyword')).toBe(false);
    }
    // The names came from the unfiltered names source, asked first.
    expect(tourRequests[0].searchParams.get('per_page')).toBe('100');
    expect(tourRequests[0].searchParams.has('keyword')).toBe(false);
  });

  it('sends the keyword as a keyword when the names cannot be loaded', async () => {
    server.use(
      http.get('*/api/:lang/tours', ({ request }) =>
        new URL(request.url).searchParams.get('per_page') === '100'
          ? HttpResponse.json({ message: 'down' }, { status: 500 })
          : undefined,
      ),
    );
    renderSearch('/en/search?keyword=comfort');
    await waitFor(() =>
      expect(
        tourRequests.some(
          (u) => u.searchParams.get('per_page') === '12' && u.searchParams.get('keyword') === 'comfort',
        ),
      ).toBe(true),
    );
  });

  it('reads keyword, dates and page from the URL', async () => {
    renderSearch('/en/search?keyword=Vietnam&start_day=2027-01-01&end_day=2027-12-31&page=1');
    await waitFor(() =>
      expect(tourRequests.filter((u) => u.searchParams.get('per_page') === '12').length).toBeGreaterThan(0),
    );
    const q = tourRequests.filter((u) => u.searchParams.get('per_page') === '12')[0].searchParams;
    expect(q.get('keyword')).toBe('Vietnam');
    expect(q.get('start_day')).toBe('2027-01-01');
    expect(q.get('end_day')).toBe('2027-12-31');
    const chips = await screen.findByRole('region', { name: 'Active filters' });
    expect(
      within(chips).getByRole('button', { name: 'Remove filter: Keyword: Vietnam' }),
    ).toBeInTheDocument();
    expect(
      within(chips).getByRole('button', { name: 'Remove filter: From Jan 1, 2027' }),
    ).toBeInTheDocument();
  });
});

describe('Search page: pagination and URL', () => {
  it('moves to page 2: the URL carries the page and the request asks for it', async () => {
    const { router } = renderSearch('/en/search?start_day=2020-01-01');
    await loaded();
    const nav = await screen.findByRole('navigation', { name: 'Trip pages' });
    fireEvent.click(await within(nav).findByRole('button', { name: 'Go to page 2' }));
    expect(router.state.location.search).toBe('?start_day=2020-01-01&page=2');
    await waitFor(() => expect(lastRequest().searchParams.get('page')).toBe('2'));
    expect(within(nav).getByRole('button', { name: 'page 2' })).toHaveAttribute('aria-current', 'page');
    // A filter change goes back to page 1, with the filter in the URL.
    const sidebar = screen.getByRole('complementary', { name: 'Filters' });
    fireEvent.click(within(sidebar).getByRole('checkbox', { name: /^On sale/ }));
    expect(router.state.location.search).toBe('?deal=1&start_day=2020-01-01');
  });
});

describe('Search page: states', () => {
  const cases: Array<[string, () => ReturnType<typeof http.get>, string, string]> = [
    [
      'HTTP failure',
      () => answer({ success: false, message: 'Internal Server Error' }, { status: 500 }),
      'Lỗi kết nối server. Vui lòng thử lại.',
      'Server connection error. Please try again.',
    ],
    [
      'non-JSON answer',
      () =>
        http.get(
          '*/api/:lang/tours',
          () =>
            new HttpResponse('<!doctype html><p>Maintenance</p>', {
              headers: { 'Content-Type': 'text/html' },
            }),
        ),
      'Dữ liệu không hợp lệ từ server.',
      'Invalid data from server.',
    ],
    [
      'success false',
      () => answer({ success: false, message: 'no' }),
      'Không thể tải danh sách tour.',
      'Unable to load tours.',
    ],
    [
      'network error',
      () => http.get('*/api/:lang/tours', () => HttpResponse.error()),
      'Lỗi kết nối server. Vui lòng thử lại.',
      'Server connection error. Please try again.',
    ],
  ];

  it.each(cases)(
    '%s shows its message in both languages, and Try again reloads',
    async (_name, handler, vi, en) => {
      server.use(handler());
      const first = renderSearch('/vi/search');
      expect(await screen.findByText(vi)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Thử lại' })).toBeInTheDocument();
      first.unmount();

      server.use(handler());
      const { user } = renderSearch('/en/search');
      expect(await screen.findByText(en)).toBeInTheDocument();
      const before = tourRequests.length;
      server.resetHandlers();
      await user.click(screen.getByRole('button', { name: 'Try again' }));
      await loaded();
      expect(tourRequests.length).toBeGreaterThan(before);
      expect(screen.queryByText(en)).not.toBeInTheDocument();
    },
  );

  it('shows the empty state when nothing matches (en and vi)', async () => {
    const first = renderSearch('/en/search?keyword=zzzznothing');
    expect(await screen.findByText('No trips match your filters')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search criteria')).toBeInTheDocument();
    first.unmount();
    renderSearch('/vi/search?keyword=zzzznothing');
    expect(await screen.findByText('Không tìm thấy chuyến đi nào')).toBeInTheDocument();
    expect(screen.getByText('Hãy thử điều chỉnh tiêu chí tìm kiếm của bạn')).toBeInTheDocument();
  });
});

describe('Destinations page', () => {
  it('shows Home > Destinations and the same listing', async () => {
    renderSearch('/en/destinations', '/:lang/destinations');
    expect(screen.getByRole('heading', { level: 1, name: 'Destinations' })).toBeInTheDocument();
    const crumbs = await screen.findByRole('navigation', { name: /breadcrumb/i }, { timeout: 10000 });
    expect(within(crumbs).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/en');
    expect(within(crumbs).getByText('Destinations')).toBeInTheDocument();
    await loaded();
  });
});

describe('Trip cards and the wishlist', () => {
  it('each card links to its trip; the wishlist button toggles with its labels and is saved', async () => {
    const { user, store } = renderWithProviders(<SearchPage />, {
      route: '/en/search',
      path: '/:lang/search',
      persist: true,
    });
    await loaded();
    const card = cards()[0];
    const link = within(card).getAllByRole('link')[0];
    expect(link.getAttribute('href')).toMatch(/^\/en\/detail-trip\/[\w-]+$/);
    const add = within(card).getByRole('button', { name: 'Added to wishlist' });
    expect(add).toHaveAttribute('aria-pressed', 'false');
    await user.click(add);
    const remove = within(card).getByRole('button', { name: 'Remove from wishlist' });
    expect(remove).toHaveAttribute('aria-pressed', 'true');
    expect(store.getState().wishlist.items).toHaveLength(1);
    await waitFor(() =>
      expect(localStorage.getItem('persist:wishlist')).toContain(store.getState().wishlist.items[0].slug),
    );
    await user.click(remove);
    expect(within(card).getByRole('button', { name: 'Added to wishlist' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(store.getState().wishlist.items).toHaveLength(0);
  });

  it('uses the Vietnamese wishlist labels', async () => {
    const { user } = renderSearch('/vi/search');
    await loaded();
    const card = cards()[0];
    await user.click(within(card).getByRole('button', { name: 'Thêm vào danh sách yêu thích' }));
    expect(within(card).getByRole('button', { name: 'Xóa khỏi danh sách yêu thích' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('keeps the filters in browser storage under trip-filters', async () => {
    const { user } = renderWithProviders(<SearchPage />, {
      route: '/en/search',
      path: '/:lang/search',
      persist: true,
    });
    await loaded();
    const sidebar = screen.getByRole('complementary', { name: 'Filters' });
    await user.click(within(sidebar).getByRole('checkbox', { name: /^On sale/ }));
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem('persist:trip-filters') ?? '{}').deals).toBe('[1]'),
    );
  });
});

describe('Search page: sorting and the phone Filters dialog', () => {
  it('the sort select puts its choice in the URL, sends it to the service and starts again at page 1 (en)', async () => {
    const { router, user } = renderSearch('/en/search?page=2');
    await loaded();
    const select = screen.getByRole('combobox', { name: 'Sort by' });
    expect(select).toHaveValue('recommended');
    expect(lastRequest().searchParams.has('sort')).toBe(false);
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Recommended', 'Price low to high', 'Price high to low', 'Duration short to long', 'Rating']);
    await user.selectOptions(select, 'Price high to low');
    expect(router.state.location.search).toBe('?sort=price_desc');
    await waitFor(() => expect(lastRequest().searchParams.get('sort')).toBe('price_desc'));
    await user.selectOptions(select, 'Recommended');
    expect(router.state.location.search).toBe('');
  });

  it('reads the sort from the URL, in Vietnamese too', async () => {
    renderSearch('/vi/search?sort=rating_desc');
    await loaded();
    expect(screen.getByRole('combobox', { name: 'Sắp xếp theo' })).toHaveValue('rating_desc');
    expect(lastRequest().searchParams.get('sort')).toBe('rating_desc');
  });

  it('the Filters dialog holds the filter groups, counts the active filters and shows the number of trips', async () => {
    const { user } = renderSearch('/en/search');
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filters' });
    // The dialog opens first; its groups render right after (useContentAfterOpen).
    await within(dialog).findByRole('button', { name: 'Duration' });
    for (const name of ['Duration', 'Price', 'Deals', 'Physical rating', 'Style', 'Theme'])
      expect(within(dialog).getByRole('button', { name })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox', { name: /^On sale/ }));
    await waitFor(() => expect(lastRequest().searchParams.has('deal')).toBe(true));
    const show = await within(dialog).findByRole('button', { name: /^Show \d+ trips?$/ });
    await user.click(show);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Filters (1)' })).toBeInTheDocument();
  });
});

describe('Search page: saved filters', () => {
  afterEach(() => {
    document.cookie = 'trip_filters=; path=/; max-age=0';
  });

  it('saves a change of filters in the store and in the cookie the server reads; Clear all clears both', async () => {
    const { store } = renderSearch('/en/search');
    await loaded();
    const sidebar = screen.getByRole('complementary', { name: 'Filters' });
    fireEvent.click(within(sidebar).getByRole('checkbox', { name: /^Early bird/ }));
    await waitFor(() => expect(store.getState().tripFilters.deals).toEqual([2]));
    await waitFor(() => expect(document.cookie).toContain('trip_filters=deal%3D2'));
    fireEvent.click(
      within(await screen.findByRole('region', { name: 'Active filters' })).getByRole('button', {
        name: 'Clear all',
      }),
    );
    await waitFor(() => expect(store.getState().tripFilters.deals).toEqual([]));
    await waitFor(() => expect(document.cookie).not.toContain('trip_filters='));
  });

  it('a client-side visit to the listing without filters goes to the saved ones before any listing request', async () => {
    const { store, router } = renderSearch('/en/search?keyword=Peru');
    await loaded();
    store.dispatch({
      type: 'tripFilters/filtersSaved',
      payload: { ...store.getState().tripFilters, theme: [4] },
    });
    const before = tourRequests.length;
    await act(() => router.navigate('/en/search?keyword=Hue'));
    await waitFor(() => expect(router.state.location.search).toBe('?theme=4&keyword=Hue'));
    await waitFor(() => expect(tourRequests.length).toBeGreaterThan(before));
    for (const url of tourRequests.slice(before).filter((u) => u.searchParams.get('per_page') === '12'))
      expect(url.searchParams.get('theme')).toBe('4');
  });
});
