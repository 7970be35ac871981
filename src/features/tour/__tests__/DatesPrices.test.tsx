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

const Y1 = NEXT_YEAR;
const Y2 = NEXT_YEAR + 1;

const dates = [
  // Y2 first in the list: the default year is still the earliest.
  departure(40, ymd(Y2, 1, 10), ymd(Y2, 1, 15), [room(1, 10_000_000, 9)]),
  departure(1, ymd(Y1, 3, 1), ymd(Y1, 3, 3), [
    room(1, 10_000_000, 5, { name: 'Twin share' }),
    room(2, 11_000_000, 0, { name: 'Single' }),
    room(3, 13_000_000, 5, { name: 'Double' }),
  ]),
  departure(2, ymd(Y1, 3, 20), ymd(Y1, 3, 24), [
    room(1, 12_000_000, 1, { sale: 9_000_000, name: 'Twin share' }),
  ]),
  departure(3, ymd(Y1, 5, 5), ymd(Y1, 5, 9), [
    room(1, 10_000_000, 0, { name: 'Twin share' }),
    room(2, 12_000_000, 0, { name: 'Single' }),
  ]),
];

function renderTour(lang: 'vi' | 'en', tourDates = dates) {
  server.use(http.get('*/api/:lang/tours/:slug', () => HttpResponse.json(craftedTour({ dates: tourDates }))));
  return renderWithProviders(
    <Suspense fallback={null}>
      <TourDetailPage />
    </Suspense>,
    { route: `/${lang}/detail-trip/crafted-tour`, path: '/:lang/detail-trip/:slug' },
  );
}

const rowButtons = () => screen.getAllByRole('button', { name: /^(Show details for|Xem chi tiết ngày)/ });

describe('dates and prices', () => {
  it('defaults to the earliest year and its first month; empty months are disabled (en)', async () => {
    renderTour('en');
    const years = await screen.findByRole('tablist', { name: 'Departure years' });
    expect(within(years).getByRole('tab', { name: String(Y1) })).toHaveAttribute('aria-selected', 'true');
    expect(within(years).getByRole('tab', { name: String(Y2) })).toHaveAttribute('aria-selected', 'false');
    const months = screen.getByRole('tablist', { name: 'Departure months' });
    expect(within(months).getAllByRole('tab')).toHaveLength(12);
    expect(within(months).getByRole('tab', { name: `Mar ${Y1}` })).toHaveAttribute('aria-selected', 'true');
    expect(within(months).getByRole('tab', { name: `May ${Y1}` })).not.toBeDisabled();
    expect(within(months).getByRole('tab', { name: `Apr ${Y1}` })).toBeDisabled();
    expect(within(months).getByRole('tab', { name: `Jan ${Y1}` })).toBeDisabled();
    expect(rowButtons()).toHaveLength(2);
    expect(within(rowButtons()[0]).getByText('3 days')).toBeInTheDocument();
    // Facts card: the lowest current price over all dates (the active sale price).
    expect(screen.getByTestId('tour-from-price')).toHaveTextContent('9.000.000 VNĐ');
  });

  it('switches year and filters, and sorts by the cheapest current price (en)', async () => {
    const { user } = renderTour('en');
    await screen.findByRole('tablist', { name: 'Departure years' });
    const first = () => rowButtons()[0].textContent;
    expect(first()).toMatch(/Mar 1, /);
    await user.selectOptions(screen.getByLabelText('Sort by'), 'price_asc');
    expect(first()).toMatch(/Mar 20, /);
    await user.selectOptions(screen.getByLabelText('Sort by'), 'price_desc');
    expect(first()).toMatch(/Mar 1, /);

    await user.click(screen.getByRole('checkbox', { name: 'Sale only' }));
    expect(rowButtons()).toHaveLength(1);
    expect(first()).toMatch(/Mar 20, /);
    await user.click(screen.getByRole('checkbox', { name: 'Sale only' }));

    await user.selectOptions(screen.getByLabelText('Availability'), 'limited');
    expect(rowButtons()).toHaveLength(1);
    expect(first()).toMatch(/Mar 20, /);
    await user.selectOptions(screen.getByLabelText('Availability'), 'available');
    expect(rowButtons()).toHaveLength(1);
    expect(first()).toMatch(/Mar 1, /);

    await user.click(screen.getByRole('checkbox', { name: 'Sale only' }));
    expect(screen.getByText('No departures available for the selected filters')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: String(Y2) }));
    expect(screen.getByRole('tab', { name: `Jan ${Y2}` })).toHaveAttribute('aria-selected', 'true');
  });

  it('preselects the cheapest available room, disables sold-out rooms and builds the booking URL (en)', async () => {
    const { user } = renderTour('en');
    await screen.findByRole('tablist', { name: 'Departure years' });
    await user.click(rowButtons()[0]);
    expect(rowButtons()[0]).toHaveAttribute('aria-expanded', 'true');
    const group = screen.getByRole('radiogroup', { name: 'Choose your room' });
    expect(within(group).getByRole('radio', { name: /Twin share/ })).toBeChecked();
    expect(within(group).getByRole('radio', { name: /Single/ })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Book now' })).toHaveAttribute(
      'href',
      '/en/tour/crafted-tour/booking?dateId=1&roomId=1',
    );
    await user.click(within(group).getByRole('radio', { name: /Double/ }));
    expect(screen.getByRole('link', { name: 'Book now' })).toHaveAttribute(
      'href',
      '/en/tour/crafted-tour/booking?dateId=1&roomId=3',
    );
    // Room details dialog.
    await user.click(screen.getByRole('button', { name: 'Room details: Double' }));
    const dialog = await screen.findByRole('dialog', { name: 'Details of Double' });
    expect(within(dialog).getByText('Description of room 3')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // One row expanded at a time.
    await user.click(rowButtons()[1]);
    expect(rowButtons()[0]).toHaveAttribute('aria-expanded', 'false');
    expect(rowButtons()[1]).toHaveAttribute('aria-expanded', 'true');
  });

  it('shows a fully booked departure with Contact Us (vi)', async () => {
    const { user } = renderTour('vi');
    await screen.findByRole('tablist', { name: 'Năm khởi hành' });
    await user.click(screen.getByRole('tab', { name: `Tháng 5 ${Y1}` }));
    await user.click(rowButtons()[0]);
    expect(screen.getByText('Đã hết chỗ')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Liên hệ với chúng tôi' })).toHaveAttribute(
      'href',
      '/vi/contact',
    );
    expect(screen.queryByRole('link', { name: 'Đặt ngay' })).not.toBeInTheDocument();
  });

  it('shows 10 departures at a time (vi)', async () => {
    const many = Array.from({ length: 12 }, (_, i) =>
      departure(100 + i, ymd(Y1, 6, i + 1), ymd(Y1, 6, i + 3), [room(1, 10_000_000 + i, 5)]),
    );
    const { user } = renderTour('vi', many);
    await screen.findByRole('tablist', { name: 'Năm khởi hành' });
    expect(rowButtons()).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: 'Xem thêm ngày' }));
    expect(rowButtons()).toHaveLength(12);
    expect(screen.queryByRole('button', { name: 'Xem thêm ngày' })).not.toBeInTheDocument();
  });
});
