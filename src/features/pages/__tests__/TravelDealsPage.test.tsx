import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderWithProviders } from '@/test/renderWithProviders';
import { tourListResponse } from '@/test/fixtures';
import { server, resetMockState } from '../../../../mocks/node';
import TravelDealsPage from '@/features/pages/pages/TravelDealsPage';
import { lastMinuteWindow } from '@/domain/tour/lastMinute';

jest.setTimeout(60_000);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetMockState();
});
afterAll(() => server.close());

const renderDeals = (lang: 'vi' | 'en') =>
  renderWithProviders(<TravelDealsPage />, { route: `/${lang}/travel-deals`, path: '/:lang/travel-deals' });

describe.each([
  [
    'vi',
    {
      title: 'Ưu đãi du lịch',
      lastMinute: 'Ưu đãi phút chót',
      onSale: 'Chuyến đi đang giảm giá',
      cta: 'Tìm kiếm tất cả chuyến đi',
      error: 'Lỗi kết nối server. Vui lòng thử lại.',
      empty: 'Không có ưu đãi nào',
    },
  ],
  [
    'en',
    {
      title: 'Travel deals',
      lastMinute: 'Last-minute deals',
      onSale: 'Trips on sale',
      cta: 'Search all trips',
      error: 'Server connection error. Please try again.',
      empty: 'No deals available',
    },
  ],
] as const)('travel deals page (%s)', (lang, tx) => {
  it('lists last-minute deals and trips on sale; a card searches by keyword', async () => {
    const params: string[] = [];
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname.endsWith('/tours')) params.push(url.search);
    });
    renderDeals(lang);
    expect(screen.getByRole('heading', { level: 1, name: tx.title })).toBeInTheDocument();
    const last = screen.getByRole('region', { name: tx.lastMinute });
    const sale = screen.getByRole('region', { name: tx.onSale });
    const lastCards = await within(last).findAllByRole('article', {}, { timeout: 10_000 });
    const saleCards = await within(sale).findAllByRole('article', {}, { timeout: 10_000 });
    expect(lastCards.length).toBeGreaterThan(0);
    expect(saleCards.length).toBeGreaterThan(0);
    // Last minute = leaving within 56 days (spec part 1 §9): departures from today to today + 56 days.
    const { start_day, end_day } = lastMinuteWindow();
    expect(params.some((q) => q.includes(`start_day=${start_day}`) && q.includes(`end_day=${end_day}`))).toBe(
      true,
    );
    expect(Math.round((Date.parse(end_day) - Date.parse(start_day)) / 86_400_000)).toBe(56);
    expect(params.some((q) => q.includes('onSale=true'))).toBe(true);
    server.events.removeAllListeners();
    const title = within(lastCards[0]).getByRole('heading').textContent!;
    const link = within(lastCards[0]).getByRole('link');
    expect(link).toHaveAccessibleName(expect.stringContaining(title));
    const href = new URL(link.getAttribute('href')!, 'http://localhost');
    expect(href.pathname).toBe(`/${lang}/search`);
    expect(href.searchParams.get('keyword')).toBe(title);
    expect(screen.getByRole('link', { name: tx.cta })).toHaveAttribute('href', `/${lang}/search`);
  });

  it('shows the error and empty states', async () => {
    server.use(
      http.get('*/api/:lang/tours', ({ request }) =>
        new URL(request.url).searchParams.get('end_day')
          ? HttpResponse.json({ message: 'boom' }, { status: 500 })
          : HttpResponse.json(tourListResponse([])),
      ),
    );
    renderDeals(lang);
    expect(
      await within(screen.getByRole('region', { name: tx.lastMinute })).findByText(
        tx.error,
        {},
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    expect(
      await within(screen.getByRole('region', { name: tx.onSale })).findByText(
        tx.empty,
        {},
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
  });
});
