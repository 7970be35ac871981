/**
 * Selectors of the checkout's screens. They live beside the screens (the checkout's chunk), not in the slice,
 * which every page's store loads.
 */
import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '@/lib/state/rootState';

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
