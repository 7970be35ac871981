/**
 * Selectors of the checkout's screens. They live beside the screens (the checkout's chunk), not in the slice,
 * which every page's store loads.
 */
import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '@/lib/state/rootState';
import { paymentAmounts, type PaymentAmounts } from '@/domain/checkout/paymentPlan';
import type { CreatedBooking } from './checkoutSlice';

/**
 * What the checkout view shows: a new object only when one of these fields changes. Recording the selection (what
 * the page does once it has hydrated) changes none of them, so it re-renders nothing on screen.
 */
export const selectCheckoutProgress = createSelector(
  [
    (state: RootState) => state.checkout.step,
    (state: RootState) => state.checkout.booking,
    (state: RootState) => state.checkout.travellers,
    (state: RootState) => state.checkout.paymentPlan,
    (state: RootState) => state.checkout.form,
  ],
  (step, booking, travellers, paymentPlan, form) => ({ step, booking, travellers, paymentPlan, form }),
);

/** The selection the saved checkout is for (null before one is started). */
export const selectCheckoutSelection = (state: RootState) => state.checkout.selection;

/**
 * How the booking is paid, as it was created: every amount of `total` (the summary's) by the plan it was made with.
 * The amounts come from the one rule (`paymentAmounts`), never from a stored or answered figure, so a checkout kept
 * by an older version (which stored the service's answer as it came) still asks for the summary's money. Beside the
 * screens (the checkout's chunk): the money rules are not part of every page's first load.
 */
export function bookedPlan(booking: CreatedBooking, total: number, startDate: string): PaymentAmounts {
  const amounts = paymentAmounts(total, booking.request.payment_plan ?? 'full', startDate);
  return amounts.plan === 'deposit' && booking.balanceDueDate
    ? { ...amounts, balanceDueDate: booking.balanceDueDate }
    : amounts;
}
