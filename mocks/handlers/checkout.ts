/** Checkout: booking creation (reduces availability), payment status update, bank accounts. */
import type {
  BankAccountsResponse,
  BookingRequest,
  BookingResponse,
} from '../../src/api/generated/contentApi';
import { BANK_ACCOUNTS } from '../data/content';
import { getDataset } from '../data/index';
import { effectivePrice } from '../data/views';
import { bookingReference, store, type StoredBooking } from '../store';
import { API, EMAIL, error, json, notFound, operation, readJson, validationError } from './util';

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
    const booking: StoredBooking = {
      id,
      booking_reference: bookingReference(id),
      payment_status: req.payment_status,
      ticket_price: effectivePrice(room, ds.today),
      room_price_id: room.id,
      ticket_quantity: req.ticket_quantity,
      tour_date_id: req.tour_date_id,
      room_id: req.room_id,
      email: req.email,
      created_at: new Date().toISOString(),
    };
    store.bookings.set(id, booking);
    if (key) store.idempotency.set(key, { body: bodyText, bookingId: id });
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

  listBankAccounts: operation('listBankAccounts', 'get', `${API}/bank-accounts`, () =>
    json<BankAccountsResponse>({ data: BANK_ACCOUNTS }),
  ),
};
