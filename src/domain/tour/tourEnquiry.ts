/**
 * 'Ask about this trip' (beyond the spec): name, e-mail, phone (optional), the departure (optional, pre-filled when
 * the form is opened from a departure row) and a message of 10–1 000 characters. The same limits are the
 * contract's (TourEnquiryRequest); the service's 422 field errors are shown beside the same fields.
 */
import * as v from 'valibot';
import type { TourEnquiryRequest } from '@/contract/types';
import { emailText, optionalText, requiredText } from '../shared/formSchema';

export const ENQUIRY_MESSAGE_MIN = 10;
export const ENQUIRY_MESSAGE_MAX = 1000;
export const ENQUIRY_NAME_MAX = 100;
export const ENQUIRY_PHONE_MAX = 40;

export interface TourEnquiryValues {
  name: string;
  email: string;
  phone: string;
  /** The departure's id as the select holds it; '' for the trip in general. */
  departure: string;
  message: string;
}

export type TourEnquiryField = keyof TourEnquiryValues;

/** Message keys the form translates. */
export type TourEnquiryMessage =
  'required' | 'invalidEmail' | 'nameTooLong' | 'phoneTooLong' | 'messageLength';

export const EMPTY_TOUR_ENQUIRY: TourEnquiryValues = {
  name: '',
  email: '',
  phone: '',
  departure: '',
  message: '',
};

export const tourEnquirySchema = v.object({
  name: v.pipe(requiredText('required'), v.maxLength(ENQUIRY_NAME_MAX, 'nameTooLong')),
  email: emailText('required', 'invalidEmail'),
  phone: v.pipe(optionalText, v.maxLength(ENQUIRY_PHONE_MAX, 'phoneTooLong')),
  departure: v.string(),
  message: v.pipe(
    optionalText,
    v.minLength(ENQUIRY_MESSAGE_MIN, 'messageLength'),
    v.maxLength(ENQUIRY_MESSAGE_MAX, 'messageLength'),
  ),
});

/** The body POSTed to /api/{lang}/tour-enquiries: trimmed texts, an empty phone and no departure as null. */
export function toTourEnquiryRequest(values: TourEnquiryValues, tourSlug: string): TourEnquiryRequest {
  const phone = values.phone.trim();
  const departure = Number(values.departure);
  return {
    tour_slug: tourSlug,
    tour_date_id: values.departure !== '' && Number.isInteger(departure) ? departure : null,
    name: values.name.trim(),
    email: values.email.trim(),
    phone: phone || null,
    message: values.message.trim(),
  };
}

const FIELD_OF_ANSWER: Record<string, TourEnquiryField> = {
  name: 'name',
  email: 'email',
  phone: 'phone',
  tour_date_id: 'departure',
  message: 'message',
};

/**
 * The service's 422 field errors (`errors: { email: ['…'] }`) as the form's fields and the service's own first
 * message for each (it answers in the page's language); fields the form does not have are left out.
 */
export function enquiryFieldErrors(body: unknown): Partial<Record<TourEnquiryField, string>> {
  const errors =
    body && typeof body === 'object' && 'errors' in body ? (body as { errors?: unknown }).errors : undefined;
  const out: Partial<Record<TourEnquiryField, string>> = {};
  if (!errors || typeof errors !== 'object') return out;
  for (const [key, value] of Object.entries(errors as Record<string, unknown>)) {
    const field = FIELD_OF_ANSWER[key];
    const first = Array.isArray(value) ? value.find((m): m is string => typeof m === 'string') : undefined;
    if (field && first) out[field] = first;
  }
  return out;
}
