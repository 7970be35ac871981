import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderWithProviders } from '@/test/renderWithProviders';
import { getDataset } from '../../../../mocks/data/index';
import { bookingBody } from '../../../../mocks/__tests__/helpers';
import { server, resetMockState } from '../../../../mocks/node';
import { isCloseToDeparture } from '@/domain/checkout/paymentPlan';
import { formatVnd } from '@/domain/shared/price';
import ManageBookingPage from '../pages/ManageBookingPage';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetMockState();
  server.events.removeAllListeners();
});
afterAll(() => server.close());

const TEXT = {
  vi: {
    number: 'Mã đặt chỗ',
    email: 'Email',
    submit: 'Tìm đặt chỗ',
    numberRequired: 'Vui lòng nhập mã đặt chỗ',
    emailRequired: 'Vui lòng nhập email',
    invalid: 'Email không hợp lệ!',
    notFound: 'Chúng tôi không tìm thấy đặt chỗ nào với thông tin này.',
    balanceDue: 'Số tiền còn lại',
    pay: 'Thanh toán phần còn lại',
  },
  en: {
    number: 'Booking number',
    email: 'Email',
    submit: 'Find my booking',
    numberRequired: 'This field is required',
    emailRequired: 'This field is required',
    invalid: 'Invalid email address!',
    notFound: 'We could not find a booking with these details.',
    balanceDue: 'Balance due',
    pay: 'Pay the balance',
  },
} as const;

/** A deposit booking made and confirmed through the mock, as the checkout makes it. */
async function depositBooking() {
  const ds = getDataset();
  const tour = ds.tours.find((t) =>
    t.dates.some(
      (d) => !isCloseToDeparture(d.start_date) && d.room_prices.some((r) => r.available_rooms >= 2),
    ),
  )!;
  const date = tour.dates.find(
    (d) => !isCloseToDeparture(d.start_date) && d.room_prices.some((r) => r.available_rooms >= 2),
  )!;
  const room = date.room_prices.find((r) => r.available_rooms >= 2)!;
  const created = (await (
    await fetch('http://localhost/api/bookings', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(
        bookingBody({
          tour_date_id: date.id,
          room_id: room.room_id,
          payment_plan: 'deposit',
          ticket_quantity: 2,
        }),
      ),
    })
  ).json()) as {
    booking: { id: number; booking_reference: string; ticket_price: number; amount_due_now: number };
  };
  await fetch(`http://localhost/api/bookings/${created.booking.id}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ payment_status: 'user_confirmed' }),
  });
  return { ...created.booking, tour, total: created.booking.ticket_price * 2 };
}

function recordRequests() {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    seen.push(`${request.method} ${new URL(request.url).pathname}`);
  });
  return seen;
}

async function renderPage(lang: 'vi' | 'en', state?: unknown) {
  const view = renderWithProviders(<ManageBookingPage />, {
    route: state ? `/${lang}` : `/${lang}/contact/manage-booking`,
    path: '/:lang/contact/manage-booking',
  });
  // Arriving from the success screen: the reference in the history entry's state.
  if (state) await act(() => view.router.navigate(`/${lang}/contact/manage-booking`, { state }));
  return view;
}

describe('manage my booking', () => {
  it.each(['vi', 'en'] as const)(
    'refuses empty fields with the spec messages and sends nothing (%s)',
    async (lang) => {
      const text = TEXT[lang];
      const { user } = await renderPage(lang);
      const seen = recordRequests();
      const number = screen.getByRole('textbox', { name: text.number });
      const email = screen.getByRole('textbox', { name: text.email });
      expect(email).toHaveAttribute('type', 'email');
      await user.click(screen.getByRole('button', { name: text.submit }));
      expect(number).toHaveAccessibleDescription(text.numberRequired);
      expect(email).toHaveAccessibleDescription(text.emailRequired);
      expect(number).toHaveFocus();
      await user.type(number, 'BK-1');
      await user.type(email, 'an@example');
      await user.click(screen.getByRole('button', { name: text.submit }));
      expect(email).toHaveAccessibleDescription(text.invalid);
      expect(seen.filter((request) => request.includes('/bookings'))).toEqual([]);
    },
  );

  it.each(['vi', 'en'] as const)(
    'finds a deposit booking by reference and e-mail, shows the balance and its day, and pays it (%s)',
    async (lang) => {
      const text = TEXT[lang];
      const booking = await depositBooking();
      const { user } = await renderPage(lang);
      const seen = recordRequests();
      await user.type(
        screen.getByRole('textbox', { name: text.number }),
        booking.booking_reference.toLowerCase(),
      );
      await user.type(screen.getByRole('textbox', { name: text.email }), 'An.Nguyen@example.com');
      await user.click(screen.getByRole('button', { name: text.submit }));

      const section = await screen.findByRole('region', { name: new RegExp(booking.booking_reference) });
      expect(seen).toContain('POST /api/bookings/lookup');
      expect(within(section).getByRole('link', { name: booking.tour.title[lang] })).toHaveAttribute(
        'href',
        `/${lang}/detail-trip/${booking.tour.slug}`,
      );
      const balance = booking.total - booking.amount_due_now;
      expect(within(section).getByText(text.balanceDue)).toBeInTheDocument();
      expect(
        within(section).getByText(new RegExp(formatVnd(balance).replace(/\./g, '\\.'))),
      ).toBeInTheDocument();

      await user.click(within(section).getByRole('button', { name: text.pay }));
      // Step 2's transfer panel, for the balance.
      const amount = await screen.findByText(formatVnd(balance));
      expect(amount).toBeInTheDocument();
      await user.click(await screen.findByRole('checkbox'));
      await user.click(
        screen.getByRole('button', { name: lang === 'vi' ? 'Hoàn tất thanh toán' : 'Complete Payment' }),
      );
      await waitFor(() => expect(seen).toContain(`POST /api/bookings/${booking.id}/balance-payment`), {
        timeout: 5000,
      });
      expect(
        await screen.findByText(
          lang === 'vi'
            ? 'Cảm ơn bạn. Chúng tôi sẽ xác nhận khoản thanh toán trong vòng 24 giờ.'
            : 'Thank you. We will confirm your balance payment within 24 hours.',
          {},
          { timeout: 5000 },
        ),
      ).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: text.pay })).not.toBeInTheDocument();
    },
  );

  it.each(['vi', 'en'] as const)('says a mismatch plainly and keeps what was typed (%s)', async (lang) => {
    const text = TEXT[lang];
    const booking = await depositBooking();
    const { user } = await renderPage(lang, { reference: booking.booking_reference });
    // Filled in from the success screen (history state, not the URL).
    expect(screen.getByRole('textbox', { name: text.number })).toHaveValue(booking.booking_reference);
    await user.type(screen.getByRole('textbox', { name: text.email }), 'someone@example.com');
    await user.click(screen.getByRole('button', { name: text.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text.notFound);
    expect(screen.getByRole('textbox', { name: text.email })).toHaveValue('someone@example.com');
  });

  it('says when there were too many tries', async () => {
    server.use(
      http.post('*/api/bookings/lookup', () =>
        HttpResponse.json({ success: false, message: 'Too many' }, { status: 429 }),
      ),
    );
    const { user } = await renderPage('en');
    await user.type(screen.getByRole('textbox', { name: 'Booking number' }), 'BK-1');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'a@b.example');
    await user.click(screen.getByRole('button', { name: 'Find my booking' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please wait a minute and try again.',
    );
  });
});
