/**
 * Manage my booking (issue 60): what a found booking's state is, whether its balance can be paid, and what a failed
 * lookup tells the traveller. Amounts are the service's, in VNĐ (contract: BookingDetails).
 */
import type { ApiProblem } from '../shared/apiProblem';

/** The parts of a found booking these rules read (the contract's BookingDetails). */
export interface ManagedBookingFacts {
  payment_status: 'pending' | 'user_confirmed' | 'confirmed' | 'cancelled';
  payment_plan: 'deposit' | 'full';
  balance_status: 'none' | 'due' | 'pending_confirmation' | 'paid';
  balance_due: number;
}

export type ManagedStatus = 'cancelled' | 'awaitingPayment' | 'paidInFull' | 'balanceDue' | 'balancePending';

/** The one line that says where the booking stands. */
export function managedStatus(booking: ManagedBookingFacts): ManagedStatus {
  if (booking.payment_status === 'cancelled') return 'cancelled';
  if (booking.payment_status === 'pending') return 'awaitingPayment';
  if (
    booking.payment_plan === 'full' ||
    booking.balance_status === 'paid' ||
    booking.balance_status === 'none'
  )
    return 'paidInFull';
  if (booking.balance_status === 'pending_confirmation') return 'balancePending';
  return booking.balance_due > 0 ? 'balanceDue' : 'paidInFull';
}

/** 'Pay the balance' is offered only for a deposit whose balance is still to pay. */
export function canPayBalance(booking: ManagedBookingFacts): boolean {
  return managedStatus(booking) === 'balanceDue';
}

export type LookupFailure = 'notFound' | 'tooMany' | 'failed';

/** What a failed lookup (or balance payment) tells the traveller: no match, too many tries, or try again later. */
export function lookupFailure(problem: ApiProblem): LookupFailure | null {
  if (problem.kind === 'aborted') return null;
  if (problem.kind === 'http' && (problem.status === 404 || problem.status === 422)) return 'notFound';
  if (problem.kind === 'http' && problem.status === 429) return 'tooMany';
  return 'failed';
}

/**
 * A lookup posted without scripts (server/formPosts.ts): what was typed (it is shown again), and the booking found or
 * why not. The page the server renders for it shows the same as the page does after a lookup with scripts.
 */
export interface LookupPost<Booking> {
  values: { bookingNumber: string; email: string };
  booking?: Booking;
  failure?: LookupFailure;
}
