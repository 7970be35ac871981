import { migrateStoredState } from '@/app/persist';
import { buildBookingRequest, emptyTravellerForm } from '@/domain/checkout';
import {
  bookingCreated,
  checkoutFinished,
  checkoutPersist,
  checkoutReducer,
  checkoutStarted,
  formChanged,
  initialCheckoutState,
  isCheckoutState,
  stepChanged,
  travellersChanged,
} from './checkoutSlice';

const sel = { slug: 'ha-long-bay-discovery', dateId: 3, roomId: 1 };
const form = { ...emptyTravellerForm, firstName: 'Lan' };

describe('checkout slice', () => {
  it('keeps a checkout for the same selection and starts fresh for another', () => {
    let state = checkoutReducer(initialCheckoutState, checkoutStarted(sel));
    state = checkoutReducer(state, travellersChanged(3));
    state = checkoutReducer(state, formChanged(form));
    expect(checkoutReducer(state, checkoutStarted({ ...sel }))).toBe(state);
    for (const other of [{ ...sel, slug: 'x' }, { ...sel, dateId: 4 }, { ...sel, roomId: 2 }]) {
      expect(checkoutReducer(state, checkoutStarted(other))).toEqual({ ...initialCheckoutState, selection: other });
    }
  });

  it('goes to step 2 only with a booking, and clears everything when finished', () => {
    let state = checkoutReducer(initialCheckoutState, checkoutStarted(sel));
    state = checkoutReducer(state, stepChanged(2));
    expect(state.step).toBe(1);
    const request = buildBookingRequest(form, { roomId: 1, tourDateId: 3 }, 1);
    state = checkoutReducer(state, bookingCreated({ id: 9, reference: 'BK-9', request }));
    expect(state).toMatchObject({ step: 2, booking: { id: 9, reference: 'BK-9' } });
    state = checkoutReducer(state, stepChanged(1));
    expect(state.step).toBe(1);
    expect(checkoutReducer(state, checkoutFinished())).toEqual(initialCheckoutState);
  });

  it('restores only a valid stored checkout', () => {
    const valid = { ...initialCheckoutState, selection: sel };
    expect(isCheckoutState(valid)).toBe(true);
    expect(isCheckoutState({ ...valid, step: 2 })).toBe(false); // step 2 needs a booking
    expect(isCheckoutState({ ...valid, travellers: 0 })).toBe(false);
    expect(isCheckoutState({ ...valid, form: { firstName: 1 } })).toBe(false);
    expect(isCheckoutState({ ...valid, selection: { slug: '', dateId: 1, roomId: 1 } })).toBe(false);
    expect(migrateStoredState({ ...valid, _persist: { version: 1, rehydrated: true } }, 1, checkoutPersist.validate)).toMatchObject(valid);
    expect(migrateStoredState({ ...valid, step: 7, _persist: { version: 1 } }, 1, checkoutPersist.validate)).toBeUndefined();
    expect(checkoutPersist.key).toBe('checkout');
  });
});
