/** Step 2 (payment): accounts, copy, QR, terms gating, PUT, success modal, error messages, persistence. */
import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import { server, resetMockState } from '../../../../mocks/node';
import { resetAppConfig, setAppConfig } from '@/api/config';
import { makeStore } from '@/app/store';
import { bookingReference, buildBookingRequest, finalRoomPrice } from '@/domain/checkout/checkout';
import { formatVnd } from '@/domain/shared/price';
import {
  bookableSelection,
  createMockBooking,
  filledForm,
  recordBookingCalls,
  renderCheckout,
  SLUG,
  viLabels,
} from './helpers';

jest.setTimeout(90_000);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
let errorSpy: jest.SpyInstance;
let infoSpy: jest.SpyInstance;
beforeEach(() => {
  errorSpy = jest.spyOn(console, 'error').mockImplementation(() => {});
  infoSpy = jest.spyOn(console, 'info').mockImplementation(() => {});
});
afterEach(() => {
  errorSpy.mockRestore();
  infoSpy.mockRestore();
  server.events.removeAllListeners();
  server.resetHandlers();
  resetMockState();
  localStorage.clear();
});
afterAll(() => server.close());

/** A checkout restored on step 2 with a booking the mock service knows ('all': every place left in the room). */
async function onStep2(count: number | 'all' = 2) {
  const sel = await bookableSelection();
  const travellers = count === 'all' ? sel.room.available_rooms : count;
  const booking = await createMockBooking(sel.dateId, sel.roomId, travellers);
  const request = buildBookingRequest(filledForm, { roomId: sel.roomId, tourDateId: sel.dateId }, travellers);
  const checkout = {
    selection: { slug: SLUG, dateId: sel.dateId, roomId: sel.roomId },
    travellers,
    form: filledForm,
    step: 2 as const,
    booking: {
      id: booking.id,
      reference: bookingReference(booking),
      request,
      unitPrice: finalRoomPrice(sel.room),
    },
  };
  return {
    ...sel,
    travellers,
    booking,
    checkout,
    route: (lang: string) => `/${lang}/tour/${SLUG}/booking?dateId=${sel.dateId}&roomId=${sel.roomId}`,
  };
}

describe('payment step', () => {
  it('lists only active accounts, first preselected, with copyable details and a local VietQR code (vi)', async () => {
    const s = await onStep2();
    const { user } = renderCheckout(s.route('vi'), { preloadedState: { checkout: s.checkout } });
    const select = await screen.findByRole('combobox', { name: 'Tài khoản ngân hàng' });
    expect(select).toHaveTextContent('Vietcombank - 0071001234567');
    await user.click(select);
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Vietcombank - 0071001234567',
      'Techcombank - 19036688899011',
    ]);
    await user.click(options[1]);
    expect(screen.getByText('19036688899011')).toBeInTheDocument();
    expect(screen.getByText(`Booking-${s.booking.id}`)).toBeInTheDocument();
    expect(screen.getByText('Chỉ hỗ trợ thanh toán bằng chuyển khoản ngân hàng.')).toBeInTheDocument();
    expect(
      screen.getByText('Vui lòng hoàn tất chuyển khoản trong vòng 24 giờ để giữ chỗ.'),
    ).toBeInTheDocument();

    const copy = screen.getByRole('button', { name: 'Sao chép Nội dung chuyển khoản' });
    const write = jest.spyOn(navigator.clipboard, 'writeText');
    await user.click(copy);
    expect(copy).toHaveTextContent('Đã sao chép!');
    expect(write).toHaveBeenCalledWith(`Booking-${s.booking.id}`);
    await waitFor(() => expect(copy).toHaveTextContent('Sao chép'), { timeout: 4000 });
    expect(copy).not.toHaveTextContent('Đã sao chép!');

    const qr = await screen.findByRole('img', {
      name: /^Mã VietQR: chuyển .* VNĐ đến tài khoản Techcombank 19036688899011$/,
    });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    // Trip extras are not shown at 0; the summary still has the total.
    expect(screen.queryByText('Dịch vụ thêm')).not.toBeInTheDocument();
  });

  it('uses the QR image service when one is configured', async () => {
    const s = await onStep2(1);
    setAppConfig({ qrImageUrl: 'https://qr.example/image' });
    try {
      renderCheckout(s.route('en'), { preloadedState: { checkout: s.checkout } });
      const qr = await screen.findByRole('img', { name: /^VietQR code/ });
      const src = new URL(qr.getAttribute('src')!);
      expect(src.origin + src.pathname).toBe('https://qr.example/image/970436-0071001234567-compact.png');
      expect(src.searchParams.get('addInfo')).toBe(`Booking-${s.booking.id}`);
      expect(src.searchParams.get('accountName')).toBe('CONG TY TNHH VIVU TRAVEL');
      expect(Number(src.searchParams.get('amount'))).toBeGreaterThan(0);
    } finally {
      resetAppConfig();
    }
  });

  it.each([
    [
      'en',
      'You must agree to the terms and conditions',
      /^I agree/,
      'Complete Payment',
      'Payment Successful!',
      'Booking reference: ',
      'Go to Homepage',
    ],
    [
      'vi',
      'Bạn phải đồng ý với các điều khoản và điều kiện',
      /^Tôi đồng ý/,
      'Hoàn tất thanh toán',
      'Thanh toán thành công!',
      'Mã đặt chỗ: ',
      'Về trang chủ',
    ],
  ])(
    'gates Complete Payment on the terms, sends the PUT, then shows the success modal (%s)',
    async (lang, required, terms, complete, success, refLabel, home) => {
      const s = await onStep2();
      const calls = recordBookingCalls();
      const onComplete = jest.fn();
      const { user, store } = renderCheckout(s.route(lang), {
        preloadedState: { checkout: s.checkout },
        onComplete,
      });
      const button = await screen.findByRole('button', { name: complete });
      expect(button).toBeDisabled();
      expect(screen.getByText(required)).toBeInTheDocument();
      await user.click(screen.getByRole('checkbox', { name: terms }));
      expect(screen.queryByText(required)).not.toBeInTheDocument();
      await user.click(button);
      expect(
        await screen.findByRole('button', { name: lang === 'en' ? 'Processing...' : 'Đang xử lý...' }),
      ).toBeDisabled();
      const dialog = await screen.findByRole('dialog', { name: success }, { timeout: 5000 });
      expect(within(dialog).getByText(`${refLabel}${s.booking.booking_reference}`)).toBeInTheDocument();
      expect(within(dialog).getByRole('link', { name: home })).toHaveAttribute('href', `/${lang}`);
      expect(calls.puts).toEqual([
        { url: `/api/bookings/${s.booking.id}`, body: { payment_status: 'user_confirmed' } },
      ]);
      expect(calls.posts).toHaveLength(0);
      expect(onComplete).toHaveBeenCalledWith({
        method: 'bank_transfer',
        amount: expect.any(Number),
        timestamp: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        bookingId: s.booking.id,
        reference: s.booking.booking_reference,
        status: 'user_confirmed',
      });
      expect(onComplete.mock.calls[0][0].amount).toBeGreaterThan(0);
      // A finished booking clears the saved checkout.
      expect(store.getState().checkout).toMatchObject({ selection: null, booking: null, step: 1 });
    },
  );

  it('logs the completion by default (console.info)', async () => {
    const s = await onStep2(1);
    const { user } = renderCheckout(s.route('en'), { preloadedState: { checkout: s.checkout } });
    await user.click(await screen.findByRole('checkbox', { name: /^I agree/ }));
    await user.click(screen.getByRole('button', { name: 'Complete Payment' }));
    await screen.findByRole('dialog', { name: 'Payment Successful!' }, { timeout: 5000 });
    expect(infoSpy).toHaveBeenCalledWith(
      'Payment completed',
      expect.objectContaining({ method: 'bank_transfer', status: 'user_confirmed' }),
    );
  });

  it.each([
    ['en', 'Failed to update payment'],
    ['vi', 'Cập nhật thanh toán thất bại'],
  ])('shows the payment failure in a red box and stays (%s)', async (lang, text) => {
    const s = await onStep2(1);
    server.use(
      http.put('*/api/bookings/:id', () =>
        HttpResponse.json({ message: 'Server connection error' }, { status: 500 }),
      ),
    );
    const { user } = renderCheckout(s.route(lang), { preloadedState: { checkout: s.checkout } });
    await user.click(
      await screen.findByRole('checkbox', { name: lang === 'en' ? /^I agree/ : /^Tôi đồng ý/ }),
    );
    await user.click(
      screen.getByRole('button', { name: lang === 'en' ? 'Complete Payment' : 'Hoàn tất thanh toán' }),
    );
    const alert = await screen.findByText(text);
    expect(alert.closest('[data-severity="error"]')).not.toBeNull();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each([
    ['en', 'bank-accounts-empty', 'No bank accounts configured.'],
    ['vi', 'bank-accounts-empty', 'Chưa cấu hình tài khoản ngân hàng.'],
    ['en', 'bank-accounts-500', 'Failed to load payment information'],
    ['vi', 'bank-accounts-500', 'Không tải được thông tin thanh toán'],
  ])('shows the bank-account state (%s, %s)', async (lang, scenario, text) => {
    const s = await onStep2(1);
    server.use(
      http.get('*/api/bank-accounts', () =>
        scenario === 'bank-accounts-empty'
          ? HttpResponse.json({ data: [] })
          : HttpResponse.json({ message: 'Server connection error' }, { status: 500 }),
      ),
    );
    const { user } = renderCheckout(s.route(lang), { preloadedState: { checkout: s.checkout } });
    expect(await screen.findByText(text)).toBeInTheDocument();
    // Nowhere to pay into: ticking the terms does not make the payment possible.
    await user.click(screen.getByRole('checkbox', { name: lang === 'en' ? /^I agree/ : /^Tôi đồng ý/ }));
    expect(
      screen.getByRole('button', { name: lang === 'en' ? 'Complete Payment' : 'Hoàn tất thanh toán' }),
    ).toBeDisabled();
    if (scenario === 'bank-accounts-500') {
      // 'Try again' asks again; the accounts arrive and the payment becomes possible.
      server.resetHandlers();
      await user.click(screen.getByRole('button', { name: lang === 'en' ? 'Try again' : 'Thử lại' }));
      expect(
        await screen.findByRole('combobox', { name: lang === 'en' ? 'Bank account' : 'Tài khoản ngân hàng' }),
      ).toBeInTheDocument();
      expect(
        screen.getByRole('button', { name: lang === 'en' ? 'Complete Payment' : 'Hoàn tất thanh toán' }),
      ).toBeEnabled();
    }
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('Back returns to step 1 with everything typed', async () => {
    const s = await onStep2(1);
    const { user } = renderCheckout(s.route('vi'), { preloadedState: { checkout: s.checkout } });
    await user.click(await screen.findByRole('button', { name: 'Quay lại' }));
    expect(await screen.findByRole('textbox', { name: viLabels.firstName })).toHaveValue('Lan');
    expect(screen.getByRole('combobox', { name: viLabels.province })).toHaveValue('Thành phố Hồ Chí Minh');
  });
});

describe('persistence', () => {
  it('a reload on step 2 returns to step 2 with the same booking (no second POST)', async () => {
    const s = await onStep2();
    localStorage.setItem(
      'persist:checkout',
      JSON.stringify(
        toStored({ ...s.checkout, updatedAt: Date.now(), _persist: { version: 3, rehydrated: true } }),
      ),
    );
    const calls = recordBookingCalls();
    renderCheckout(s.route('en'), { store: makeStore(), persist: true });
    expect(await screen.findByText(`Booking reference: ${s.booking.booking_reference}`)).toBeInTheDocument();
    expect(await screen.findByText(`Booking-${s.booking.id}`)).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Booking summary' })).toHaveTextContent(/2 × /);
    expect(calls.posts).toHaveLength(0);
  });

  it('a reload on step 2 shows the amount booked, even when the booking used up the room (many travellers)', async () => {
    // Book every remaining place: after the POST the room's live availability is 0.
    const s = await onStep2('all');
    const { travellers, checkout } = s;
    const unitPrice = checkout.booking.unitPrice;
    localStorage.setItem(
      'persist:checkout',
      JSON.stringify(
        toStored({ ...checkout, updatedAt: Date.now(), _persist: { version: 3, rehydrated: true } }),
      ),
    );
    renderCheckout(s.route('en'), { store: makeStore(), persist: true });
    const summary = await screen.findByRole('complementary', { name: 'Booking summary' });
    const total = formatVnd(unitPrice * travellers);
    await waitFor(() => expect(summary).toHaveTextContent(new RegExp(`${travellers} × `)));
    expect(summary).toHaveTextContent(total);
    expect(
      await screen.findByRole('img', { name: new RegExp(`${total.replace(/[.$]/g, '\\$&')}`) }),
    ).toBeInTheDocument();
  });

  it('a checkout stored before the 24-hour expiry existed (version 1) is not restored: a fresh step 1', async () => {
    const s = await onStep2();
    const { unitPrice: _dropped, ...v1Booking } = s.checkout.booking;
    void _dropped;
    localStorage.setItem(
      'persist:checkout',
      JSON.stringify(
        toStored({ ...s.checkout, booking: v1Booking, _persist: { version: 1, rehydrated: true } }),
      ),
    );
    renderCheckout(s.route('en'), { store: makeStore(), persist: true });
    expect(await screen.findByRole('button', { name: 'Continue' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: (n) => n.startsWith('First name') })).toHaveValue('');
  });

  it('a checkout last changed more than 24 hours ago is not restored (personal data expires)', async () => {
    const s = await onStep2();
    localStorage.setItem(
      'persist:checkout',
      JSON.stringify(
        toStored({
          ...s.checkout,
          updatedAt: Date.now() - 25 * 3600_000,
          _persist: { version: 3, rehydrated: true },
        }),
      ),
    );
    renderCheckout(s.route('en'), { store: makeStore(), persist: true });
    expect(await screen.findByRole('button', { name: 'Continue' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: (n) => n.startsWith('First name') })).toHaveValue('');
  });

  it('a different selection starts fresh', async () => {
    const s = await onStep2();
    const other = s.tour.dates.find(
      (d) => d.id !== s.dateId && d.room_prices.some((r) => r.available_rooms > 0),
    )!;
    const room = other.room_prices.find((r) => r.available_rooms > 0)!;
    const { store } = renderCheckout(`/en/tour/${SLUG}/booking?dateId=${other.id}&roomId=${room.room_id}`, {
      preloadedState: { checkout: s.checkout },
    });
    await screen.findByRole('button', { name: 'Continue' });
    expect(store.getState().checkout).toMatchObject({
      selection: { slug: SLUG, dateId: other.id, roomId: room.room_id },
      step: 1,
      booking: null,
      travellers: 1,
    });
    expect(screen.getByRole('textbox', { name: (n) => n.startsWith('First name') })).toHaveValue('');
  });
});

/** redux-persist's stored shape: every top-level key JSON-encoded once more. */
function toStored(state: Record<string, unknown>) {
  return Object.fromEntries(Object.entries(state).map(([k, v]) => [k, JSON.stringify(v)]));
}
