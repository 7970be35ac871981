/**
 * Manage booking form rules (spec part 1, section 5): both fields are required; the email must have an
 * email shape. Nothing is sent: after a valid submit the page only explains how to reach the company.
 */
import { isEmailShape } from './email';
export interface ManageBookingValues {
  bookingNumber: string;
  email: string;
}

export type ManageBookingError = 'required' | 'invalidEmail';

export type ManageBookingErrors = Partial<Record<keyof ManageBookingValues, ManageBookingError>>;

/** Errors of each field (blank counts as empty; an empty email is 'required', not 'invalidEmail'). */
export function validateManageBooking(values: ManageBookingValues): ManageBookingErrors {
  const errors: ManageBookingErrors = {};
  if (!values.bookingNumber.trim()) errors.bookingNumber = 'required';
  const email = values.email.trim();
  if (!email) errors.email = 'required';
  else if (!isEmailShape(email)) errors.email = 'invalidEmail';
  return errors;
}

export function hasManageBookingErrors(errors: ManageBookingErrors): boolean {
  return Object.keys(errors).length > 0;
}
