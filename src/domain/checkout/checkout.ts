/**
 * Checkout rules (spec part 2: Checkout screen, §3 booking request, §5 step 1 validation, §9 constants).
 * Pure: the checkout feature calls these; it does not re-derive them.
 */
import type { PaymentPlan } from './paymentPlan';
import { currentPrice, type SalePriced } from '../tour/sale';
import { toVnd } from '../shared/price';
import type { BookingRequest, RoomPrice, TourDate } from '@/contract/types';
import type { CheckoutSelection, CheckoutStep, TravellerForm } from './checkoutState';

export type TravellerField = keyof TravellerForm;

/** Error keys, translated by the feature (en texts from the spec in comments). */
export type TravellerErrorKey =
  | 'firstNameRequired' // First name is required
  | 'lastNameRequired' // Last name is required
  | 'dateOfBirthRequired' // Date of birth is required
  | 'dateOfBirthFuture' // (maximum today)
  | 'emailRequired' // Email is required
  | 'emailInvalid' // Please enter a valid email
  | 'phoneRequired' // Contact number is required
  | 'countryRequired' // Country is required
  | 'provinceRequired' // Province/State is required
  | 'districtRequired' // District/County is required
  | 'addressRequired'; // Address is required

export type TravellerErrors = Partial<Record<TravellerField, TravellerErrorKey>>;

/** Editing a field clears its message; a new country clears province and district; a new province clears district. */
export function updateTravellerField(
  form: TravellerForm,
  errors: TravellerErrors,
  field: TravellerField,
  value: string,
): { form: TravellerForm; errors: TravellerErrors } {
  const next: TravellerForm = { ...form, [field]: value };
  const nextErrors: TravellerErrors = { ...errors };
  delete nextErrors[field];
  if (field === 'country' && value !== form.country) {
    next.province = '';
    next.district = '';
  }
  if (field === 'province' && value !== form.province) next.district = '';
  return { form: next, errors: nextErrors };
}

/** True when the traveller has typed or chosen something in step 1 (a field, or more than one traveller). */
export function hasTravellerInput(form: TravellerForm, travellers: number): boolean {
  return travellers !== 1 || Object.values(form).some((value) => value !== '');
}

/** Address line 1, plus ", " plus line 2 when present. */
export function detailedAddress(line1: string, line2: string): string {
  const a = line1.trim();
  const b = line2.trim();
  return b ? `${a}, ${b}` : a;
}

export function buildBookingRequest(
  form: TravellerForm,
  selection: { roomId: number; tourDateId: number },
  travellers: number,
  plan: PaymentPlan = 'full',
): BookingRequest {
  return {
    room_id: selection.roomId,
    tour_date_id: selection.tourDateId,
    first_name: form.firstName.trim(),
    middle_name: form.middleName.trim(),
    last_name: form.lastName.trim(),
    date_of_birth: form.dateOfBirth,
    email: form.email.trim(),
    phone_number: form.phone.trim(),
    country: form.country.trim(),
    city: form.province.trim(),
    district: form.district.trim(),
    detailed_address: detailedAddress(form.addressLine1, form.addressLine2),
    ticket_quantity: travellers,
    payment_status: 'pending',
    payment_plan: plan,
  };
}

/** Total = final room price × travellers + trip extras. */
export function bookingTotal(finalRoomPrice: number, travellers: number, extras = 0): number {
  return finalRoomPrice * travellers + Math.max(0, extras);
}

/** Traveller stepper: minimum 1, maximum available_rooms. */
export function travellerBounds(count: number, availableRooms: number) {
  const max = Math.max(1, Math.floor(availableRooms));
  return {
    canDecrement: count > 1,
    canIncrement: count < max,
    atMaximum: count >= max,
    max,
  };
}

export function clampTravellers(count: number, availableRooms: number): number {
  const { max } = travellerBounds(count, availableRooms);
  return Math.min(Math.max(1, Math.floor(count) || 1), max);
}

/** Booking reference shown to the traveller: the server's, else 'BK-{id}'. */
export function bookingReference(booking: {
  id: number | string;
  booking_reference?: string | null;
}): string {
  return booking.booking_reference?.trim() || `BK-${booking.id}`;
}

/** Trip extras appear in the summary only from step 2 and only above 0. */
export function showExtras(step: CheckoutStep, extras: number): boolean {
  return step >= 2 && extras > 0;
}

// ---------------------------------------------------------------- selection, price and messages (checkout page)

/** A query-string id ('12') as a positive integer, else null (missing, empty, not a whole number). */
export function parseSelectionId(value: string | null | undefined): number | null {
  if (value == null || !/^\d+$/.test(value.trim())) return null;
  const n = Number(value.trim());
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

/** What the selection rule reads of a departure (the contract's TourDate and RoomPrice). */
export type SelectableDeparture = Pick<TourDate, 'id'> & {
  room_prices: ReadonlyArray<Pick<RoomPrice, 'room_id'>>;
};

/**
 * The departure with id `dateId` and, inside it, the room price with room id `roomId`; the reason when either
 * is missing ('missing-ids') or not found ('unknown-date' / 'unknown-room').
 */
export function findSelection<D extends SelectableDeparture>(
  dates: readonly D[] | null | undefined,
  dateId: number | null,
  roomId: number | null,
):
  | { ok: true; date: D; room: D['room_prices'][number] }
  | { ok: false; reason: 'missing-ids' | 'unknown-date' | 'unknown-room' } {
  if (dateId == null || roomId == null) return { ok: false, reason: 'missing-ids' };
  const date = (dates ?? []).find((d) => d.id === dateId);
  if (!date) return { ok: false, reason: 'unknown-date' };
  const room = date.room_prices.find((r) => r.room_id === roomId);
  if (!room) return { ok: false, reason: 'unknown-room' };
  return { ok: true, date, room };
}

/**
 * The room's final price per traveller in VNĐ: the detail page's current-price rule (sale price inside its window,
 * else the regular price), then the USD rule (under 10 000 is USD × rate). 0 when there is no price.
 */
export function finalRoomPrice(room: SalePriced, now: Date = new Date()): number {
  return toVnd(currentPrice(room, now)) ?? 0;
}

/** A selection (tour slug + departure + room) identifies one checkout; a different one starts fresh. */
/**
 * The tour a checkout address is for: the route's or the query's slug, else the slug saved with a checkout of the
 * same departure and room (an address without a slug, such as /booking?dateId=…&roomId=…).
 */
export function checkoutSlug(
  fromAddress: string | null | undefined,
  saved: CheckoutSelection | null | undefined,
  dateId: number | null,
  roomId: number | null,
): string | null {
  if (fromAddress) return fromAddress;
  return saved && saved.dateId === dateId && saved.roomId === roomId ? saved.slug : null;
}

/**
 * Whether a checkout address can be used (spec part 2, checkout access): it needs a tour and the ids of one of its
 * departures and of a room in it. 'pending' until the tour's departures are known.
 */
export type CheckoutAccess<D extends SelectableDeparture = SelectableDeparture> =
  | { kind: 'invalid'; reason: 'no-slug' | 'missing-ids' | 'unknown-date' | 'unknown-room' }
  | { kind: 'pending' }
  | { kind: 'ok'; selection: CheckoutSelection; date: D; room: D['room_prices'][number] };

export function checkoutAccess<D extends SelectableDeparture>(
  slug: string | null,
  dateId: number | null,
  roomId: number | null,
  dates: readonly D[] | null | undefined,
): CheckoutAccess<D> {
  if (!slug) return { kind: 'invalid', reason: 'no-slug' };
  if (dateId == null || roomId == null) return { kind: 'invalid', reason: 'missing-ids' };
  if (dates === undefined) return { kind: 'pending' };
  const found = findSelection(dates, dateId, roomId);
  if (!found.ok) return { kind: 'invalid', reason: found.reason };
  return { kind: 'ok', selection: { slug, dateId, roomId }, date: found.date, room: found.room };
}

/** Vietnam (by country code, or by name in either language, any case and accents) uses the offline address data. */
export function isVietnamCountry(name: string | null | undefined, countryCode?: string | null): boolean {
  if (countryCode) return countryCode.toUpperCase() === 'VN';
  const plain = (name ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-zA-Z]/g, '')
    .toLowerCase();
  return plain === 'vietnam';
}
