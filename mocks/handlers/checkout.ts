/** Checkout: booking creation (reduces availability), payment status update, bank accounts. */
import type { BankAccountsResponse } from '../../src/api/generated/contentApi';
import type {
  BookingDetails,
  BookingDetailsResponse,
  BookingRequest,
  BookingResponse,
  TourEnquiryResponse,
} from '../../src/api/generated/contentWrites';
import { BANK_ACCOUNTS } from '../data/content';
import { getDataset } from '../data/index';
import { ROOMS } from '../data/tours';
import { effectivePrice } from '../data/views';
import { bookingReference, keep, keepIn, store, type StoredBooking } from '../store';
import { parseDay } from '../../src/domain/shared/dates';
import { toVnd } from '../../src/domain/shared/price';
import {
  amountDueNow,
  balanceDueDate,
  FULL_PAYMENT_WITHIN_DAYS,
  isCloseToDeparture,
} from '../../src/domain/checkout/paymentPlan';
import type { Lang } from '../data/index';
import { API, EMAIL, error, json, langParam, notFound, operation, readJson, validationError } from './util';

const REQUIRED_TEXT = [
  'first_name',
  'last_name',
  'phone_number',
  'country',
  'city',
  'district',
  'detailed_address',
] as const;

/** Field errors of a booking request (Laravel-style messages), empty when valid. */
export function validateBooking(body: unknown): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  if (!body || typeof body !== 'object' || Array.isArray(body))
    return { body: ['A JSON object is required.'] };
  const b = body as Record<string, unknown>;
  const isInt = (v: unknown, min: number) => typeof v === 'number' && Number.isInteger(v) && v >= min;
  if (!isInt(b.room_id, 1)) errors.room_id = ['The room id field is required and must be an integer.'];
  if (!isInt(b.tour_date_id, 1))
    errors.tour_date_id = ['The tour date id field is required and must be an integer.'];
  for (const field of REQUIRED_TEXT) {
    if (typeof b[field] !== 'string' || !(b[field] as string).trim())
      errors[field] = [`The ${field.replace(/_/g, ' ')} field is required.`];
  }
  if (b.middle_name != null && typeof b.middle_name !== 'string')
    errors.middle_name = ['The middle name must be a string.'];
  if (typeof b.email !== 'string' || !b.email.trim()) errors.email = ['The email field is required.'];
  else if (!EMAIL.test(b.email)) errors.email = ['The email must be a valid email address.'];
  if (typeof b.date_of_birth !== 'string' || !b.date_of_birth)
    errors.date_of_birth = ['The date of birth field is required.'];
  else if (!/^\d{4}-\d{2}-\d{2}$/.test(b.date_of_birth) || Number.isNaN(Date.parse(b.date_of_birth))) {
    errors.date_of_birth = ['The date of birth is not a valid date (yyyy-MM-dd).'];
  } else if (b.date_of_birth > new Date().toISOString().slice(0, 10)) {
    errors.date_of_birth = ['The date of birth must be a date before or equal to today.'];
  }
  if (!isInt(b.ticket_quantity, 1))
    errors.ticket_quantity = ['The ticket quantity must be an integer of at least 1.'];
  // A client may only create a pending booking (the company confirms or cancels).
  if (b.payment_status !== 'pending') errors.payment_status = ['The selected payment status is invalid.'];
  if (b.payment_plan !== undefined && b.payment_plan !== 'deposit' && b.payment_plan !== 'full')
    errors.payment_plan = ['The selected payment plan is invalid.'];
  return errors;
}

/** The mock's team answers an enquiry within a working day. */
const ENQUIRY_REPLY_HOURS = 24;

/** Field errors of a tour enquiry, in the path's language (the contract's limits). */
export function validateEnquiry(
  b: Record<string, unknown>,
  lang: Lang,
  dateIds: number[],
): Record<string, string[]> {
  const vi = lang === 'vi';
  const errors: Record<string, string[]> = {};
  const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
  const name = text(b.name);
  if (!name) errors.name = [vi ? 'Vui lòng nhập họ tên.' : 'The name field is required.'];
  else if (name.length > 100)
    errors.name = [vi ? 'Họ tên tối đa 100 ký tự.' : 'The name may not be longer than 100 characters.'];
  if (typeof b.email !== 'string' || !EMAIL.test(b.email.trim()))
    errors.email = [vi ? 'Email không hợp lệ.' : 'The email must be a valid email address.'];
  if (b.phone != null && (typeof b.phone !== 'string' || b.phone.length > 40))
    errors.phone = [
      vi ? 'Số điện thoại không hợp lệ.' : 'The phone must be a string of at most 40 characters.',
    ];
  const message = text(b.message);
  if (message.length < 10 || message.length > 1000)
    errors.message = [
      vi ? 'Nội dung cần từ 10 đến 1000 ký tự.' : 'The message must be between 10 and 1000 characters.',
    ];
  if (b.tour_date_id != null && (typeof b.tour_date_id !== 'number' || !dateIds.includes(b.tour_date_id)))
    errors.tour_date_id = [
      vi ? 'Ngày khởi hành không thuộc chuyến đi này.' : 'The departure is not one of this trip.',
    ];
  return errors;
}

/** The booking whose reference and e-mail both match (case aside), or undefined: one answer for any mismatch. */
function ownedBooking(body: unknown): StoredBooking | undefined {
  const b = (body ?? {}) as Record<string, unknown>;
  if (typeof b.reference !== 'string' || typeof b.email !== 'string') return undefined;
  const reference = b.reference.trim().toUpperCase();
  const email = b.email.trim().toLowerCase();
  return [...store.bookings.values()].find(
    (booking) =>
      (booking.booking_reference ?? `BK-${booking.id}`).toUpperCase() === reference &&
      booking.email.toLowerCase() === email,
  );
}

/** What manage-my-booking shows of a stored booking, in `lang` (the tour's title, the room's name). */
function bookingDetails(b: StoredBooking, lang: Lang): BookingDetails {
  const tour = getDataset().tours.find((t) => t.dates.some((d) => d.id === b.tour_date_id));
  const date = tour?.dates.find((d) => d.id === b.tour_date_id);
  const room = ROOMS.find((r) => r.id === b.room_id);
  const total = b.ticket_price * (b.ticket_quantity ?? 1);
  const plan = b.payment_plan ?? 'full';
  const paid =
    b.payment_status === 'pending' || b.payment_status === 'cancelled' ? 0 : (b.amount_due_now ?? total);
  const balance =
    plan === 'deposit' && b.payment_status !== 'cancelled' ? total - (b.amount_due_now ?? total) : 0;
  return {
    id: b.id,
    booking_reference: b.booking_reference ?? `BK-${b.id}`,
    payment_status: b.payment_status,
    payment_plan: plan,
    balance_status: plan === 'full' ? 'none' : b.balance_sent ? 'pending_confirmation' : 'due',
    tour: { title: tour ? tour.title[lang] : '', slug: tour?.slug ?? '' },
    start_date: date?.start_date ?? '',
    end_date: date?.end_date ?? '',
    room_name: room ? room.name[lang] : '',
    ticket_quantity: b.ticket_quantity ?? 1,
    total,
    amount_paid: paid,
    balance_due: b.balance_sent ? 0 : balance,
    balance_due_date: balance > 0 ? (b.balance_due_date ?? null) : null,
  };
}

/** The lookup's language (vi when absent or unknown). */
const lookupLang = (body: unknown): Lang =>
  (body as { lang?: unknown } | undefined)?.lang === 'en' ? 'en' : 'vi';

/** A lookup body's own errors (422), before any booking is compared. */
function lookupErrors(body: unknown): Record<string, string[]> {
  const b = (body ?? {}) as Record<string, unknown>;
  const errors: Record<string, string[]> = {};
  if (typeof b.reference !== 'string' || !b.reference.trim() || b.reference.length > 40)
    errors.reference = ['The booking reference is required.'];
  if (typeof b.email !== 'string' || !EMAIL.test(b.email.trim()) || b.email.length > 254)
    errors.email = ['A valid e-mail address is required.'];
  return errors;
}

function publicBooking(b: StoredBooking) {
  return {
    id: b.id,
    booking_reference: b.booking_reference,
    payment_status: b.payment_status,
    ticket_price: b.ticket_price,
    room_price_id: b.room_price_id,
    ticket_quantity: b.ticket_quantity,
    payment_plan: b.payment_plan,
    amount_due_now: b.amount_due_now,
    balance_due_date: b.balance_due_date,
  };
}

export const checkoutHandlers = {
  createBooking: operation('createBooking', 'post', `${API}/bookings`, async ({ request }) => {
    const body = await readJson(request);
    const errors = validateBooking(body);
    if (Object.keys(errors).length) return validationError(errors);
    // Idempotency: a repeated key answers the booking it created; the same key with another body is refused.
    const key = request.headers.get('idempotency-key')?.trim();
    const bodyText = JSON.stringify(body);
    if (key) {
      const seen = store.idempotency.get(key);
      if (seen) {
        if (seen.body !== bodyText) {
          return validationError({
            'Idempotency-Key': ['This key was used for a different booking request.'],
          });
        }
        const existing = store.bookings.get(seen.bookingId);
        if (existing)
          return json<BookingResponse>(
            { success: true, message: 'Booking created', booking: publicBooking(existing) },
            201,
          );
      }
    }
    const req = body as BookingRequest;
    const ds = getDataset();
    const date = ds.tours.flatMap((t) => t.dates).find((d) => d.id === req.tour_date_id);
    if (!date) return validationError({ tour_date_id: ['The selected tour date id is invalid.'] });
    const room = date.room_prices.find((rp) => rp.room_id === req.room_id);
    if (!room) return error(400, 'The room does not belong to this departure');
    if (date.start_date < ds.today) return error(400, 'This departure has already left');
    // A deposit holds a departure more than 60 days away; a closer one is paid in full (src/domain/checkout/paymentPlan.ts).
    const plan = req.payment_plan ?? 'full';
    const today = parseDay(ds.today) ?? new Date();
    if (plan === 'deposit' && isCloseToDeparture(date.start_date, today)) {
      return validationError({
        payment_plan: [
          `A deposit is only possible for a departure more than ${FULL_PAYMENT_WITHIN_DAYS} days away; pay in full.`,
        ],
      });
    }
    if (room.available_rooms < req.ticket_quantity) {
      return error(
        409,
        room.available_rooms === 0
          ? 'This room is sold out'
          : `Not enough available rooms (${room.available_rooms} left)`,
      );
    }
    room.available_rooms -= req.ticket_quantity;
    const id = store.nextBookingId++;
    // Amounts in the answer are VNĐ (the contract): a room priced in US dollars (under 10 000) is converted by the
    // spec's rule first, so the deposit is 20 % of the đồng total the site's summary shows (src/domain/shared/price.ts).
    const ticketPrice = toVnd(effectivePrice(room, ds.today)) ?? 0;
    const booking: StoredBooking = {
      id,
      booking_reference: bookingReference(id),
      payment_status: req.payment_status,
      ticket_price: ticketPrice,
      payment_plan: plan,
      amount_due_now: amountDueNow(ticketPrice * req.ticket_quantity, plan),
      balance_due_date: plan === 'deposit' ? balanceDueDate(date.start_date) : null,
      room_price_id: room.id,
      ticket_quantity: req.ticket_quantity,
      tour_date_id: req.tour_date_id,
      room_id: req.room_id,
      email: req.email,
      created_at: new Date().toISOString(),
    };
    keepIn(store.bookings, id, booking);
    if (key) keepIn(store.idempotency, key, { body: bodyText, bookingId: id });
    return json<BookingResponse>(
      { success: true, message: 'Booking created', booking: publicBooking(booking) },
      201,
    );
  }),

  updateBookingPayment: operation(
    'updateBookingPayment',
    'put',
    `${API}/bookings/:id`,
    async ({ request, params }) => {
      const id = Number(params.id);
      const booking = Number.isInteger(id) ? store.bookings.get(id) : undefined;
      if (!booking) return notFound();
      const body = (await readJson(request)) as Record<string, unknown> | undefined;
      if (body?.payment_status === 'cancelled') {
        // Releasing a pending booking gives its rooms back (once).
        if (booking.payment_status !== 'pending' && booking.payment_status !== 'cancelled') {
          return validationError({ payment_status: ['Only a pending booking can be released.'] });
        }
        if (booking.payment_status === 'pending') {
          const room = getDataset()
            .tours.flatMap((t) => t.dates)
            .find((d) => d.id === booking.tour_date_id)
            ?.room_prices.find((rp) => rp.room_id === booking.room_id);
          if (room) room.available_rooms += booking.ticket_quantity ?? 0;
          booking.payment_status = 'cancelled';
        }
        return json<BookingResponse>({
          success: true,
          message: 'Booking released',
          booking: publicBooking(booking),
        });
      }
      if (!body || body.payment_status !== 'user_confirmed') {
        return validationError({ payment_status: ['The selected payment status is invalid.'] });
      }
      booking.payment_status = 'user_confirmed';
      return json<BookingResponse>({
        success: true,
        message: 'Payment updated',
        booking: publicBooking(booking),
      });
    },
  ),

  findBooking: operation('findBooking', 'post', `${API}/bookings/lookup`, async ({ request }) => {
    const body = await readJson(request);
    const errors = lookupErrors(body);
    if (Object.keys(errors).length) return validationError(errors);
    const booking = ownedBooking(body);
    if (!booking) return notFound();
    return json<BookingDetailsResponse>({
      success: true,
      booking: bookingDetails(booking, lookupLang(body)),
    });
  }),

  recordBalancePayment: operation(
    'recordBalancePayment',
    'post',
    `${API}/bookings/:id/balance-payment`,
    async ({ request, params }) => {
      const body = await readJson(request);
      const errors = lookupErrors(body);
      if (Object.keys(errors).length) return validationError(errors);
      const booking = ownedBooking(body);
      if (!booking || booking.id !== Number(params.id)) return notFound();
      const details = bookingDetails(booking, lookupLang(body));
      if (
        details.balance_status !== 'due' ||
        details.balance_due === 0 ||
        booking.payment_status === 'pending'
      )
        return error(409, 'No balance is due on this booking');
      booking.balance_sent = true;
      return json<BookingDetailsResponse>({
        success: true,
        booking: bookingDetails(booking, lookupLang(body)),
      });
    },
  ),

  createTourEnquiry: operation(
    'createTourEnquiry',
    'post',
    `${API}/:lang/tour-enquiries`,
    async ({ request, params }) => {
      const lang = langParam(params);
      if (!lang) return notFound();
      const body = await readJson(request);
      if (!body || typeof body !== 'object' || Array.isArray(body))
        return validationError(
          { body: [lang === 'vi' ? 'Cần một đối tượng JSON.' : 'A JSON object is required.'] },
          lang,
        );
      const b = body as Record<string, unknown>;
      const tour =
        typeof b.tour_slug === 'string' ? getDataset().tours.find((t) => t.slug === b.tour_slug) : undefined;
      if (typeof b.tour_slug !== 'string' || !b.tour_slug.trim())
        return validationError(
          { tour_slug: [lang === 'vi' ? 'Thiếu chuyến đi.' : 'The trip is required.'] },
          lang,
        );
      if (!tour) return notFound(lang);
      const errors = validateEnquiry(
        b,
        lang,
        tour.dates.map((d) => d.id),
      );
      if (Object.keys(errors).length) return validationError(errors, lang);
      keep(store.enquiries, body);
      return json<TourEnquiryResponse>(
        {
          success: true,
          message: lang === 'vi' ? 'Đã nhận câu hỏi' : 'Enquiry received',
          enquiry: { id: 500 + store.enquiries.length, reply_within_hours: ENQUIRY_REPLY_HOURS },
        },
        201,
      );
    },
  ),

  listBankAccounts: operation('listBankAccounts', 'get', `${API}/bank-accounts`, () =>
    json<BankAccountsResponse>({ data: BANK_ACCOUNTS }),
  ),
};
