/** Checkout access, loading/error states, step 1 (validation, stepper, booking creation) in both languages. */
import { isCloseToDeparture } from '@/domain/checkout/paymentPlan';
import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import { server, resetMockState, operationHandlers } from '../../../../mocks/node';
import { store as mockStore } from '../../../../mocks/store';
import {
  bookableSelection,
  choose,
  expectedBookingBody,
  fillTraveller,
  filledForm,
  label,
  recordBookingCalls,
  renderCheckout,
  SLUG,
  viLabels,
} from './helpers';

jest.setTimeout(90_000);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
let errorSpy: jest.SpyInstance;
beforeEach(() => {
  errorSpy = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  errorSpy.mockRestore();
  server.events.removeAllListeners();
  server.resetHandlers();
  resetMockState();
  localStorage.clear();
});
afterAll(() => server.close());

const loggedInvalid = () =>
  errorSpy.mock.calls.some((args) => String(args[0]).startsWith('Checkout: invalid access'));

describe('access', () => {
  it.each([
    ['vi', `/vi/tour/${SLUG}/booking`],
    ['vi', `/vi/tour/${SLUG}/booking?dateId=1`],
    ['en', `/en/tour/${SLUG}/booking?roomId=1`],
  ])(
    'a missing id logs an error and replaces the address with the detail page (%s: %s)',
    async (lang, route) => {
      const { router } = renderCheckout(route);
      await waitFor(() => expect(router.state.location.pathname).toBe(`/${lang}/detail-trip/${SLUG}`));
      expect(router.state.historyAction).toBe('REPLACE');
      expect(loggedInvalid()).toBe(true);
    },
  );

  it.each([
    ['unknown departure', 999_999, 'room'],
    ['room of no departure', 'date', 999_999],
  ])('an %s is refused once the tour is loaded', async (_what, date, room) => {
    const sel = await bookableSelection();
    const dateId = date === 'date' ? sel.dateId : date;
    const roomId = room === 'room' ? sel.roomId : room;
    const { router } = renderCheckout(`/en/tour/${SLUG}/booking?dateId=${dateId}&roomId=${roomId}`);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/en/detail-trip/${SLUG}`));
    expect(loggedInvalid()).toBe(true);
  });

  it('shows the Vietnamese invalid-access notice when there is no tour to go back to (any language)', async () => {
    renderCheckout('/booking?dateId=1&roomId=2');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Truy cập không hợp lệ')).toBeInTheDocument();
    expect(within(alert).getByText('Trang này chỉ dành cho việc thanh toán đặt tour.')).toBeInTheDocument();
    expect(within(alert).getByRole('link', { name: 'Về trang chủ' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/(vi|en)$/),
    );
    expect(loggedInvalid()).toBe(true);
  });

  it('takes the slug from ?slug= on the routes without one', async () => {
    const { dateId, roomId } = await bookableSelection();
    renderCheckout(`/checkout/booking?slug=${SLUG}&dateId=${dateId}&roomId=${roomId}`);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Vịnh Hạ Long');
  });

  it('always loads the vi segment of the tour', async () => {
    const { dateId, roomId } = await bookableSelection();
    const langs: string[] = [];
    server.events.on('request:start', ({ request }) => {
      const m = /\/api\/(\w+)\/tours\//.exec(request.url);
      if (m) langs.push(m[1]);
    });
    renderCheckout(`/en/tour/${SLUG}/booking?dateId=${dateId}&roomId=${roomId}`);
    await screen.findByRole('button', { name: 'Continue' });
    expect(new Set(langs)).toEqual(new Set(['vi']));
  });
});

describe('loading and errors', () => {
  it.each([
    ['vi', 'Đang tải trang...', 'Không tải được tour: lỗi kết nối máy chủ.', 'Thử lại'],
    ['en', 'Page loading...', 'Failed to load tour: server connection error.', 'Try again'],
  ])('shows the loading text, then the load failure in words (%s)', async (lang, loading, failed, retry) => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      http.get('*/api/:lang/tours/:slug', () => HttpResponse.json({ message: 'boom' }, { status: 500 })),
    );
    const { user } = renderCheckout(`/${lang}/tour/${SLUG}/booking?dateId=1&roomId=1`);
    await screen.findByText(loading);
    expect(await screen.findByText(failed)).toBeInTheDocument();
    expect(screen.queryByText(/HTTP|500|boom/)).not.toBeInTheDocument();
    // The status goes to the log; 'Try again' asks again.
    expect(errors).toHaveBeenCalledWith('Checkout: the tour could not be loaded:', 'HTTP 500');
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: retry }));
    await waitFor(() => expect(screen.queryByText(failed)).not.toBeInTheDocument());
    errors.mockRestore();
  });

  it.each([
    ['vi', 'Không tải được tour: dữ liệu không hợp lệ từ máy chủ.'],
    ['en', 'Failed to load tour: invalid data from server.'],
  ])('a tour answer that breaks the contract shows no developer text (%s)', async (lang, failed) => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    const warnings = jest.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(
      http.get('*/api/:lang/tours/:slug', () => HttpResponse.json({ success: true, data: { id: 'x' } })),
    );
    renderCheckout(`/${lang}/tour/${SLUG}/booking?dateId=1&roomId=1`);
    expect(await screen.findByText(failed)).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/contract|violation|property|"data"/i);
    errors.mockRestore();
    warnings.mockRestore();
  });

  it.each([
    ['vi', 'Không tải được thông tin tour.'],
    ['en', 'Failed to load tour details.'],
  ])('shows the no-tour text when the answer holds no tour (%s)', async (lang, text) => {
    server.use(http.get('*/api/:lang/tours/:slug', () => HttpResponse.json({ success: true, data: null })));
    renderCheckout(`/${lang}/tour/${SLUG}/booking?dateId=1&roomId=1`);
    expect(await screen.findByText(text)).toBeInTheDocument();
  });
});

describe('step 1', () => {
  it.each([
    [
      'en',
      'Continue',
      [
        'First name is required',
        'Last name is required',
        'Date of birth is required',
        'Email is required',
        'Contact number is required',
        'Country is required',
        'Province/State is required',
        'District/County is required',
        'Address is required',
      ],
    ],
    [
      'vi',
      'Tiếp tục',
      [
        'Vui lòng nhập tên',
        'Vui lòng nhập họ',
        'Vui lòng chọn ngày sinh',
        'Vui lòng nhập email',
        'Vui lòng nhập số điện thoại liên hệ',
        'Vui lòng chọn quốc gia',
        'Vui lòng chọn tỉnh/thành phố',
        'Vui lòng chọn quận/huyện',
        'Vui lòng nhập địa chỉ',
      ],
    ],
  ])(
    'Continue on an empty form shows every required message and sends nothing (%s)',
    async (lang, cont, messages) => {
      const { dateId, roomId } = await bookableSelection();
      const calls = recordBookingCalls();
      const { user } = renderCheckout(`/${lang}/tour/${SLUG}/booking?dateId=${dateId}&roomId=${roomId}`);
      await user.click(await screen.findByRole('button', { name: cont }));
      for (const message of messages) expect(screen.getByText(message)).toBeInTheDocument();
      expect(calls.posts).toHaveLength(0);
      // Editing a field clears only its message.
      await user.click(
        screen.getByRole('textbox', { name: lang === 'en' ? label('First name') : viLabels.firstName }),
      );
      await user.paste('Lan');
      expect(screen.queryByText(messages[0])).not.toBeInTheDocument();
      expect(screen.getByText(messages[1])).toBeInTheDocument();
    },
  );

  it('shows the late-request box, the places left and a traveller stepper bounded by the rooms (en)', async () => {
    const { dateId, roomId, room, tour } = await bookableSelection();
    const { user } = renderCheckout(`/en/tour/${SLUG}/booking?dateId=${dateId}&roomId=${roomId}`);
    await screen.findByRole('button', { name: 'Continue' });
    expect(screen.getByText('Late booking request')).toBeInTheDocument();
    expect(
      screen.getByText('Confirmation takes 2-4 business days (longer in peak periods).'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Please do not book flights until your booking is confirmed.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(`Selling fast, only ${room.available_rooms} places remaining!`),
    ).toBeInTheDocument();
    const minus = screen.getByRole('button', { name: 'Remove a traveller' });
    const plus = screen.getByRole('button', { name: 'Add a traveller' });
    expect(minus).toBeDisabled();
    const summary = screen.getByRole('complementary', { name: 'Booking summary' });
    expect(within(summary).getByText(tour.title)).toBeInTheDocument();
    expect(within(summary).getByText('VAT included')).toBeInTheDocument();
    expect(within(summary).getByText(room.room.name)).toBeInTheDocument();
    const perPerson = within(summary).getByText(/^1 × /).textContent!.replace('1 × ', '');
    for (let i = 1; i < room.available_rooms; i += 1) await user.click(plus);
    expect(plus).toBeDisabled();
    expect(minus).toBeEnabled();
    expect(screen.getByText(`Maximum available rooms reached (${room.available_rooms})`)).toBeInTheDocument();
    expect(within(summary).getByText(`${room.available_rooms} × ${perPerson}`)).toBeInTheDocument();
    const unit = Number(perPerson.replace(/\D/g, ''));
    expect(
      within(summary).getByText(`${new Intl.NumberFormat('vi-VN').format(unit * room.available_rooms)} VNĐ`),
    ).toBeInTheDocument();
    // The deposit lines say what is true for this departure.
    if (isCloseToDeparture(tour.dates!.find((d) => d.id === dateId)!.start_date)) {
      expect(
        screen.getByText('This departure is 60 days away or less, so full payment is required at booking.'),
      ).toBeInTheDocument();
      expect(
        screen.getByText('Flexible deposits on departures more than 60 days away (this one is paid in full)'),
      ).toBeInTheDocument();
    } else {
      expect(
        screen.getByText(
          'Full payment at booking applies only within 60 days of departure: this departure can be held with a 20\u00a0% deposit.',
        ),
      ).toBeInTheDocument();
      expect(screen.getByText('Flexible deposits: pay the balance closer to departure')).toBeInTheDocument();
    }
  });

  it('a lost answer followed by Continue creates exactly one booking (same Idempotency-Key)', async () => {
    const { dateId, roomId } = await bookableSelection();
    const keys: string[] = [];
    let lost = true;
    server.use(
      http.post('*/api/bookings', async ({ request, requestId }) => {
        keys.push(request.headers.get('idempotency-key') ?? '');
        if (!lost) return undefined; // the mock service answers
        lost = false;
        // The service creates the booking, but the answer never reaches the browser.
        await operationHandlers.createBooking.run({ request: request.clone(), requestId });
        return HttpResponse.error();
      }),
    );
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { user, store } = renderCheckout(`/vi/tour/${SLUG}/booking?dateId=${dateId}&roomId=${roomId}`);
    await screen.findByRole('button', { name: 'Tiếp tục' });
    await fillTraveller(user);
    await user.click(screen.getByRole('button', { name: 'Tiếp tục' }));
    await waitFor(() => expect(errors).toHaveBeenCalledWith('Booking failed', expect.anything()));
    expect(store.getState().checkout.attempt?.key).toBe(keys[0]);
    expect(screen.getByRole('textbox', { name: viLabels.firstName })).toHaveValue('Lan');
    await user.click(await screen.findByRole('button', { name: 'Tiếp tục' }));
    await screen.findByRole('combobox', { name: 'Tài khoản ngân hàng' });
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[0].length).toBeGreaterThanOrEqual(8);
    const bookings = [...mockStore.bookings.values()];
    expect(bookings).toHaveLength(1);
    expect(store.getState().checkout.booking?.id).toBe(bookings[0].id);
    errors.mockRestore();
  });

  it('fills the form, creates ONE booking even on a double click, then goes to payment (vi)', async () => {
    const { dateId, roomId } = await bookableSelection();
    const calls = recordBookingCalls();
    const { user, store } = renderCheckout(`/vi/tour/${SLUG}/booking?dateId=${dateId}&roomId=${roomId}`);
    await screen.findByRole('button', { name: 'Tiếp tục' });
    expect(screen.getByRole('combobox', { name: label('Quận/Huyện') })).toBeInTheDocument();
    await fillTraveller(user);
    // For Vietnam the third field is the ward/commune (no districts since 1 July 2025).
    expect(screen.getByRole('combobox', { name: label('Phường/Xã') })).toHaveValue('Phường Bến Thành');
    await user.click(screen.getByRole('button', { name: 'Thêm một khách' }));
    await user.dblClick(screen.getByRole('button', { name: 'Tiếp tục' }));
    await screen.findByRole('combobox', { name: 'Tài khoản ngân hàng' });
    await waitFor(() => expect(calls.posts).toHaveLength(1));
    expect(calls.posts[0]).toEqual(expectedBookingBody(dateId, roomId, 2));
    expect(store.getState().checkout).toMatchObject({
      step: 2,
      travellers: 2,
      booking: { id: expect.any(Number) },
    });
    // Back to step 1 through the step indicator keeps the data; Continue with the same data does not POST again.
    const steps = within(screen.getByRole('navigation', { name: 'Các bước thanh toán' }));
    expect(steps.getByRole('tab', { name: 'Thanh toán' })).toBeDisabled();
    await user.click(steps.getByRole('tab', { name: 'Thông tin khách' }));
    expect(await screen.findByRole('textbox', { name: viLabels.firstName })).toHaveValue('Lan');
    await user.click(screen.getByRole('button', { name: 'Tiếp tục' }));
    await screen.findByRole('combobox', { name: 'Tài khoản ngân hàng' });
    expect(calls.posts).toHaveLength(1);
  });

  it.each([
    [
      'en',
      'Continue',
      'Booking failed: not enough places are left in this room for this departure. Please choose another room or date.',
      label('First name'),
    ],
    [
      'vi',
      'Tiếp tục',
      'Đặt chỗ thất bại: phòng này không còn đủ chỗ cho ngày khởi hành đã chọn. Vui lòng chọn phòng hoặc ngày khác.',
      viLabels.firstName,
    ],
  ])(
    'a failed booking shows a toast and keeps everything typed (%s)',
    async (lang, cont, toast, firstName) => {
      const { dateId, roomId } = await bookableSelection();
      server.use(
        http.post('*/api/bookings', () =>
          HttpResponse.json({ success: false, message: 'Not enough available rooms' }, { status: 409 }),
        ),
      );
      const { user, store } = renderCheckout(
        `/${lang}/tour/${SLUG}/booking?dateId=${dateId}&roomId=${roomId}`,
        {
          preloadedState: {
            checkout: {
              selection: { slug: SLUG, dateId, roomId },
              travellers: 1,
              form: filledForm,
              step: 1,
              booking: null,
            },
          },
        },
      );
      await user.click(await screen.findByRole('button', { name: cont }));
      expect(await screen.findByText(toast)).toBeInTheDocument();
      // The service's English words go to the log, not the page.
      expect(screen.queryByText(/Not enough available rooms/)).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: cont })).toBeEnabled();
      expect(screen.getByRole('textbox', { name: firstName })).toHaveValue('Lan');
      expect(store.getState().checkout).toMatchObject({ step: 1, booking: null, form: filledForm });
      expect(errorSpy.mock.calls.some((a) => a[0] === 'Booking failed')).toBe(true);
    },
  );

  it('shows "Processing..." with a spinner while the booking is created', async () => {
    const { dateId, roomId } = await bookableSelection();
    let release: () => void = () => {};
    server.use(
      http.post('*/api/bookings', async () => {
        await new Promise<void>((r) => (release = r));
        return HttpResponse.json({ success: false, message: 'x' }, { status: 500 });
      }),
    );
    const { user } = renderCheckout(`/en/tour/${SLUG}/booking?dateId=${dateId}&roomId=${roomId}`, {
      preloadedState: {
        checkout: {
          selection: { slug: SLUG, dateId, roomId },
          travellers: 1,
          form: filledForm,
          step: 1,
          booking: null,
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    const busy = await screen.findByRole('button', { name: 'Processing...' });
    expect(busy).toBeDisabled();
    expect(busy.querySelector('.MuiCircularProgress-root')).not.toBeNull();
    release();
    expect(await screen.findByRole('button', { name: 'Continue' })).toBeEnabled();
  });
});

describe('address fields', () => {
  const partial = { ...filledForm, country: '', province: '', district: '' };

  it('offers geographic names outside Vietnam; a new country or province clears what depends on it (en)', async () => {
    const { dateId, roomId } = await bookableSelection();
    const { user, store } = renderCheckout(`/en/tour/${SLUG}/booking?dateId=${dateId}&roomId=${roomId}`, {
      preloadedState: {
        checkout: {
          selection: { slug: SLUG, dateId, roomId },
          travellers: 1,
          form: partial,
          step: 1,
          booking: null,
        },
      },
    });
    await screen.findByRole('button', { name: 'Continue' });
    await choose(user, label('Country'), 'United Kingdom');
    await choose(user, label('Province/State'), 'Region A');
    await choose(user, label('District/County'), 'District B');
    expect(store.getState().checkout.form).toMatchObject({
      country: 'United Kingdom',
      province: 'Region A',
      district: 'District B',
    });
    await choose(user, label('Province/State'), 'Region C');
    expect(store.getState().checkout.form).toMatchObject({ province: 'Region C', district: '' });
    await choose(user, label('Country'), 'Vietnam');
    expect(store.getState().checkout.form).toMatchObject({ country: 'Vietnam', province: '', district: '' });
    // Vietnam: the 34 provinces of 2025 from the offline data, then wards/communes.
    await user.click(screen.getByRole('combobox', { name: label('Province/State') }));
    await screen.findByRole('option', { name: 'Thành phố Hà Nội' });
    expect(within(screen.getByRole('listbox')).getAllByRole('option')).toHaveLength(34);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('combobox', { name: label('Ward/Commune') })).toBeInTheDocument();
  });

  it('accepts free text when the geographic-names service fails, so the booking goes through (geonames-500)', async () => {
    const { dateId, roomId } = await bookableSelection();
    server.use(
      http.get('*/geonames/*', () =>
        HttpResponse.json({ status: { message: 'down', value: 13 } }, { status: 500 }),
      ),
    );
    const calls = recordBookingCalls();
    const { user } = renderCheckout(`/en/tour/${SLUG}/booking?dateId=${dateId}&roomId=${roomId}`, {
      preloadedState: {
        checkout: {
          selection: { slug: SLUG, dateId, roomId },
          travellers: 1,
          form: partial,
          step: 1,
          booking: null,
        },
      },
    });
    await screen.findByRole('button', { name: 'Continue' });
    await waitFor(() =>
      expect(
        errorSpy.mock.calls.some((a) => String(a[0]).startsWith('Geographic names: country list failed')),
      ).toBe(true),
    );
    for (const [name, value] of [
      ['Country', 'Japan'],
      ['Province/State', 'Tokyo'],
      ['District/County', 'Shinjuku'],
    ] as const) {
      await user.click(screen.getByRole('combobox', { name: label(name) }));
      await user.paste(value);
    }
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('combobox', { name: 'Bank account' });
    await waitFor(() => expect(calls.posts).toHaveLength(1));
    expect(calls.posts[0]).toMatchObject({ country: 'Japan', city: 'Tokyo', district: 'Shinjuku' });
  });
});

describe('a selection that cannot be booked', () => {
  it.each([
    ['en', 'This room is sold out', 'Choose another date', 'Continue'],
    ['vi', 'Phòng này đã hết chỗ', 'Chọn ngày khác', 'Tiếp tục'],
  ])(
    'a sold-out room opened by its address says so before the form (%s)',
    async (lang, title, back, cont) => {
      const { tour, dateId, roomId } = await bookableSelection();
      const soldOut = {
        ...tour,
        dates: tour.dates!.map((d) =>
          d.id === dateId
            ? {
                ...d,
                room_prices: d.room_prices.map((r) =>
                  r.room_id === roomId ? { ...r, available_rooms: 0 } : r,
                ),
              }
            : d,
        ),
      };
      server.use(
        http.get('*/api/:lang/tours/:slug', () => HttpResponse.json({ success: true, data: soldOut })),
      );
      renderCheckout(`/${lang}/tour/${SLUG}/booking?dateId=${dateId}&roomId=${roomId}`);
      expect(await screen.findByText(title)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: back })).toHaveAttribute(
        'href',
        `/${lang}/detail-trip/${SLUG}#dates-prices`,
      );
      // No form to fill in vain, no 'only 0 places' line.
      expect(screen.queryByRole('button', { name: cont })).not.toBeInTheDocument();
      expect(screen.queryByText(/0 (places|chỗ)/)).not.toBeInTheDocument();
    },
  );
});
