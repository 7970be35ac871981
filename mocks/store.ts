/**
 * Mutable state of the mock: bookings, and room availability (bookings reduce `available_rooms` of the dataset,
 * which is regenerated from its seed by `resetMockState()`).
 */
import type { Booking } from '../src/api/generated/contentWrites';
import { clearDatasetMemo } from './data/index';

export interface StoredBooking extends Booking {
  tour_date_id: number;
  room_id: number;
  email: string;
  created_at: string;
  /** A deposit's balance, once the traveller says it was transferred (manage my booking). */
  balance_sent?: boolean;
}

const FIRST_BOOKING_ID = 123;

export const store = {
  bookings: new Map<number, StoredBooking>(),
  /** Idempotency-Key → the request body (JSON) and the booking it created. */
  idempotency: new Map<string, { body: string; bookingId: number }>(),
  nextBookingId: FIRST_BOOKING_ID,
  contacts: [] as unknown[],
  enquiries: [] as unknown[],
  subscriptions: [] as unknown[],
};

/**
 * How many bookings, enquiries, sign-ups and contacts the mock keeps (the oldest go first): it runs for days as a
 * demo server, where anyone can write to it, so its memory stays bounded (bodies are bounded by the server too).
 */
export const MOCK_KEPT = 500;

/** Adds `item` to `list`, dropping the oldest beyond MOCK_KEPT. */
export function keep<T>(list: T[], item: T): void {
  list.push(item);
  if (list.length > MOCK_KEPT) list.splice(0, list.length - MOCK_KEPT);
}

/** Sets `key` in `map`, dropping the oldest entries beyond MOCK_KEPT. */
export function keepIn<K, V>(map: Map<K, V>, key: K, value: V): void {
  map.set(key, value);
  while (map.size > MOCK_KEPT) map.delete(map.keys().next().value as K);
}

export function bookingReference(id: number, now: Date = new Date()): string {
  return `BK-${now.getUTCFullYear()}-${String(id).padStart(6, '0')}`;
}

/** Forget every booking, enquiry and sign-up, and restore the dataset's availability (tests: afterEach). */
export function resetMockState(): void {
  store.bookings.clear();
  store.idempotency.clear();
  store.nextBookingId = FIRST_BOOKING_ID;
  store.contacts = [];
  store.enquiries = [];
  store.subscriptions = [];
  clearDatasetMemo();
}
