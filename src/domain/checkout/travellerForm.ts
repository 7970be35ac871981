/**
 * Step 1 of the checkout as a form schema (spec part 2, §5 step 1 validation), in a module of its own: only the
 * traveller form's code (loaded on use) imports it, so the schema library stays out of the checkout's first load.
 */
import * as v from 'valibot';
import { emailText, fieldMessages, requiredText } from '../shared/formSchema';
import type { TravellerErrors, TravellerField } from './checkout';
import type { TravellerForm } from './checkoutState';

/**
 * Step 1's schema (react-hook-form validates with it on Continue): every message at once, one per field; `today` is
 * yyyy-MM-dd (the date of birth may not be after it). Middle name and address line 2 are free.
 */
export function travellerSchema(today: string) {
  return v.object({
    firstName: requiredText('firstNameRequired'),
    middleName: v.string(),
    lastName: requiredText('lastNameRequired'),
    dateOfBirth: v.pipe(
      requiredText('dateOfBirthRequired'),
      v.check((date) => date === '' || date <= today, 'dateOfBirthFuture'),
    ),
    email: emailText('emailRequired', 'emailInvalid'),
    phone: requiredText('phoneRequired'),
    country: requiredText('countryRequired'),
    province: requiredText('provinceRequired'),
    district: requiredText('districtRequired'),
    addressLine1: requiredText('addressRequired'),
    addressLine2: v.string(),
  } satisfies Record<TravellerField, v.GenericSchema<string>>);
}

/** Step 1's messages for `form` (the schema's, by field). */
export function validateTraveller(form: TravellerForm, today: string): TravellerErrors {
  return fieldMessages(travellerSchema(today), form) as TravellerErrors;
}
