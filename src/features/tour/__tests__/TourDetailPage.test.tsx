import { Suspense } from 'react';
import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '@/test/renderWithProviders';
import { server, resetMockState } from '../../../../mocks/node';
import TourDetailPage from '../pages/TourDetailPage';
import { craftedTour, departure, room, ymd, NEXT_YEAR } from './fixtures';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetMockState();
});
afterAll(() => server.close());

const SHOWCASE = 'ha-long-bay-discovery';

function renderTour(route: string) {
  return renderWithProviders(
    <Suspense fallback={null}>
      <TourDetailPage />
    </Suspense>,
    { route, path: '/:lang/detail-trip/:slug' },
  );
}

function serveTour(body: unknown, status = 200) {
  server.use(http.get('*/api/:lang/tours/:slug', () => HttpResponse.json(body as object, { status })));
}

function navLabels() {
  const nav = screen.getByRole('navigation', { name: /Tour sections|Các phần của tour/ });
  return within(nav)
    .getAllByRole('link')
    .map((a) => [a.textContent, a.getAttribute('href')]);
}

describe('tour detail page states', () => {
  it('shows the loading text, then the tour (vi)', async () => {
    renderTour(`/vi/detail-trip/${SHOWCASE}`);
    expect(screen.getByText('Đang tải tour...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Vịnh Hạ Long');
    await waitFor(() => expect(document.title).toMatch(/\| /));
    expect(document.title.startsWith(screen.getByRole('heading', { level: 1 }).textContent ?? 'x')).toBe(
      true,
    );
  });

  it('shows the tour in English with its title, description meta and JSON-LD', async () => {
    renderTour(`/EN/detail-trip/${SHOWCASE}`);
    expect(screen.getByText('Loading tour...')).toBeInTheDocument();
    const h1 = await screen.findByRole('heading', { level: 1 });
    expect(h1.textContent).toMatch(/Ha Long/);
    const ld = document.querySelector('script[type="application/ld+json"]');
    const json = JSON.parse(ld?.textContent ?? '{}') as { '@type'?: string; name?: string; offers?: unknown };
    expect(json['@type']).toBe('Product');
    expect(json.name).toBe(h1.textContent);
    expect(json.offers).toMatchObject({ '@type': 'Offer', priceCurrency: 'VND' });
    await waitFor(() => {
      const again = JSON.parse(
        document.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}',
      );
      expect(again.aggregateRating).toMatchObject({ '@type': 'AggregateRating' });
    });
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBeTruthy();
  });

  it.each([
    [
      'en',
      'Tour not found',
      "The tour you're looking for doesn't exist or has been removed.",
      'Back to Home',
    ],
    ['vi', 'Không tìm thấy tour', 'Tour bạn đang tìm không tồn tại hoặc đã bị gỡ bỏ.', 'Về trang chủ'],
  ])('shows the not-found view for a 404 (%s)', async (lang, title, message, back) => {
    renderTour(`/${lang}/detail-trip/no-such-tour`);
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: back })).toHaveAttribute('href', '/');
  });

  it.each([
    [
      'en',
      'Error: Our server could not load this tour right now. Please try again later.',
      'Please check the slug or ID and try again.',
      'Back to Home',
    ],
    [
      'vi',
      'Lỗi: Máy chủ chưa tải được tour này. Vui lòng thử lại sau.',
      'Vui lòng kiểm tra đường dẫn (slug) hoặc mã tour và thử lại.',
      'Về trang chủ',
    ],
  ])('shows the error view for a 503 (%s)', async (lang, title, hint, back) => {
    serveTour({ message: 'Service Unavailable' }, 503);
    renderTour(`/${lang}/detail-trip/${SHOWCASE}`);
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByText(hint)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: back })).toHaveAttribute('href', '/');
  });

  it.each([
    ['en', 'Error: Invalid tour data received from API'],
    ['vi', 'Lỗi: Dữ liệu tour nhận từ API không hợp lệ'],
  ])('rejects a tour without id or title (%s)', async (lang, title) => {
    serveTour({ success: true, data: { slug: 'x', title: '' } });
    renderTour(`/${lang}/detail-trip/x`);
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
  });

  it('shows "No tour data available" when the answer holds no tour', async () => {
    serveTour({ success: true, data: null });
    renderTour('/en/detail-trip/x');
    expect(await screen.findByRole('heading', { name: 'No tour data available' })).toBeInTheDocument();
  });

  it('offers the vi and en versions for an unsupported language', async () => {
    renderTour('/fr/detail-trip/ha-long-bay-discovery');
    expect(await screen.findByRole('heading', { name: 'Language Not Supported' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Xem bằng Tiếng Việt' })).toHaveAttribute(
      'href',
      '/vi/detail-trip/ha-long-bay-discovery',
    );
    expect(screen.getByRole('link', { name: 'View in English' })).toHaveAttribute(
      'href',
      '/en/detail-trip/ha-long-bay-discovery',
    );
  });
});

describe('section navigation', () => {
  it('lists only the sections with content (en)', async () => {
    serveTour(craftedTour());
    renderTour('/en/detail-trip/crafted-tour');
    await screen.findByRole('heading', { level: 1, name: 'Crafted Tour' });
    expect(navLabels()).toEqual([
      ['Overview', '#overview'],
      ['Itinerary', '#itinerary'],
      ['Inclusions', '#inclusions'],
      ['Reviews', '#review'],
    ]);
    expect(screen.queryByRole('heading', { name: 'Important notes' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Dates and prices' })).not.toBeInTheDocument();
  });

  it('lists every section in order when all have content (vi)', async () => {
    serveTour(
      craftedTour({
        highlights: [{ id: 1, content: 'Đêm trên vịnh' }],
        suitabilities: [{ id: 1, content: 'Gia đình' }],
        dates: [departure(1, ymd(NEXT_YEAR, 3, 1), ymd(NEXT_YEAR, 3, 3), [room(1, 10_000_000, 5)])],
        notes: [{ id: 1, type: 'important', content: '<p>Mang hộ chiếu</p>' }],
      }),
    );
    renderTour('/vi/detail-trip/crafted-tour');
    await screen.findByRole('heading', { level: 1, name: 'Crafted Tour' });
    expect(navLabels()).toEqual([
      ['Tổng quan', '#overview'],
      ['Vì sao bạn sẽ yêu chuyến đi này', '#highlights'],
      ['Lịch trình', '#itinerary'],
      ['Bao gồm', '#inclusions'],
      ['Chuyến đi này có phù hợp với bạn', '#suitability'],
      ['Ngày khởi hành và giá', '#dates-prices'],
      ['Lưu ý quan trọng', '#important-notes'],
      ['Đánh giá', '#review'],
    ]);
    expect(screen.getByText('Mang hộ chiếu')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Quan trọng' })).toBeInTheDocument();
  });

  it('shows the overview facts, the main image and the itinerary details', async () => {
    serveTour(craftedTour());
    renderTour('/en/detail-trip/crafted-tour');
    await screen.findByRole('heading', { level: 1, name: 'Crafted Tour' });
    expect(screen.getByRole('img', { name: 'Crafted Tour – main photo' })).toHaveAttribute(
      'src',
      '/storage/tours/b.jpg',
    );
    expect(screen.getByRole('img', { name: 'Route map of Crafted Tour' })).toHaveAttribute(
      'src',
      '/storage/maps/route.png',
    );
    expect(screen.getByText('CT-1')).toBeInTheDocument();
    expect(screen.getByText('2–12 people')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '3 of 5' })).toBeInTheDocument();
    expect(screen.getByText('Contact for price')).toBeInTheDocument();
    // First day open, with nights and the optional activity's price.
    expect(screen.getByText('Old Quarter Hotel (1 night)')).toBeInTheDocument();
    expect(screen.getByText('Water puppet show')).toBeInTheDocument();
    expect(screen.getByText('– 200.000 VNĐ')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ha Noi' })).toHaveAttribute('href', '/en/ha%20noi');
    expect(screen.getByRole('button', { name: 'Collapse all' })).toBeInTheDocument();
  });
});

describe('facts stated once, counts with plurals', () => {
  const withServiceSummaries = () => {
    const tour = craftedTour();
    const [first, second] = tour.itineraries!;
    const days = [
      {
        ...first,
        accommodation: 'Colonial hotel (1 night)',
        meals: { breakfast: '1', lunch: '1', dinner: '1' },
      },
      {
        ...second,
        accommodation: 'Colonial hotel (1 night)',
        meals: { breakfast: '1', lunch: null, dinner: null },
      },
      {
        ...second,
        id: 3,
        day_number: 3,
        accommodation: 'River lodge',
        meals: { breakfast: '1', lunch: null, dinner: null },
      },
    ];
    return craftedTour({
      itineraries: days,
      inclusions: [
        ...tour.inclusions!,
        { id: 8, type: 'meal', title: '3 breakfasts, 1 lunches, 1 dinners', description: null },
        { id: 9, type: 'accommodation', title: '3 nights', description: null },
      ],
    });
  };

  it.each([
    [
      'en',
      'Inclusions',
      'Colonial hotel (1 night)',
      '5 meals included (3 breakfasts, 1 lunch, 1 dinner)',
      '3 nights',
    ],
    [
      'vi',
      'Bao gồm',
      'Colonial hotel (1 đêm)',
      'Bao gồm 5 bữa ăn (3 bữa sáng, 1 bữa trưa, 1 bữa tối)',
      '3 đêm',
    ],
  ] as const)('%s', async (lang, inclusionsName, hotel, meals, nights) => {
    serveTour(withServiceSummaries());
    renderTour(`/${lang}/detail-trip/crafted-tour`);
    await screen.findByRole('heading', { level: 1, name: 'Crafted Tour' });
    // Shown once (the second day's details are in the page for printing, hidden while the day is closed).
    expect(screen.getAllByText(hotel).filter((element) => !element.closest('[hidden]'))).toHaveLength(1);
    expect(screen.queryByText(/\(1 night\) \(1 night\)|\(1 đêm\) \(1 đêm\)/)).not.toBeInTheDocument();
    const inclusions = screen.getByRole('region', { name: inclusionsName });
    expect(within(inclusions).getByText(meals)).toBeInTheDocument();
    expect(within(inclusions).queryByText('3 breakfasts, 1 lunches, 1 dinners')).not.toBeInTheDocument();
    expect(within(inclusions).getAllByText(nights)).toHaveLength(1);
    expect(within(inclusions).getByText('Colonial hotel, River lodge')).toBeInTheDocument();
  });
});
