import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderWithProviders } from '@/test/renderWithProviders';
import { server, resetMockState } from '../../../mocks/node';
import { Header } from './Header';

// The machine is shared and slow: give async queries more time than the default 1 s.

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetMockState();
  jest.restoreAllMocks();
});
afterAll(() => server.close());

const mainNav = () => screen.findByRole('navigation', { name: 'Menu chính' });

describe('Header: logo and desktop menu', () => {
  it('shows the logo from the settings, linking home', async () => {
    renderWithProviders(<Header />, { route: '/vi/who-we-are' });
    const home = screen.getByRole('link', { name: 'ViVu Travel - Trang chủ' });
    expect(home).toHaveAttribute('href', '/vi');
    await waitFor(() =>
      expect(within(home).getByRole('img')).toHaveAttribute('src', '/storage/settings/logo.png'),
    );
  });

  it('falls back to /logo/logo.svg while the settings are missing', () => {
    renderWithProviders(<Header />, { route: '/en' });
    const home = screen.getByRole('link', { name: 'ViVu Travel - Home' });
    expect(within(home).getByRole('img')).toHaveAttribute('src', '/logo/logo.svg');
  });

  it('opens one dropdown at a time; clicking the open one again or Escape closes it', async () => {
    const { user } = renderWithProviders(<Header />, { route: '/vi' });
    const nav = await mainNav();
    const destinations = await within(nav).findByRole('button', { name: 'Điểm đến' });
    const ways = within(nav).getByRole('button', { name: 'Cách du lịch' });
    expect(destinations).toHaveAttribute('aria-expanded', 'false');

    await user.click(destinations);
    expect(destinations).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(destinations.getAttribute('aria-controls') ?? '');
    expect(panel).not.toBeNull();
    expect(within(panel as HTMLElement).getByRole('link', { name: 'Châu Á' })).toHaveAttribute(
      'href',
      '/vi/asia',
    );

    await user.click(ways);
    expect(ways).toHaveAttribute('aria-expanded', 'true');
    expect(destinations).toHaveAttribute('aria-expanded', 'false');
    expect(within(nav).queryByRole('link', { name: 'Châu Á' })).not.toBeInTheDocument();
    expect(within(nav).getAllByRole('button', { expanded: true })).toEqual([ways]);

    await user.click(ways);
    expect(ways).toHaveAttribute('aria-expanded', 'false');
    expect(within(nav).queryByRole('link', { name: 'Phong cách' })).not.toBeInTheDocument();

    await user.click(ways);
    expect(ways).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(ways).toHaveAttribute('aria-expanded', 'false');
    expect(ways).toHaveFocus();
  });

  it('lays the grandchildren out in menuColumns(n) columns', async () => {
    const { user } = renderWithProviders(<Header />, { route: '/vi' });
    const nav = await mainNav();
    await user.click(await within(nav).findByRole('button', { name: 'Điểm đến' }));
    // The first child with grandchildren is active: Châu Á with 3 destinations → 1 column.
    const asia = within(within(nav).getByRole('group', { name: 'Châu Á' })).getByRole('list');
    expect(within(asia).getAllByRole('link')).toHaveLength(3);
    expect(asia).toHaveAttribute('data-columns', '1');
    expect(asia).toHaveStyle({ gridTemplateColumns: 'repeat(1, minmax(140px, 1fr))' });

    // Châu Âu (5) → 1 column; Thành phố & địa danh (32) → 5 columns; by hover or keyboard focus.
    await user.hover(within(nav).getByRole('link', { name: 'Châu Âu' }));
    expect(within(within(nav).getByRole('group', { name: 'Châu Âu' })).getByRole('list')).toHaveAttribute(
      'data-columns',
      '1',
    );
    act(() => within(nav).getByRole('link', { name: 'Thành phố & địa danh' }).focus());
    const places = within(within(nav).getByRole('group', { name: 'Thành phố & địa danh' })).getByRole('list');
    expect(places).toHaveAttribute('data-columns', '5');
    expect(places).toHaveStyle({ gridTemplateColumns: 'repeat(5, minmax(140px, 1fr))' });
    expect(within(places).getAllByRole('link')).toHaveLength(32);
  });

  it('links menu entries by the menu-link rule', async () => {
    const { user } = renderWithProviders(<Header />, { route: '/vi' });
    const nav = await mainNav();
    expect(await within(nav).findByRole('link', { name: 'Liên hệ' })).toHaveAttribute(
      'href',
      '/vi/contact/contact-us',
    );

    await user.click(within(nav).getByRole('button', { name: 'Điểm đến' }));
    expect(within(nav).getByRole('link', { name: 'Điểm đến' })).toHaveAttribute('href', '/vi/destinations');
    expect(within(nav).getByRole('link', { name: 'Việt Nam' })).toHaveAttribute('href', '/vi/vietnam');

    await user.click(within(nav).getByRole('button', { name: 'Ưu đãi' }));
    expect(within(nav).getByRole('link', { name: 'Khởi hành phút chót' })).toHaveAttribute(
      'href',
      '/vi/search?lastMinute=true',
    );

    await user.click(within(nav).getByRole('button', { name: 'Cẩm nang' }));
    expect(within(nav).getByRole('link', { name: 'Thời điểm đẹp nhất đến Nhật Bản' })).toHaveAttribute(
      'href',
      '/vi/post/best-time-to-visit-japan',
    );
    const blog = within(nav).getByRole('link', { name: 'Blog ViVu' });
    expect(blog).toHaveAttribute('href', 'https://blog.vivutravel.example/');
    expect(blog).toHaveAttribute('target', '_blank');
    expect(blog).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('navigating from a dropdown closes it', async () => {
    const { user, router } = renderWithProviders(<Header />, { route: '/vi' });
    const nav = await mainNav();
    await user.click(await within(nav).findByRole('button', { name: 'Ưu đãi' }));
    await user.click(within(nav).getByRole('link', { name: 'Ưu đãi châu Á' }));
    expect(router.state.location.pathname).toBe('/vi/asia-deals');
    expect(within(nav).getByRole('button', { name: 'Ưu đãi' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows an empty menu and logs the failure when the menu call fails (retried once)', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    let calls = 0;
    server.use(
      http.get('*/api/:lang/getHeader', () => {
        calls += 1;
        return HttpResponse.json({ success: false, message: 'down' }, { status: 500 });
      }),
    );
    renderWithProviders(<Header />, { route: '/vi' });
    await waitFor(() => expect(calls).toBe(2), { timeout: 4000 });
    const nav = await mainNav();
    expect(within(nav).queryAllByRole('link')).toHaveLength(0);
    expect(within(nav).queryAllByRole('button')).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'ViVu Travel - Trang chủ' })).toBeInTheDocument();
    await waitFor(() =>
      expect(errors).toHaveBeenCalledWith(
        'Menu could not be loaded; the menu stays empty.',
        expect.objectContaining({ status: 500 }),
      ),
    );
    errors.mockRestore();
  });

  it('shows only the active header social links from the settings', async () => {
    renderWithProviders(<Header />, { route: '/vi' });
    // Shown from 1 440 px (a media query jsdom does not match), so found among the hidden.
    const socials = await screen.findByRole('list', { name: 'Mạng xã hội', hidden: true });
    const links = within(socials).getAllByRole('link', { hidden: true });
    expect(links.map((l) => l.getAttribute('aria-label'))).toEqual(['Facebook', 'Instagram']);
    expect(links[0]).toHaveAttribute('href', 'https://www.facebook.com/vivutravel');
    expect(links[0]).toHaveAttribute('target', '_blank');
    expect(links[0]).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows no social links when the settings fail', async () => {
    let calls = 0;
    server.use(
      http.get('*/api/app-settings', () => {
        calls += 1;
        return HttpResponse.json({ success: false }, { status: 200 });
      }),
    );
    renderWithProviders(<Header />, { route: '/vi' });
    await mainNav();
    await waitFor(() => expect(calls).toBeGreaterThan(0));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('list', { name: 'Mạng xã hội', hidden: true })).not.toBeInTheDocument();
  });
});

describe('Header: mobile drawer', () => {
  it('opens a drawer with a nested, expandable menu; following a link closes it', async () => {
    const { user, router } = renderWithProviders(<Header />, { route: '/vi' });
    await mainNav();
    const hamburger = screen.getByRole('button', { name: 'Mở menu' });
    expect(hamburger).toHaveAttribute('aria-expanded', 'false');
    await user.click(hamburger);

    const drawerNav = await screen.findByRole('navigation', { name: 'Menu di động' });
    expect(screen.getByRole('dialog', { name: 'Menu di động' })).toContainElement(drawerNav);
    // The drawer opens first; its menu renders right after (useContentAfterOpen). 'Điểm đến' has its own page and
    // children: a link plus a toggle.
    expect(await within(drawerNav).findByRole('link', { name: 'Điểm đến' })).toHaveAttribute(
      'href',
      '/vi/destinations',
    );
    const toggle = within(drawerNav).getByRole('button', { name: 'Mở menu con Điểm đến' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(drawerNav).queryByRole('link', { name: 'Châu Á' })).not.toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(drawerNav).getByRole('link', { name: 'Châu Á' })).toHaveAttribute('href', '/vi/asia');
    await user.click(within(drawerNav).getByRole('button', { name: 'Mở menu con Châu Á' }));
    await user.click(within(drawerNav).getByRole('link', { name: 'Nhật Bản' }));

    expect(router.state.location.pathname).toBe('/vi/japan');
    await waitFor(() =>
      expect(screen.queryByRole('navigation', { name: 'Menu di động' })).not.toBeInTheDocument(),
    );
  });

  it('closes with its close button', async () => {
    const { user } = renderWithProviders(<Header />, { route: '/en' });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await screen.findByRole('navigation', { name: 'Mobile menu' });
    await user.click(screen.getByRole('button', { name: 'Close menu' }));
    await waitFor(() =>
      expect(screen.queryByRole('navigation', { name: 'Mobile menu' })).not.toBeInTheDocument(),
    );
  });

  it('where the button shows, warms the drawer while idle: closed, hidden, no menu; the tap opens that frame (vi)', async () => {
    // jsdom lays nothing out: the button "shows" (a layout box), as on a phone.
    jest.spyOn(HTMLElement.prototype, 'offsetParent', 'get').mockImplementation(() => document.body);
    const { user } = renderWithProviders(<Header />, { route: '/vi' });
    await waitFor(() => expect(document.querySelector('.MuiDrawer-paper')).not.toBeNull(), { timeout: 5000 });
    const frame = document.querySelector('.MuiDrawer-paper')!;
    expect(frame.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(frame.querySelector('ul')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Mở menu' }));
    const nav = await screen.findByRole('navigation', { name: 'Menu di động' });
    expect(frame).toContainElement(nav);
    expect(await within(nav).findAllByRole('listitem')).not.toHaveLength(0);
  });
});

describe('Header: language switch', () => {
  it('swaps the language prefix, keeps path and query, and ignores repeat clicks for 1 s', async () => {
    let now = 1_000_000;
    jest.spyOn(Date, 'now').mockImplementation(() => now);
    const { user, router } = renderWithProviders(<Header />, { route: '/vi/search?keyword=ha+long&page=2' });
    const toEnglish = screen.getByRole('button', { name: 'VN – Switch to English' });
    expect(toEnglish).toHaveTextContent('VN');

    await user.click(toEnglish);
    expect(router.state.location.pathname).toBe('/en/search');
    expect(router.state.location.search).toBe('?keyword=ha+long&page=2');

    const toVietnamese = screen.getByRole('button', { name: 'UK – Chuyển sang tiếng Việt' });
    expect(toVietnamese).toHaveTextContent('UK');
    now += 500;
    await user.click(toVietnamese);
    expect(router.state.location.pathname).toBe('/en/search');

    now += 600;
    await user.click(toVietnamese);
    expect(router.state.location.pathname).toBe('/vi/search');
    expect(router.state.location.search).toBe('?keyword=ha+long&page=2');
  });
});

describe('Header: currency', () => {
  afterEach(() => {
    document.cookie = 'currency=; path=/; max-age=0';
  });

  it('keeps the chosen currency in the cookie the server reads (none for VNĐ)', async () => {
    const { user, store } = renderWithProviders(<Header />, { route: '/en' });
    const select = screen.getByRole('combobox', { name: 'Currency' });
    await waitFor(() => expect(select).toBeEnabled());
    await user.selectOptions(select, 'USD');
    expect(store.getState().currency.code).toBe('USD');
    expect(document.cookie).toContain('currency=USD');
    await user.selectOptions(select, 'VND');
    expect(document.cookie).not.toContain('currency=');
  });
});
