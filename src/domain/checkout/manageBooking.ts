/**
 * Manage booking form rules (spec part 1, section 5): both fields are required; the email must have an
 * email shape. Nothing is sent: after a valid submit the page only explains how to reach the company.
 */
import * as v from 'valibot';
import { emailText, fieldMessages, requiredText } from '../shared/formSchema';
export interface ManageBookingValues {
  bookingNumber: string;
  email: string;
}

export type ManageBookingError = 'required' | 'invalidEmail';

export type ManageBookingErrors = Partial<Record<keyof ManageBookingValues, ManageBookingError>>;

/** Errors of each field (blank counts as empty; an empty email is 'required', not 'invalidEmail'). */
/** The form's schema (react-hook-form validates with it): each field's error, trimmed texts out. */
export const manageBookingSchema = v.object({
  bookingNumber: requiredText('required'),
  email: emailText('required', 'invalidEmail'),
});

export function validateManageBooking(values: ManageBookingValues): ManageBookingErrors {
  return fieldMessages(manageBookingSchema, values) as ManageBookingErrors;
}
