/**
 * Rules of the home page's newsletter sign-up (spec part 1, §3 "Subscription form", §5, §7):
 * first name, email and the agreement are required; the email must have an email shape; the request
 * body is { first_name, email } (trimmed).
 */
import * as v from 'valibot';
import type { NewsletterRequest } from '@/contract/types';
import { emailText, fieldMessages, formProblem, requiredText } from '../shared/formSchema';

export interface NewsletterFormValues {
  firstName: string;
  email: string;
  agree: boolean;
}

export const EMPTY_NEWSLETTER_FORM: NewsletterFormValues = { firstName: '', email: '', agree: false };

/** ok, or the one message to show: missing fields / agreement first, then a bad email. */
export type NewsletterFormCheck = 'ok' | 'missingRequired' | 'invalidEmail';

/** The form's schema (react-hook-form validates with it): each field's message key, trimmed texts out. */
export const newsletterSchema = v.object({
  firstName: requiredText('missingRequired'),
  email: emailText('missingRequired', 'invalidEmail'),
  agree: v.pipe(v.boolean(), v.value(true, 'missingRequired')),
});

export function checkNewsletterForm(values: NewsletterFormValues): NewsletterFormCheck {
  return formProblem(Object.values(fieldMessages(newsletterSchema, values))) ?? 'ok';
}

export function toNewsletterRequest(values: NewsletterFormValues): NewsletterRequest {
  return { first_name: values.firstName.trim(), email: values.email.trim() };
}
