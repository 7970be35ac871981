import * as v from 'valibot';
import { manageBookingSchema, validateManageBooking } from './manageBooking';

describe('manage booking form validation', () => {
  it('requires both fields (blank counts as empty)', () => {
    expect(validateManageBooking({ bookingNumber: '', email: '  ' })).toEqual({
      bookingNumber: 'required',
      email: 'required',
    });
  });

  it('refuses an email without the email shape', () => {
    for (const email of ['abc', 'a@b', 'a b@c.vn', '@c.vn', 'a@.']) {
      expect(validateManageBooking({ bookingNumber: 'VV-1', email })).toEqual({ email: 'invalidEmail' });
    }
  });

  it('accepts a booking number and a well-formed email (trimmed)', () => {
    const errors = validateManageBooking({ bookingNumber: ' VV-2025-001 ', email: ' an@example.com ' });
    expect(errors).toEqual({});
    expect(
      v.parse(manageBookingSchema, { bookingNumber: ' VV-2025-001 ', email: ' an@example.com ' }),
    ).toEqual({
      bookingNumber: 'VV-2025-001',
      email: 'an@example.com',
    });
  });
});
