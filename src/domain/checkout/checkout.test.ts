import {
  bookingReference,
  bookingTotal,
  buildBookingRequest,
  clampTravellers,
  detailedAddress,
  showExtras,
  travellerBounds,
  updateTravellerField,
} from './checkout';
import { newIdempotencyKey, planBooking } from './bookingAttempt';
import { emptyTravellerForm, type TravellerForm } from './checkoutState';
import { validateTraveller } from './travellerForm';

const filled: TravellerForm = {
  firstName: ' Lan ',
  middleName: 'Thị',
  lastName: 'Nguyễn',
  dateOfBirth: '1990-04-12',
  email: 'lan.nguyen@example.vn',
  phone: '+84 912 345 678',
  country: 'Vietnam',
  province: 'Thành phố Hồ Chí Minh',
  district: 'Phường Bến Thành',
  addressLine1: '12 Lê Lợi',
  addressLine2: 'Tầng 3',
};

describe('checkout rules', () => {
  it('requires every field but middle name and address line 2', () => {
    expect(validateTraveller(emptyTravellerForm, '2026-11-21')).toEqual({
      firstName: 'firstNameRequired',
      lastName: 'lastNameRequired',
      dateOfBirth: 'dateOfBirthRequired',
      email: 'emailRequired',
      phone: 'phoneRequired',
      country: 'countryRequired',
      province: 'provinceRequired',
      district: 'districtRequired',
      addressLine1: 'addressRequired',
    });
    expect(validateTraveller(filled, '2026-11-21')).toEqual({});
  });

  it('trims names, checks the email shape and refuses a birth date after today', () => {
    expect(validateTraveller({ ...filled, firstName: '   ' }, '2026-11-21').firstName).toBe(
      'firstNameRequired',
    );
    expect(validateTraveller({ ...filled, email: 'lan@' }, '2026-11-21').email).toBe('emailInvalid');
    expect(validateTraveller({ ...filled, email: 'lan nguyen@example.vn' }, '2026-11-21').email).toBe(
      'emailInvalid',
    );
    expect(validateTraveller({ ...filled, dateOfBirth: '2026-11-22' }, '2026-11-21').dateOfBirth).toBe(
      'dateOfBirthFuture',
    );
  });

  it('clears a field message when edited, and dependent address fields on a new country or province', () => {
    const errors = validateTraveller(emptyTravellerForm, '2026-11-21');
    const afterName = updateTravellerField(emptyTravellerForm, errors, 'firstName', 'L');
    expect(afterName.errors.firstName).toBeUndefined();
    expect(afterName.errors.lastName).toBe('lastNameRequired');
    expect(updateTravellerField(filled, {}, 'country', 'Japan').form).toMatchObject({
      province: '',
      district: '',
    });
    expect(updateTravellerField(filled, {}, 'province', 'Hà Nội').form).toMatchObject({
      province: 'Hà Nội',
      district: '',
    });
    expect(updateTravellerField(filled, {}, 'country', 'Vietnam').form.province).toBe(
      'Thành phố Hồ Chí Minh',
    );
  });

  it('maps the form to the booking request with the address lines joined and status pending', () => {
    expect(buildBookingRequest(filled, { roomId: 7, tourDateId: 31 }, 2)).toEqual({
      room_id: 7,
      tour_date_id: 31,
      first_name: 'Lan',
      middle_name: 'Thị',
      last_name: 'Nguyễn',
      date_of_birth: '1990-04-12',
      email: 'lan.nguyen@example.vn',
      phone_number: '+84 912 345 678',
      country: 'Vietnam',
      city: 'Thành phố Hồ Chí Minh',
      district: 'Phường Bến Thành',
      detailed_address: '12 Lê Lợi, Tầng 3',
      ticket_quantity: 2,
      payment_status: 'pending',
      payment_plan: 'full',
    });
    expect(detailedAddress('12 Lê Lợi', '  ')).toBe('12 Lê Lợi');
  });

  it('computes the total and the stepper bounds', () => {
    expect(bookingTotal(15_990_000, 3)).toBe(47_970_000);
    expect(bookingTotal(1000, 2, 500)).toBe(2500);
    expect(travellerBounds(1, 4)).toEqual({
      canDecrement: false,
      canIncrement: true,
      atMaximum: false,
      max: 4,
    });
    expect(travellerBounds(4, 4)).toMatchObject({ canDecrement: true, canIncrement: false, atMaximum: true });
    expect(clampTravellers(9, 4)).toBe(4);
    expect(clampTravellers(0, 4)).toBe(1);
  });

  it('falls back to BK-{id} for the reference and shows extras only from step 2 when above 0', () => {
    expect(bookingReference({ id: 42, booking_reference: 'BK-2026-000042' })).toBe('BK-2026-000042');
    expect(bookingReference({ id: 42, booking_reference: null })).toBe('BK-42');
    expect(showExtras(1, 100)).toBe(false);
    expect(showExtras(2, 0)).toBe(false);
    expect(showExtras(2, 100)).toBe(true);
  });
});

describe('planBooking (idempotent booking creation)', () => {
  const form = { ...emptyTravellerForm, firstName: 'Lan', lastName: 'Nguyen', email: 'lan@example.com' };
  const request = buildBookingRequest(form, { roomId: 1, tourDateId: 2 }, 2);
  const changed = buildBookingRequest({ ...form, lastName: 'Tran' }, { roomId: 1, tourDateId: 2 }, 2);
  const key = () => 'new-key';

  it('reuses the booking made from the same request', () => {
    expect(planBooking(request, { id: 7, request }, null, key)).toEqual({ kind: 'use-booking' });
  });
  it('retries an unanswered attempt with its own key', () => {
    expect(planBooking(request, null, { key: 'k1', request }, key)).toEqual({
      kind: 'send',
      key: 'k1',
      release: null,
    });
  });
  it('makes a new key for changed details and releases the earlier booking', () => {
    expect(planBooking(changed, { id: 7, request }, null, key)).toEqual({
      kind: 'send',
      key: 'new-key',
      release: 7,
    });
    expect(planBooking(changed, null, { key: 'k1', request }, key)).toEqual({
      kind: 'send',
      key: 'new-key',
      release: null,
    });
  });
  it('makes keys that differ', () => {
    expect(newIdempotencyKey()).not.toBe(newIdempotencyKey());
    expect(newIdempotencyKey().length).toBeGreaterThanOrEqual(8);
  });
});
