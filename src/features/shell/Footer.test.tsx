import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { renderWithProviders } from '@/test/renderWithProviders';
import { server, resetMockState } from '../../../mocks/node';
import { Footer } from './Footer';
import { deferredFrames } from '@/test/deferredFrames';

// The machine is shared and slow: give async queries more time than the default 1 s.

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetMockState();
});
afterAll(() => server.close());

const APP_SETTINGS = {
  logo_path: 'settings/logo.png',
  favicon_path: 'settings/favicon.png',
  latitude: 10.7769,
  longitude: 106.7009,
  social_media: [],
};

describe('Footer', () => {
  it('shows the loading text, then the link columns with the footer link rules', async () => {
    server.use(
      http.get('*/api/:lang/getFooter', async () => {
        await delay(150);
        return undefined;
      }),
    );
    renderWithProviders(<Footer />, { route: '/vi' });
    expect(screen.getByText('Đang tải footer...')).toBeInTheDocument();

    const nav = await screen.findByRole('navigation', { name: 'Liên kết chân trang' });
    expect(screen.queryByText('Đang tải footer...')).not.toBeInTheDocument();
    // Column headings (entries with children).
    expect(
      within(nav)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['Điểm đến', 'Về ViVu Travel', 'Hỗ trợ']);
    // category → /{lang}/category/{slug}
    expect(within(nav).getByRole('link', { name: 'Nhật Bản' })).toHaveAttribute('href', '/vi/category/japan');
    expect(within(nav).getByRole('link', { name: 'Ưu đãi' })).toHaveAttribute('href', '/vi/category/deals');
    // post → /{lang}/post/{slug}
    expect(within(nav).getByRole('link', { name: 'Du lịch có trách nhiệm' })).toHaveAttribute(
      'href',
      '/vi/post/responsible-travel',
    );
    // custom → new tab
    const careers = within(nav).getByRole('link', { name: 'Tuyển dụng' });
    expect(careers).toHaveAttribute('href', 'https://careers.vivutravel.example/');
    expect(careers).toHaveAttribute('target', '_blank');
    expect(careers).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows the error text when the footer call fails', async () => {
    server.use(
      http.get('*/api/:lang/getFooter', () =>
        HttpResponse.json({ success: false, message: 'x' }, { status: 500 }),
      ),
    );
    renderWithProviders(<Footer />, { route: '/vi' });
    expect(await screen.findByText('Lỗi khi tải footer', undefined, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Liên kết chân trang' })).not.toBeInTheDocument();
    // The rest of the footer still shows.
    expect(screen.getByText('© 2025 ViVu Travel. Bảo lưu mọi quyền.')).toBeInTheDocument();
  });

  it('shows the English texts and links in English', async () => {
    server.use(
      http.get('*/api/:lang/getFooter', () => HttpResponse.json({ success: false }, { status: 500 })),
    );
    renderWithProviders(<Footer />, { route: '/en/books' });
    expect(screen.getByText('Loading footer...')).toBeInTheDocument();
    expect(
      await screen.findByText('Failed to load footer', undefined, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('© 2025 ViVu Travel. All rights reserved.')).toBeInTheDocument();
  });

  it('uses the favicon setting as logo and lists the active footer social links', async () => {
    renderWithProviders(<Footer />, { route: '/vi' });
    const logo = await screen.findByRole('img', { name: 'Logo ViVu Travel' });
    await waitFor(() => expect(logo).toHaveAttribute('src', '/storage/settings/favicon.png'));
    const socials = await screen.findByRole('list', { name: 'Mạng xã hội' });
    expect(
      within(socials)
        .getAllByRole('link')
        .map((a) => a.getAttribute('aria-label')),
    ).toEqual(['Facebook', 'YouTube']);
    expect(screen.getByText('© 2025 ViVu Travel. Bảo lưu mọi quyền.')).toBeInTheDocument();
  });

  it('embeds the map from both coordinates, lazily (its frame put in by the page’s inline script)', async () => {
    renderWithProviders(<Footer />, { route: '/vi' });
    await screen.findByRole('navigation', { name: 'Liên kết chân trang' });
    await waitFor(() => expect(deferredFrames()).toHaveLength(1));
    expect(deferredFrames()[0]).toMatchObject({
      title: 'Bản đồ vị trí ViVu Travel',
      src: 'https://maps.google.com/maps?q=10.7769%2C106.7009&z=15&output=embed',
      loading: 'lazy',
    });
  });

  it.each([
    ['latitude', { latitude: null }],
    ['longitude', { longitude: null }],
  ])('shows no map without the %s', async (_name, change) => {
    let served = false;
    server.use(
      http.get('*/api/app-settings', () => {
        served = true;
        return HttpResponse.json({ success: true, data: { ...APP_SETTINGS, ...change } });
      }),
    );
    renderWithProviders(<Footer />, { route: '/vi' });
    await screen.findByRole('navigation', { name: 'Liên kết chân trang' });
    await waitFor(() => expect(served).toBe(true));
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Logo ViVu Travel' })).toHaveAttribute(
        'src',
        '/storage/settings/favicon.png',
      ),
    );
    expect(deferredFrames()).toEqual([]);
  });
});
