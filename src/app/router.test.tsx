import { act, screen, waitFor, within } from '@testing-library/react';
import { server, resetMockState } from '../../mocks/node';
import { renderApp } from '@/test/renderWithProviders';

/*
 * The route table is tested with stand-in pages (each shows its name and route params), so it does not depend
 * on what the feature pages render. src/app/app.smoke.test.tsx boots the real pages.
 */
function mockPage(name: string) {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const React = require('react') as typeof import('react');
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { useParams } = require('react-router-dom') as typeof import('react-router-dom');
  function Page() {
    return React.createElement('h1', null, `${name} ${JSON.stringify(useParams())}`);
  }
  return { __esModule: true, default: Page };
}
jest.mock('@/features/home/pages/HomePage', () => mockPage('HomePage'));
jest.mock('@/features/search/pages/SearchPage', () => mockPage('SearchPage'));
jest.mock('@/features/pages/pages/TravelDealsPage', () => mockPage('TravelDealsPage'));
jest.mock('@/features/pages/pages/WhoWeArePage', () => mockPage('WhoWeArePage'));
jest.mock('@/features/pages/pages/PurposePage', () => mockPage('PurposePage'));
jest.mock('@/features/pages/pages/StoriesPage', () => mockPage('StoriesPage'));
jest.mock('@/features/pages/pages/BooksPage', () => mockPage('BooksPage'));
jest.mock('@/features/tour/pages/TourDetailPage', () => mockPage('TourDetailPage'));
jest.mock('@/features/compare/pages/ComparePage', () => mockPage('ComparePage'));
jest.mock('@/features/articles/pages/ArticleListPage', () => mockPage('ArticleListPage'));
jest.mock('@/features/articles/pages/ArticlePage', () => mockPage('ArticlePage'));
jest.mock('@/features/contact/pages/ContactPage', () => mockPage('ContactPage'));
jest.mock('@/features/contact/pages/ContactUsPage', () => mockPage('ContactUsPage'));
jest.mock('@/features/checkout/pages/ManageBookingPage', () => mockPage('ManageBookingPage'));
jest.mock('@/features/wishlist/pages/WishlistPage', () => mockPage('WishlistPage'));
jest.mock('@/features/checkout/pages/CheckoutPage', () => mockPage('CheckoutPage'));
jest.mock('@/features/testPage/pages/TestPage', () => mockPage('TestPage'));
jest.mock('@/features/category/pages/CategoryPage', () => mockPage('CategoryPage'));

// The machine is shared and the real header renders too: allow slow lazy chunks.

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetMockState();
});
afterAll(() => server.close());

async function expectNotFound() {
  expect(
    await screen.findByRole('heading', { level: 1, name: '404 - Trang không tồn tại' }),
  ).toBeInTheDocument();
  expect(
    screen.getByText('Xin lỗi, trang bạn đang tìm không tồn tại hoặc đã bị di chuyển.'),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Về trang chủ' })).toHaveAttribute('href', '/vi');
}

describe('app routes', () => {
  it('redirects / to /vi and shows the home page inside the shell', async () => {
    const { router } = renderApp({ route: '/' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/vi'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'HomePage {"lang":"vi"}' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('the URL language becomes the interface language (and the html lang)', async () => {
    const { router } = renderApp({ route: '/en/compare' });
    await screen.findByRole('heading', { level: 1, name: 'ComparePage {"lang":"en"}' });
    expect(document.documentElement.lang).toBe('en');
    await act(() => router.navigate('/vi/compare'));
    await screen.findByRole('heading', { level: 1, name: 'ComparePage {"lang":"vi"}' });
    expect(document.documentElement.lang).toBe('vi');
  });

  it('an unknown deep path shows the Vietnamese 404 page', async () => {
    renderApp({ route: '/xx/yy/zz/ww' });
    await expectNotFound();
    await waitFor(() => expect(document.title).toMatch(/^Không tìm thấy trang \| /));
  });

  it.each(['/xx', '/fr/search', '/de/who-we-are', '/EN/compare', '/xx/some-category'])(
    'an unsupported language on a generic route (%s) gives the 404 page',
    async (route) => {
      renderApp({ route });
      await expectNotFound();
    },
  );

  it('the tour detail route accepts any :lang and leaves the language check to the page', async () => {
    renderApp({ route: '/fr/detail-trip/ha-long' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'TourDetailPage {"lang":"fr","slug":"ha-long"}' }),
    ).toBeInTheDocument();
  });

  it.each([
    ['/vi', 'HomePage {"lang":"vi"}'],
    ['/en', 'HomePage {"lang":"en"}'],
    ['/vi/destinations', 'SearchPage {"lang":"vi"}'],
    ['/vi/search?keyword=a+b', 'SearchPage {"lang":"vi"}'],
    ['/en/Search?keyword=a+b', 'SearchPage {"lang":"en"}'],
    ['/en/travel-deals', 'TravelDealsPage {"lang":"en"}'],
    ['/vi/detail-trip/ha-long-3-ngay', 'TourDetailPage {"lang":"vi","slug":"ha-long-3-ngay"}'],
    ['/vi/compare', 'ComparePage {"lang":"vi"}'],
    ['/vi/who-we-are', 'WhoWeArePage {"lang":"vi"}'],
    ['/en/purpose', 'PurposePage {"lang":"en"}'],
    ['/en/stories', 'StoriesPage {"lang":"en"}'],
    ['/vi/books', 'BooksPage {"lang":"vi"}'],
    ['/vi/post', 'ArticleListPage {"lang":"vi"}'],
    ['/en/post/visa-guide', 'ArticlePage {"lang":"en","slug":"visa-guide"}'],
    ['/vi/contact', 'ContactPage {"lang":"vi"}'],
    ['/en/contact/contact-us', 'ContactUsPage {"lang":"en"}'],
    ['/vi/contact/manage-booking', 'ManageBookingPage {"lang":"vi"}'],
    ['/en/contact/wishlist', 'WishlistPage {"lang":"en"}'],
    ['/vi/tour/ha-long/booking?dateId=1&roomId=2', 'CheckoutPage {"lang":"vi","slug":"ha-long"}'],
    ['/en/booking?dateId=1&roomId=2', 'CheckoutPage {"lang":"en"}'],
    ['/checkout/booking?dateId=1&roomId=2', 'CheckoutPage {}'],
    ['/en/checkout/booking?dateId=1&roomId=2', 'CheckoutPage {"lang":"en"}'],
    ['/vi/checkout/booking', 'CheckoutPage {"lang":"vi"}'],
    ['/booking', 'CheckoutPage {}'],
    ['/test', 'TestPage {}'],
    ['/vi/chau-a', 'CategoryPage {"lang":"vi","slug":"chau-a"}'],
    ['/en/chau-a/nhat-ban', 'CategoryPage {"lang":"en","slug":"chau-a","sub":"nhat-ban"}'],
    ['/vi/category/asia', 'CategoryPage {"lang":"vi","slug":"category","sub":"asia"}'],
  ])('%s shows %s', async (route, heading) => {
    renderApp({ route });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('the header logo links to the home page of the current language', async () => {
    renderApp({ route: '/en/compare' });
    const banner = await screen.findByRole('banner');
    await waitFor(() => expect(within(banner).getAllByRole('link')[0]).toHaveAttribute('href', '/en'));
  });

  it('scrolls to the top when the path changes', async () => {
    const { router } = renderApp({ route: '/vi/compare' });
    await screen.findByRole('heading', { level: 1, name: 'ComparePage {"lang":"vi"}' });
    const scrollTo = window.scrollTo as jest.Mock;
    scrollTo.mockClear();
    await act(() => router.navigate('/vi/books'));
    await screen.findByRole('heading', { level: 1, name: 'BooksPage {"lang":"vi"}' });
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    scrollTo.mockClear();
    await act(() => router.navigate('/vi/books?x=1'));
    expect(scrollTo).not.toHaveBeenCalled();
  });
});

describe('route errors never give a white page', () => {
  it('a page that throws shows the bilingual error with a reload button, inside the shell', async () => {
    const Home = jest.requireMock('@/features/home/pages/HomePage') as { default: () => unknown };
    const original = Home.default;
    Home.default = () => {
      throw new Error('boom');
    };
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      renderApp({ route: '/vi' });
      const alert = await screen.findByRole('alert');
      expect(within(alert).getByRole('heading', { name: 'Đã xảy ra lỗi' })).toBeInTheDocument();
      expect(within(alert).getByText('Something went wrong')).toBeInTheDocument();
      expect(within(alert).getByRole('button', { name: 'Tải lại trang / Reload page' })).toBeInTheDocument();
      expect(screen.getByRole('banner')).toBeInTheDocument();
    } finally {
      Home.default = original;
      errors.mockRestore();
    }
  });
});
