/** The plain text fields of the traveller form (step 1): name, email, phone and street, in the order shown. */
import type { TravellerField } from '@/domain/checkout/checkout';

export type TextFieldName = Exclude<
  TravellerField,
  'dateOfBirth' | 'country' | 'province' | 'district' | 'addressLine2'
>;

export interface TextFieldSpec {
  field: TextFieldName;
  label: string;
  type?: string;
  autoComplete: string;
  required: boolean;
}

export const NAME_FIELDS: readonly TextFieldSpec[] = [
  { field: 'firstName', label: 'form.firstName', autoComplete: 'given-name', required: true },
  { field: 'lastName', label: 'form.lastName', autoComplete: 'family-name', required: true },
  { field: 'middleName', label: 'form.middleName', autoComplete: 'additional-name', required: false },
];
export const EMAIL_FIELD: TextFieldSpec = {
  field: 'email',
  label: 'form.email',
  type: 'email',
  autoComplete: 'email',
  required: true,
};
export const PHONE_FIELD: TextFieldSpec = {
  field: 'phone',
  label: 'form.phone',
  type: 'tel',
  autoComplete: 'tel',
  required: true,
};
export const ADDRESS_FIELD: TextFieldSpec = {
  field: 'addressLine1',
  label: 'form.address',
  autoComplete: 'address-line1',
  required: true,
};
