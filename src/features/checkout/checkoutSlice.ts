/**
 * The checkout in progress, kept in the browser under 'checkout' so a reload loses nothing: the selection
 * (tour slug, departure id, room id), traveller count, the form, the step, and the created booking (id, reference
 * and the request it was created from). A different selection starts fresh; a finished booking clears it.
 * Server data (tour, bank accounts) stays in the RTK Query cache.
 */
import type { PaymentPlan } from '@/domain/checkout/paymentPlan';
import { createSlice, type Draft, type PayloadAction } from '@reduxjs/toolkit';
import { selectPersistedFields, type Persisted, type PersistOptions } from '@/lib/persist';
import type { RootState } from '@/lib/state/rootState';
import type { BookingRequest } from '@/api';
import type { BookingAttempt } from '@/domain/checkout/bookingAttempt';
import {
  emptyTravellerForm,
  isSameSelection,
  type CheckoutSelection,
  type CheckoutStep,
  type TravellerForm,
} from '@/domain/checkout/checkoutState';

declare module '@/lib/state/rootState' {
  interface RootState {
    checkout: Persisted<CheckoutState>;
  }
}

export interface CreatedBooking {
  id: number;
  reference: string;
  /**
   * The request the booking was created from: Continue with the same data does not create a second one. Its
   * `ticket_quantity` is the number of travellers booked; step 2 always shows that count, never the live one.
   */
  request: BookingRequest;
  /**
   * Final room price per traveller (VNĐ) when the booking was created, so step 2 charges the money booked even
   * after a reload, when the room's live availability (already reduced by this booking) or price has changed.
   */
  unitPrice: number;
  /**
   * Kept by earlier versions (the service's figure as it came, which a tour priced in US dollars gave in dollars);
   * no longer read: what is due is computed from the summary's total (`bookedPlan`).
   */
  amountDueNow?: number;
  /** When the balance of a deposit is due (yyyy-MM-dd), as the service answered; null when paid in full. */
  balanceDueDate?: string | null;
}

export interface CheckoutState {
  selection: CheckoutSelection | null;
  travellers: number;
  form: TravellerForm;
  step: CheckoutStep;
  booking: CreatedBooking | null;
  /**
   * The booking request being sent, with its Idempotency-Key, recorded before it goes out: a lost answer, a
   * time-out or a reload sends the same key again, so the service never creates a second booking.
   */
  attempt?: BookingAttempt | null;
  /** Deposit or full payment, as chosen on step 1 (absent: full); a close departure is paid in full whatever it says. */
  paymentPlan?: PaymentPlan;
  /** When it last changed (ms since epoch): the stored checkout expires 24 hours later (personal data). */
  updatedAt?: number;
}

export const initialCheckoutState: CheckoutState = {
  selection: null,
  travellers: 1,
  form: emptyTravellerForm,
  step: 1,
  booking: null,
  attempt: null,
};

/** Every change carries its time (the reducers stay pure): the stored checkout expires 24 hours after it. */
const at = <P>(payload: P) => ({ payload, meta: { at: Date.now() } });
type Timed<P> = PayloadAction<P, string, { at: number }>;

/** A change of the checkout: `apply` updates the state, and the time of the change is recorded with it. */
function timed<P>(apply: (state: Draft<CheckoutState>, payload: P) => void) {
  return {
    reducer(state: Draft<CheckoutState>, action: Timed<P>) {
      apply(state, action.payload);
      state.updatedAt = action.meta.at;
    },
    prepare: (payload: P) => at(payload),
  };
}

const checkoutSlice = createSlice({
  name: 'checkout',
  initialState: initialCheckoutState,
  reducers: {
    /** Enter the checkout for a selection: the same one continues where it was, another one starts fresh. */
    checkoutStarted: {
      reducer(state, action: Timed<CheckoutSelection>) {
        if (isSameSelection(state.selection, action.payload)) return state;
        return { ...initialCheckoutState, selection: action.payload, updatedAt: action.meta.at };
      },
      prepare: (selection: CheckoutSelection) => at(selection),
    },
    travellersChanged: timed<number>((state, travellers) => {
      state.travellers = travellers;
    }),
    formChanged: timed<TravellerForm>((state, form) => {
      state.form = form;
    }),
    paymentPlanChanged: timed<PaymentPlan>((state, plan) => {
      state.paymentPlan = plan;
    }),
    stepChanged: timed<CheckoutStep>((state, step) => {
      state.step = step === 2 && !state.booking ? 1 : step;
    }),
    bookingAttempted: timed<BookingAttempt>((state, attempt) => {
      state.attempt = attempt;
    }),
    bookingCreated: timed<CreatedBooking>((state, booking) => {
      state.booking = booking;
      state.attempt = null;
      state.step = 2;
    }),
    /** The earlier pending booking was released (its details changed): step 2 needs a new one. */
    bookingReleased: {
      reducer(state, action: Timed<null>) {
        state.booking = null;
        state.step = 1;
        state.updatedAt = action.meta.at;
      },
      prepare: () => at(null),
    },
    /** The payment is complete: nothing is kept. */
    checkoutFinished() {
      return initialCheckoutState;
    },
  },
});

export const {
  checkoutStarted,
  travellersChanged,
  formChanged,
  paymentPlanChanged,
  stepChanged,
  bookingAttempted,
  bookingCreated,
  bookingReleased,
  checkoutFinished,
} = checkoutSlice.actions;
export const checkoutReducer = checkoutSlice.reducer;

/** The checkout without redux-persist's marker: a new object only when one of its fields changes. */
export const selectCheckout = selectPersistedFields((state: RootState): CheckoutState => state.checkout);

export const checkoutPersist: PersistOptions<CheckoutState> = {
  key: 'checkout',
  version: 3,
  // Valid, and changed within the last 24 hours (personal data expires).
  schema: () =>
    import(/* webpackChunkName: "persisted-state" */ './checkoutSchema').then((m) =>
      m.restorableCheckoutSchema(Date.now()),
    ),
  migrations: {
    // Version 1 kept no unit price with the booking: the amount booked is unknown, so the booking is dropped and
    // the traveller continues from step 1 with everything typed (Continue creates it again).
    2: (v1) => ({ ...v1, booking: null, step: 1 }),
    // Version 2 kept no time of change: its personal data cannot be shown to be within 24 hours, so it is dropped.
    3: (v2) => ({ ...v2, updatedAt: 0 }),
  },
};

/** Travellers and price per traveller that step 2 charges: those of the created booking. */
export function bookedAmount(booking: CreatedBooking): { travellers: number; unitPrice: number } {
  return { travellers: booking.request.ticket_quantity, unitPrice: booking.unitPrice };
}
