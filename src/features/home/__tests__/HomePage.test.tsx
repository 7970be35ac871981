import { formatTypedDate } from '@/domain/search/searchDates';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderWithProviders } from '@/test/renderWithProviders';
import { server, resetMockState } from '../../../../mocks/node';
import HomePage from '../pages/HomePage';
import { api, banner, suggestionTours } from './fixtures';

// Counts the bar's date fields' renders (the rest unchanged): the placeholder's rotation must not re-render the bar.
const dateFieldRenders = jest.fn();
jest.mock('../components/SearchDateField', () => {
  const actual = jest.requireActual<typeof import('../components/SearchDateField')>(
    '../components/SearchDateField',
  );
  return {
    ...actual,
    DateField: (props: Parameters<typeof actual.DateField>[0]) => {
      dateFieldRenders();
      return actual.DateField(props);
    },
  };
});

// Whole-page renders on a shared 2-core machine are slow.
jest.setTimeout(60_000);

// jsdom has no matchMedia; the carousel asks it for reduced motion.
beforeAll(() => {
  if (!window.matchMedia) {
    Object.defineProperty(window, 'matchMedia', {
      configurable: true,
      value: (query: string) => ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }),
    });
  }
  server.listen({ onUnhandledRequest: 'error' });
});
beforeEach(() => window.localStorage.clear());
afterEach(() => {
  server.resetHandlers();
  resetMockState();
  jest.restoreAllMocks();
  jest.useRealTimers();
});
afterAll(() => server.close());

type Lang = 'vi' | 'en';
const renderHome = (lang: Lang, query = '') =>
  renderWithProviders(<HomePage />, { route: `/${lang}${query}`, path: '/:lang' });

const TEXT = {
  vi: {
    newTab: 'Tour mới',
    popularTab: 'Tour phổ biến',
    keywords: 'Từ khóa',
    popular: 'TÌM KIẾM PHỔ BIẾN',
    suggestionsFailed: 'Error: Lỗi kết nối server. Vui lòng thử lại.',
    noMatch: 'Nhấn Enter để thêm “zzqx”',
    smart: 'SMART SUGGESTIONS',
    search: 'Tìm kiếm',
    negotiable: 'Thỏa thuận',
    days: '6 ngày',
    noData: 'Không có dữ liệu hiển thị.',
    seeExperiences: 'Xem trải nghiệm',
    firstName: 'Tên',
    agree: 'Tôi đồng ý với chính sách bảo mật',
    subscribe: 'Đăng ký',
    missing: 'Vui lòng điền đầy đủ thông tin và đồng ý chính sách!',
    invalidEmail: 'Email không hợp lệ!',
    success: 'Đăng ký thành công! Bạn sẽ sớm nhận được thông tin.',
    failure: 'Đăng ký thất bại. Vui lòng thử lại!',
    more: 'Thêm từ khóa...',
    placeholder: 'Tìm kiếm Europe',
    startDate: 'Ngày bắt đầu',
    endDate: 'Ngày kết thúc',
    typed: 'Nhập ngày',
    clear: 'Xóa ngày',
    next: 'Banner tiếp theo',
    prev: 'Banner trước',
    destinations: 'Điểm đến phổ biến',
    allDestinations: 'Xem tất cả điểm đến',
    location: 'Địa điểm',
    remove: 'Xóa từ khóa',
    chosen: 'Từ khóa đã chọn',
  },
  en: {
    newTab: 'New trips',
    popularTab: 'Popular trips',
    keywords: 'Keywords',
    popular: 'POPULAR SEARCHES',
    suggestionsFailed: 'Error: Server connection error. Please try again.',
    noMatch: 'Press Enter to add “zzqx”',
    smart: 'SMART SUGGESTIONS',
    search: 'Search',
    negotiable: 'Contact for price',
    days: '6 days',
    noData: 'No data to display.',
    seeExperiences: 'See experiences',
    firstName: 'First name',
    agree: 'I agree to the privacy policy',
    subscribe: 'Subscribe',
    missing: 'Please fill all required fields and agree to privacy policy!',
    invalidEmail: 'Invalid email address!',
    success: "Subscribed successfully! You'll receive updates soon.",
    failure: 'Subscription failed. Please try again.',
    more: 'Add more keywords...',
    placeholder: 'Search Europe',
    startDate: 'Start date',
    endDate: 'End date',
    typed: 'Type a date',
    clear: 'Clear date',
    next: 'Next banner',
    prev: 'Previous banner',
    destinations: 'Popular destinations',
    allDestinations: 'Search All Destinations',
    location: 'Location',
    remove: 'Remove keyword',
    chosen: 'Chosen keywords',
  },
} as const;

const chipTexts = (lang: Lang) => {
  const list = screen.queryByRole('list', { name: TEXT[lang].chosen });
  return list
    ? within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent)
    : [];
};

describe.each(['vi', 'en'] as const)('Home page (%s)', (lang) => {
  const T = TEXT[lang];

  it('shows new trips by default and switches to popular trips; cards are links to the trip', async () => {
    server.use(api.homeTours());
    const { user } = renderHome(lang);
    const newTab = await screen.findByRole('tab', { name: T.newTab });
    const popularTab = screen.getByRole('tab', { name: T.popularTab });
    expect(newTab).toHaveAttribute('aria-selected', 'true');
    const card = await screen.findByRole('link', { name: /Hạ Long – Sapa/ });
    expect(card).toHaveAttribute('href', `/${lang}/detail-trip/ha-long-sapa`);
    expect(within(card).getByText('13.900.000 VNĐ')).toBeInTheDocument();
    expect(within(card).getByText('15.900.000 VNĐ').tagName).toBe('S');
    expect(within(card).getByText(T.days)).toBeInTheDocument();
    expect(
      within(screen.getByRole('link', { name: /Hội An cổ kính/ })).getByText(T.negotiable),
    ).toBeInTheDocument();

    await user.click(popularTab);
    expect(popularTab).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('link', { name: /Classic Japan/ })).toHaveAttribute(
      'href',
      `/${lang}/detail-trip/classic-japan`,
    );
    expect(screen.queryByRole('link', { name: /Hạ Long – Sapa/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: T.seeExperiences })).toHaveAttribute('href', `/${lang}/Search`);
  });

  it('shows arrows only with more than 4 trips; a failed answer gives empty lists and a log', async () => {
    const five = Array.from({ length: 5 }, (_, i) => ({ id: i, slug: `t${i}`, title: `T${i}`, price: 1 }));
    server.use(api.homeTours({ new: five, popular: five.slice(0, 4) }));
    const { user } = renderHome(lang);
    await screen.findByRole('link', { name: /T4/ });
    expect(screen.getAllByRole('button', { name: /Scroll|Cuộn/ })).toHaveLength(2);
    await user.click(screen.getByRole('tab', { name: T.popularTab }));
    expect(screen.queryByRole('button', { name: /Scroll|Cuộn/ })).not.toBeInTheDocument();
  });

  it('logs and empties the lists when the answer says success false', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    server.use(api.homeTours({ new: [{ id: 1, slug: 's', title: 'Hidden', price: 1 }], popular: [] }, false));
    renderHome(lang);
    await waitFor(() => expect(log).toHaveBeenCalled());
    expect(screen.queryByRole('link', { name: /Hidden/ })).not.toBeInTheDocument();
  });

  it('turns typed keywords into chips, ignores duplicates and blanks, and removes a chip with its delete icon', async () => {
    const { user } = renderHome(lang);
    const input = screen.getByLabelText(T.keywords);
    expect(input).toHaveAttribute('placeholder', T.placeholder);
    await user.type(input, 'Japan{Enter}');
    await user.type(input, 'japan{Enter}');
    await user.type(input, '   {Enter}');
    await user.type(input, 'Italy{Enter}');
    await user.keyboard('{Escape}');
    expect(chipTexts(lang)).toEqual(['Japan', 'Italy']);
    expect(input).toHaveAttribute('placeholder', T.more);
    await user.click(screen.getByRole('button', { name: `${T.remove} Japan` }));
    expect(chipTexts(lang)).toEqual(['Italy']);
  });

  it('rotates the placeholder every 3 s', () => {
    jest.useFakeTimers();
    renderHome(lang);
    const input = screen.getByLabelText(T.keywords);
    expect(input).toHaveAttribute('placeholder', T.placeholder);
    act(() => jest.advanceTimersByTime(3000));
    expect(input).toHaveAttribute('placeholder', T.placeholder.replace('Europe', 'Morocco'));
  });

  it('rotates the placeholder without re-rendering the rest of the search bar', () => {
    jest.useFakeTimers();
    renderHome(lang);
    const input = screen.getByLabelText(T.keywords);
    act(() => jest.advanceTimersByTime(100));
    const before = dateFieldRenders.mock.calls.length;
    act(() => jest.advanceTimersByTime(3000 * 3));
    expect(input).toHaveAttribute('placeholder', T.placeholder.replace('Europe', 'Italy'));
    expect(dateFieldRenders.mock.calls.length).toBe(before);
  });

  it('shows popular searches on focus, filtered by the typed text, and smart suggestions with their type', async () => {
    server.use(api.tours(suggestionTours));
    const { user } = renderHome(lang);
    const input = screen.getByLabelText(T.keywords);
    await user.click(input);
    expect(await screen.findByRole('heading', { name: T.popular })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Morocco' })).toBeInTheDocument();

    await user.type(input, 'ital');
    expect(screen.getByRole('heading', { name: T.popular })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Italy' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Morocco' })).not.toBeInTheDocument();

    await user.clear(input);
    await user.type(input, 'kyoto');
    expect(await screen.findByRole('heading', { name: T.smart })).toBeInTheDocument();
    // title, slug and the tag object; physical_rating tags never show
    expect(screen.getByRole('button', { name: /^Kyoto Autumn/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^kyoto-autumn/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Kyoto\s*(Thẻ|Tag)$/ })).toBeInTheDocument();

    await user.clear(input);
    await user.type(input, 'japan');
    const item = await screen.findByRole('button', { name: new RegExp(`^Japan\\s*${T.location}$`) });
    await user.click(item);
    expect(chipTexts(lang)).toEqual(['Japan']);
  });

  it('is a combobox whose suggestion dialog the arrow keys walk through; Escape returns to the box', async () => {
    const { user } = renderHome(lang);
    const input = screen.getByRole('combobox', { name: T.keywords });
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await user.click(input);
    const dialog = await screen.findByRole('dialog', { name: T.popular });
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(input).toHaveAttribute('aria-controls', dialog.id);
    await user.keyboard('{ArrowDown}');
    expect(within(dialog).getByRole('button', { name: 'Europe' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(within(dialog).getByRole('button', { name: 'Morocco' })).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(input).toHaveFocus();
    await user.keyboard('{ArrowDown}{Escape}');
    expect(input).toHaveFocus();
    expect(screen.queryByRole('dialog', { name: T.popular })).not.toBeInTheDocument();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{ArrowDown}');
    expect(await screen.findByRole('dialog', { name: T.popular })).toBeInTheDocument();
  });

  it("shows 'Error: {message}' with the catalogue's message when the suggestion source fails", async () => {
    server.use(
      http.get('*/api/:lang/tours', () =>
        HttpResponse.json({ success: false, message: 'SQLSTATE[08006] boom' }, { status: 500 }),
      ),
    );
    const { user } = renderHome(lang);
    await user.click(screen.getByLabelText(T.keywords));
    expect(await screen.findByText(T.suggestionsFailed, {}, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.queryByText(/SQLSTATE/)).not.toBeInTheDocument();
  });

  it('shows no heading over nothing when no popular search matches what is typed', async () => {
    const { user } = renderHome(lang);
    await user.type(screen.getByLabelText(T.keywords), 'zzqx');
    expect(await screen.findByRole('dialog', { name: T.noMatch })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: T.popular })).not.toBeInTheDocument();
  });

  it('closes the dropdown on an outside click', async () => {
    const { user } = renderHome(lang);
    await user.click(screen.getByLabelText(T.keywords));
    expect(await screen.findByRole('heading', { name: T.popular })).toBeInTheDocument();
    await user.click(await screen.findByRole('tab', { name: T.newTab }));
    expect(screen.queryByRole('heading', { name: T.popular })).not.toBeInTheDocument();
  });

  // A chosen day as the bar shows it, in the page's language ('05/01/2099' / '05 Jan 2099').
  const shown = (y: number, m: number, d: number) => formatTypedDate(new Date(y, m - 1, d), lang);

  it("shows the chosen day with the page's month names, and the calendar's month in sentence case", async () => {
    const { user } = renderHome(lang, '?start_day=2099-12-10');
    const start = screen.getByRole('button', { name: new RegExp(T.startDate) });
    expect(start).toHaveTextContent(lang === 'vi' ? '10/12/2099' : '10 Dec 2099');
    expect(start).not.toHaveTextContent(lang === 'vi' ? 'Dec' : '10/12');
    await user.click(start);
    const dialog = await screen.findByRole('dialog', { name: T.startDate }, { timeout: 10_000 });
    expect(
      await within(dialog).findByText(
        lang === 'vi' ? 'Tháng 12 năm 2099' : 'December 2099',
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
  });

  it('searches with chips joined by + (typed text last) and the chosen dates', async () => {
    const { user, router } = renderHome(lang);
    const input = screen.getByLabelText(T.keywords);
    await user.type(input, 'a{Enter}');

    await user.click(screen.getByRole('button', { name: new RegExp(T.startDate) }));
    const startDialog = await screen.findByRole('dialog', { name: T.startDate }, { timeout: 10_000 });
    const typedStart = await within(startDialog).findByLabelText(T.typed, {}, { timeout: 5000 });
    expect(typedStart).toHaveAttribute('placeholder', lang === 'vi' ? '01/01/2027' : '01 Jan 2027');
    await user.type(typedStart, '05 Jan 2099{Enter}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: new RegExp(T.startDate) })).toHaveTextContent(
      shown(2099, 1, 5),
    );

    await user.click(screen.getByRole('button', { name: new RegExp(T.endDate) }));
    const endDialog = await screen.findByRole('dialog', { name: T.endDate });
    // a day before the start is refused
    const typedEnd = await within(endDialog).findByLabelText(T.typed);
    await user.type(typedEnd, '04 Jan 2099{Enter}');
    expect(screen.getByRole('dialog', { name: T.endDate })).toBeInTheDocument();
    await user.clear(typedEnd);
    await user.type(typedEnd, '09/01/2099{Enter}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.type(input, 'b');
    await user.click(screen.getByRole('button', { name: T.search }));
    expect(router.state.location.pathname).toBe(`/${lang}/search`);
    expect(router.state.location.search).toBe('?keyword=a+b&start_day=2099-01-05&end_day=2099-01-09');
  });

  it('opens one date popover at a time; a later start clears the end; Clear date empties it', async () => {
    const { user } = renderHome(lang);
    const start = () => screen.getByRole('button', { name: new RegExp(T.startDate) });
    const end = () => screen.getByRole('button', { name: new RegExp(T.endDate) });
    await user.click(end());
    await user.type(await screen.findByLabelText(T.typed, {}, { timeout: 10_000 }), '10 Feb 2099{Enter}');
    expect(end()).toHaveTextContent(shown(2099, 2, 10));

    await user.click(start());
    expect(await screen.findByRole('dialog', { name: T.startDate })).toBeInTheDocument();
    await user.click(end());
    expect(await screen.findByRole('dialog', { name: T.endDate })).toBeInTheDocument();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    await user.click(start());
    await user.type(await screen.findByLabelText(T.typed), '11 Feb 2099{Enter}');
    expect(start()).toHaveTextContent(shown(2099, 2, 11));
    expect(end()).not.toHaveTextContent('2099');

    await user.click(start());
    await user.click(await screen.findByRole('button', { name: T.clear }));
    expect(start()).not.toHaveTextContent('2099');
  });

  it('reads keyword, start_day and end_day back from the address', async () => {
    renderHome(lang, '?keyword=Japan+Kyoto&start_day=2099-03-01&end_day=2099-03-08');
    expect(chipTexts(lang)).toEqual(['Japan', 'Kyoto']);
    expect(screen.getByRole('button', { name: new RegExp(T.startDate) })).toHaveTextContent(
      shown(2099, 3, 1),
    );
    expect(screen.getByRole('button', { name: new RegExp(T.endDate) })).toHaveTextContent(shown(2099, 3, 8));
  });

  it('newsletter: refuses incomplete input and a bad email, sends first_name and email, then resets', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('*/api/:lang/contacts', async ({ request, params }) => {
        bodies.push({ lang: params.lang, body: await request.json() });
        return HttpResponse.json({ success: true, message: 'ok' });
      }),
    );
    const { user } = renderHome(lang);
    const firstName = await screen.findByRole('textbox', { name: new RegExp(`^${T.firstName}`) });
    const email = screen.getByRole('textbox', { name: /^Email/ });
    const agree = screen.getByRole('checkbox', { name: T.agree });
    const submit = screen.getByRole('button', { name: T.subscribe });

    await user.click(submit);
    expect(screen.getByRole('alert')).toHaveTextContent(T.missing);
    await user.type(firstName, 'Lan');
    await user.type(email, 'lan@example.com');
    await user.click(submit);
    expect(screen.getByRole('alert')).toHaveTextContent(T.missing);

    await user.click(agree);
    await user.clear(email);
    await user.type(email, 'lan@example');
    await user.click(submit);
    expect(screen.getByRole('alert')).toHaveTextContent(T.invalidEmail);
    expect(bodies).toHaveLength(0);

    await user.clear(email);
    await user.type(email, 'lan@example.com');
    await user.click(submit);
    expect(await screen.findByText(T.success)).toBeInTheDocument();
    expect(bodies).toEqual([{ lang, body: { first_name: 'Lan', email: 'lan@example.com' } }]);
    expect(firstName).toHaveValue('');
    expect(email).toHaveValue('');
    expect(agree).not.toBeChecked();
  });

  /** Renders the home page and signs up Lan with a valid e-mail and the privacy box ticked. */
  async function signUp() {
    const { user } = renderHome(lang);
    const firstName = await screen.findByRole('textbox', { name: new RegExp(`^${T.firstName}`) });
    await user.type(firstName, 'Lan');
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'lan@example.com');
    await user.click(screen.getByRole('checkbox', { name: T.agree }));
    await user.click(screen.getByRole('button', { name: T.subscribe }));
    return firstName;
  }

  it.each([
    ['an empty body', () => new HttpResponse(null, { status: 204 })],
    [
      'a body that is not JSON',
      () => new HttpResponse('OK', { status: 200, headers: { 'Content-Type': 'text/plain' } }),
    ],
  ])('newsletter: a 2xx answer with %s is a success', async (_name, reply) => {
    server.use(http.post('*/api/:lang/contacts', reply));
    await signUp();
    expect(await screen.findByText(T.success)).toBeInTheDocument();
    expect(screen.queryByText(T.failure)).not.toBeInTheDocument();
  });

  it('newsletter: a failed sign-up shows the failure toast and keeps the input', async () => {
    server.use(
      http.post('*/api/:lang/contacts', () =>
        HttpResponse.json({ success: false, message: 'x' }, { status: 500 }),
      ),
    );
    const firstName = await signUp();
    expect(await screen.findByText(T.failure)).toBeInTheDocument();
    expect(firstName).toHaveValue('Lan');
  });

  it('shows the no-data text when the about content is missing', async () => {
    server.use(api.mediaSections({}));
    renderHome(lang);
    expect(await screen.findByText(T.noData)).toBeInTheDocument();
  });

  it('shows banner arrows and dots only for more than one banner', async () => {
    server.use(api.banners([banner(1)]));
    const first = renderHome(lang);
    expect(await screen.findByRole('heading', { name: 'Banner 1' })).toBeInTheDocument();
    const button = screen.getByRole('link', { name: 'Go 1' });
    expect(button).toHaveAttribute('href', 'https://example.com/1');
    expect(button).toHaveAttribute('target', '_blank');
    expect(button).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.queryByRole('button', { name: T.next })).not.toBeInTheDocument();
    first.unmount();

    server.use(api.banners([banner(1), banner(2)]));
    const { user } = renderHome(lang);
    await user.click(await screen.findByRole('button', { name: T.next }));
    expect(screen.getByRole('heading', { name: 'Banner 2' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Banner 1' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: T.next }));
    expect(screen.getByRole('heading', { name: 'Banner 1' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: T.prev }));
    expect(screen.getByRole('heading', { name: 'Banner 2' })).toBeInTheDocument();
  });

  it('renders image, video and YouTube banners; the first image loads eagerly with high priority', async () => {
    server.use(
      api.banners([
        banner(1),
        banner(2),
        banner(3, { type: 'video', video: 'banners/3.mp4', image: null }),
        banner(4, {
          type: 'youtube_link',
          youtube_link: 'https://youtu.be/dQw4w9WgXcQ',
          image: null,
          link: null,
        }),
      ]),
    );
    const { user } = renderHome(lang);
    const carousel = await screen.findByRole('region', {
      name: lang === 'vi' ? 'Banner nổi bật' : 'Featured banners',
    });
    await screen.findByRole('heading', { name: 'Banner 1' });
    // The track is the slideshow's keyboard stop (a banner may have no link), named like the slideshow.
    expect(
      within(carousel).getByRole('list', { name: lang === 'vi' ? 'Banner nổi bật' : 'Featured banners' }),
    ).toHaveAttribute('tabindex', '0');
    const images = carousel.querySelectorAll('img');
    expect(images[0]).toHaveAttribute('loading', 'eager');
    expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    expect(images[0]).toHaveAttribute('src', '/storage/banners/1.jpg');
    expect(images[1]).toHaveAttribute('loading', 'lazy');

    await user.click(
      screen.getByRole('button', { name: `${lang === 'vi' ? 'Xem banner' : 'Show banner'} 3` }),
    );
    const video = carousel.querySelector('video') as HTMLVideoElement;
    expect(video).toHaveAttribute('src', '/storage/banners/3.mp4');
    expect(video.muted).toBe(true);
    expect(video).toHaveAttribute('loop');
    expect(video).toHaveAttribute('playsinline');
    expect(video.autoplay).toBe(true);

    await user.click(
      screen.getByRole('button', { name: `${lang === 'vi' ? 'Xem banner' : 'Show banner'} 4` }),
    );
    const frame = carousel.querySelector('iframe') as HTMLIFrameElement;
    const url = new URL(frame.src);
    expect(url.pathname).toBe('/embed/dQw4w9WgXcQ');
    expect(
      Object.fromEntries(['autoplay', 'mute', 'loop', 'playlist'].map((k) => [k, url.searchParams.get(k)])),
    ).toEqual({
      autoplay: '1',
      mute: '1',
      loop: '1',
      playlist: 'dQw4w9WgXcQ',
    });
  });

  it('advances the banner every 10 s and wraps', async () => {
    server.use(api.banners([banner(1), banner(2)]));
    jest.useFakeTimers({ advanceTimers: true });
    renderHome(lang);
    await screen.findByRole('heading', { name: 'Banner 1' });
    act(() => jest.advanceTimersByTime(9_000));
    expect(screen.getByRole('heading', { name: 'Banner 1' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1_000));
    expect(screen.getByRole('heading', { name: 'Banner 2' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(10_000));
    expect(screen.getByRole('heading', { name: 'Banner 1' })).toBeInTheDocument();
  });

  it('renders the head data: title, description, canonical and the vi/en alternates', async () => {
    renderHome(lang);
    await waitFor(() => expect(document.title).toBe(`${lang === 'vi' ? 'Trang chủ' : 'Home'} | ViVu Travel`));
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBeTruthy();
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `http://localhost/${lang}`,
    );
    expect(document.head.querySelector('link[rel="alternate"][hreflang="vi"]')).toHaveAttribute(
      'href',
      'http://localhost/vi',
    );
    expect(document.head.querySelector('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
      'href',
      'http://localhost/en',
    );
  });

  it('shows the popular destinations title and the all-destinations link', async () => {
    renderHome(lang);
    expect(await screen.findByRole('heading', { name: T.destinations })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: T.allDestinations })).toHaveAttribute(
      'href',
      `/${lang}/destinations`,
    );
  });
});

describe('Home page media sections cache', () => {
  it('shows the stored copy first, then writes the fresh answer back', async () => {
    window.localStorage.setItem(
      'media_sections_en',
      JSON.stringify({ version: 1, data: { about_1: [{ title: 'Stored intro', texts: ['One', 'Two'] }] } }),
    );
    server.use(
      http.get('*/api/:lang/media-sections/all', async () => {
        await new Promise((r) => setTimeout(r, 50));
        return HttpResponse.json({
          success: true,
          data: { about_1: [{ title: 'Fresh intro', texts: ['A', 'B', 'C', 'D'] }] },
        });
      }),
    );
    renderHome('en');
    expect(await screen.findByRole('heading', { name: 'Stored intro' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Fresh intro' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Fresh intro' }).nextElementSibling).toHaveAttribute(
      'data-columns',
      '4',
    );
    await waitFor(() =>
      expect(JSON.parse(window.localStorage.getItem('media_sections_en') ?? '{}').data.about_1[0].title).toBe(
        'Fresh intro',
      ),
    );
  });

  it('drops a stored copy of the wrong shape and shows the fresh answer instead of the error view', async () => {
    window.localStorage.setItem('media_sections_en', JSON.stringify({ about_1: [{ texts: 'not a list' }] }));
    window.localStorage.setItem(
      'media_sections_vi',
      JSON.stringify({ version: 1, data: { about_1: [{ texts: 'not a list' }] } }),
    );
    renderHome('en');
    await waitFor(() =>
      expect(JSON.parse(window.localStorage.getItem('media_sections_en') ?? 'null')).toHaveProperty(
        'version',
        1,
      ),
    );
    const title = JSON.parse(window.localStorage.getItem('media_sections_en') ?? '{}').data.about_1[0]
      .title as string;
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
  });

  it('removes a stored copy that does not conform to the contract and never shows it', async () => {
    window.localStorage.setItem(
      'media_sections_en',
      JSON.stringify({ version: 1, data: { about_1: [{ title: 'Broken copy', texts: 'not a list' }] } }),
    );
    server.use(
      http.get('*/api/:lang/media-sections/all', () =>
        HttpResponse.json({ message: 'down' }, { status: 500 }),
      ),
    );
    renderHome('en');
    await waitFor(() => expect(window.localStorage.getItem('media_sections_en')).toBeNull());
    expect(screen.queryByRole('heading', { name: 'Broken copy' })).not.toBeInTheDocument();
  });

  it('ignores a corrupt stored copy', async () => {
    window.localStorage.setItem('media_sections_vi', '{not json');
    renderHome('vi');
    await waitFor(() =>
      expect(JSON.parse(window.localStorage.getItem('media_sections_vi') ?? 'null')).toHaveProperty(
        'data.about_1',
      ),
    );
    const title = JSON.parse(window.localStorage.getItem('media_sections_vi') ?? '{}').data.about_1[0]
      .title as string;
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
  });
});
