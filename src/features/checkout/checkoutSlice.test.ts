import { REHYDRATE } from 'redux-persist';
import { is } from 'valibot';
import { loadGuard, migrateStoredState } from '@/lib/persist';
import { makeStore } from '@/app/store';
import { buildBookingRequest } from '@/domain/checkout/checkout';
import { CHECKOUT_TTL_MS, emptyTravellerForm } from '@/domain/checkout/checkoutState';
import {
  bookedAmount,
  bookingCreated,
  checkoutFinished,
  checkoutPersist,
  checkoutReducer,
  checkoutStarted,
  formChanged,
  initialCheckoutState,
  selectCheckout,
  stepChanged,
  travellersChanged,
} from './checkoutSlice';
import { checkoutStateSchema, restorableCheckoutSchema } from './checkoutSchema';

const isCheckoutState = (value: unknown) => is(checkoutStateSchema, value);
const isRestorableCheckout = (value: unknown, now: number) => is(restorableCheckoutSchema(now), value);

const sel = { slug: 'ha-long-bay-discovery', dateId: 3, roomId: 1 };
const form = { ...emptyTravellerForm, firstName: 'Lan' };

describe('checkout slice', () => {
  it('keeps a checkout for the same selection and starts fresh for another', () => {
    let state = checkoutReducer(initialCheckoutState, checkoutStarted(sel));
    state = checkoutReducer(state, travellersChanged(3));
    state = checkoutReducer(state, formChanged(form));
    expect(checkoutReducer(state, checkoutStarted({ ...sel }))).toBe(state);
    for (const other of [
      { ...sel, slug: 'x' },
      { ...sel, dateId: 4 },
      { ...sel, roomId: 2 },
    ]) {
      expect(checkoutReducer(state, checkoutStarted(other))).toEqual({
        ...initialCheckoutState,
        selection: other,
        updatedAt: expect.any(Number),
      });
    }
  });

  it('goes to step 2 only with a booking, and clears everything when finished', () => {
    let state = checkoutReducer(initialCheckoutState, checkoutStarted(sel));
    state = checkoutReducer(state, stepChanged(2));
    expect(state.step).toBe(1);
    const request = buildBookingRequest(form, { roomId: 1, tourDateId: 3 }, 1);
    state = checkoutReducer(state, bookingCreated({ id: 9, reference: 'BK-9', request, unitPrice: 1000 }));
    expect(state).toMatchObject({ step: 2, booking: { id: 9, reference: 'BK-9' } });
    state = checkoutReducer(state, stepChanged(1));
    expect(state.step).toBe(1);
    expect(checkoutReducer(state, checkoutFinished())).toEqual(initialCheckoutState);
  });

  it('restores only a valid stored checkout', async () => {
    const valid = { ...initialCheckoutState, selection: sel };
    expect(isCheckoutState(valid)).toBe(true);
    expect(isCheckoutState({ ...valid, step: 2 })).toBe(false); // step 2 needs a booking
    expect(isCheckoutState({ ...valid, travellers: 0 })).toBe(false);
    expect(isCheckoutState({ ...valid, form: { firstName: 1 } })).toBe(false);
    expect(isCheckoutState({ ...valid, selection: { slug: '', dateId: 1, roomId: 1 } })).toBe(false);
    const now = Date.now();
    expect(
      migrateStoredState(
        { ...valid, updatedAt: now, _persist: { version: 3, rehydrated: true } },
        3,
        await loadGuard(checkoutPersist.schema),
      ),
    ).toMatchObject(valid);
    expect(
      migrateStoredState(
        { ...valid, step: 7, updatedAt: now, _persist: { version: 3 } },
        3,
        await loadGuard(checkoutPersist.schema),
      ),
    ).toBeUndefined();
    expect(checkoutPersist.key).toBe('checkout');
  });

  it('keeps the booked quantity and unit price; a version-1 booking (no price) is dropped, the form kept', async () => {
    const request = buildBookingRequest(form, { roomId: 1, tourDateId: 3 }, 13);
    const booked = {
      ...initialCheckoutState,
      selection: sel,
      form,
      step: 2,
      travellers: 1,
      booking: { id: 9, reference: 'BK-9', request, unitPrice: 21_700_000 },
    };
    const restored = migrateStoredState(
      { ...booked, updatedAt: Date.now(), _persist: { version: 3 } },
      3,
      await loadGuard(checkoutPersist.schema),
      checkoutPersist.migrations,
    );
    expect(restored && bookedAmount(restored.booking!)).toEqual({ travellers: 13, unitPrice: 21_700_000 });
    const { unitPrice: _u, ...v1Booking } = booked.booking;
    void _u;
    // The version-1 → 2 step drops the booking and keeps the form …
    expect(checkoutPersist.migrations![2]({ ...booked, booking: v1Booking })).toMatchObject({
      step: 1,
      booking: null,
      form,
    });
    // … and a checkout from before version 3 has no time of change: its personal data is not restored.
    expect(
      migrateStoredState(
        { ...booked, booking: v1Booking, _persist: { version: 1 } },
        3,
        await loadGuard(checkoutPersist.schema),
        checkoutPersist.migrations,
      ),
    ).toBeUndefined();
    expect(isCheckoutState({ ...booked, booking: { ...booked.booking, unitPrice: 'x' } })).toBe(false);
  });

  it('expires the stored personal details 24 hours after the last change, and records every change', () => {
    const now = Date.UTC(2026, 10, 23, 12);
    const stored = {
      ...initialCheckoutState,
      selection: sel,
      form,
      updatedAt: now - CHECKOUT_TTL_MS + 60_000,
    };
    expect(isRestorableCheckout(stored, now)).toBe(true);
    expect(isRestorableCheckout({ ...stored, updatedAt: now - CHECKOUT_TTL_MS - 1 }, now)).toBe(false);
    expect(isRestorableCheckout({ ...stored, updatedAt: undefined }, now)).toBe(false);
    const before = Date.now();
    const changed = checkoutReducer(
      { ...stored, updatedAt: 1 },
      formChanged({ ...form, lastName: 'Nguyen' }),
    );
    expect(changed.updatedAt).toBeGreaterThanOrEqual(before);
  });
});

describe('selectCheckout', () => {
  it('keeps its answer when the stored state is restored without changes', () => {
    const store = makeStore();
    const before = selectCheckout(store.getState());
    store.dispatch({ type: REHYDRATE, key: 'checkout', payload: undefined });
    expect(selectCheckout(store.getState())).toBe(before);
    expect(before).not.toHaveProperty('_persist');
  });
});
