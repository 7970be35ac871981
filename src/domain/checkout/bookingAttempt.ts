/**
 * Creating the booking exactly once (step 1's Continue): each attempt is kept with its Idempotency-Key before it is
 * sent, so a retry, a lost answer or a reload asks again with the same key; changed details release the earlier one.
 */
import type { BookingRequest } from '@/contract/types';

/** A booking attempt kept with the checkout before it is sent: the same key goes with every retry of it. */
export interface BookingAttempt {
  key: string;
  request: BookingRequest;
}

export type BookingStep =
  /** A booking was already created from exactly this request: go on to payment, send nothing. */
  | { kind: 'use-booking' }
  /** Send the request with this Idempotency-Key, after releasing the earlier pending booking when there is one. */
  | { kind: 'send'; key: string; release: number | null };

/** A request kept before the payment plan existed paid in full. */
const withPlan = (r: BookingRequest): BookingRequest => ({ payment_plan: 'full', ...r });

const sameRequest = (first: BookingRequest, second: BookingRequest) => {
  const a = withPlan(first);
  const b = withPlan(second);
  return (
    (Object.keys(a) as (keyof BookingRequest)[]).every((k) => a[k] === b[k]) &&
    Object.keys(a).length === Object.keys(b).length
  );
};

/**
 * What Continue does with a valid form (idempotent booking creation): reuse the booking made from the same
 * request; retry an attempt whose answer never came with its own key; otherwise a new key, releasing a booking
 * made from details that have since changed.
 */
export function planBooking(
  request: BookingRequest,
  booking: { id: number; request: BookingRequest } | null,
  attempt: BookingAttempt | null,
  newKey: () => string,
): BookingStep {
  if (booking && sameRequest(booking.request, request)) return { kind: 'use-booking' };
  const release = booking ? booking.id : null;
  if (attempt && sameRequest(attempt.request, request)) return { kind: 'send', key: attempt.key, release };
  return { kind: 'send', key: newKey(), release };
}

/** A fresh Idempotency-Key (UUID where the browser has it). */
export function newIdempotencyKey(): string {
  const uuid = globalThis.crypto?.randomUUID?.();
  if (uuid) return uuid;
  return `k-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;
}
