/**
 * Rules of the contact widget's enquiry form (spec part 1, section 5):
 * first name, last name, email and message (reason for enquiry) are required; the email must have an
 * email shape with no spaces; phone is optional and unchecked.
 */
import * as v from 'valibot';
import type { ContactRequest } from '@/contract/types';
import { isEmailShape } from '../shared/email';
import { emailText, fieldMessages, formProblem, optionalText, requiredText } from '../shared/formSchema';

export interface ContactFormValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  message: string;
}

/** What a submit attempt gives: ok, or the one message to show (missing fields first, then a bad email). */
export type ContactFormCheck = 'ok' | 'missingRequired' | 'invalidEmail';

export const EMPTY_CONTACT_FORM: ContactFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  message: '',
};

export { isEmailShape };

/** The form's schema (react-hook-form validates with it): each field's message key, trimmed texts out. */
export const contactFormSchema = v.object({
  firstName: requiredText('missingRequired'),
  lastName: requiredText('missingRequired'),
  email: emailText('missingRequired', 'invalidEmail'),
  phone: optionalText,
  message: requiredText('missingRequired'),
});

/**
 * Checks a submit of the enquiry form. A field of only spaces counts as empty. The email is checked
 * after trimming the spaces around it (so a pasted trailing space is forgiven); a space inside it is invalid.
 */
export function checkContactForm(values: ContactFormValues): ContactFormCheck {
  return formProblem(Object.values(fieldMessages(contactFormSchema, values))) ?? 'ok';
}

/** The body POSTed to /api/contacts for a valid form (the contract's ContactRequest): trimmed values, an empty phone
 * sent as null. */

export function toContactRequest(values: ContactFormValues): ContactRequest {
  const phone = values.phone.trim();
  return {
    first_name: values.firstName.trim(),
    last_name: values.lastName.trim(),
    email: values.email.trim(),
    phone: phone || null,
    reason: values.message.trim(),
  };
}
