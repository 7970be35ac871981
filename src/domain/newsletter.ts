/**
 * Rules of the home page's newsletter sign-up (spec part 1, §3 "Subscription form", §5, §7):
 * first name, email and the agreement are required; the email must have an email shape; the request
 * body is { first_name, email } (trimmed).
 */
import { isEmailShape } from './email';

export interface NewsletterFormValues {
  firstName: string;
  email: string;
  agree: boolean;
}

export const EMPTY_NEWSLETTER_FORM: NewsletterFormValues = { firstName: '', email: '', agree: false };

/** ok, or the one message to show: missing fields / agreement first, then a bad email. */
export type NewsletterFormCheck = 'ok' | 'missingRequired' | 'invalidEmail';

export function checkNewsletterForm(values: NewsletterFormValues): NewsletterFormCheck {
  if (!values.firstName.trim() || !values.email.trim() || !values.agree) return 'missingRequired';
  if (!isEmailShape(values.email.trim())) return 'invalidEmail';
  return 'ok';
}

export interface NewsletterRequestBody {
  first_name: string;
  email: string;
}

export function toNewsletterRequest(values: NewsletterFormValues): NewsletterRequestBody {
  return { first_name: values.firstName.trim(), email: values.email.trim() };
}
