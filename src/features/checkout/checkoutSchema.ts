/**
 * The checkout's stored shape (valibot): a value restored from the browser must match it and be younger than 24
 * hours (personal data expires). src/lib/persist.ts loads this module only when a checkout is stored.
 */
import * as v from 'valibot';
import type { BookingRequest } from '@/api';
import {
  isCheckoutExpired,
  type CheckoutSelection,
  type TravellerForm,
} from '@/domain/checkout/checkoutState';
import { finiteNumber, nonEmptyString, positiveInteger } from '@/domain/shared/storedSchemaParts';
import type { CheckoutState, CreatedBooking } from './checkoutSlice';

const selectionSchema: v.GenericSchema<CheckoutSelection> = v.object({
  slug: nonEmptyString,
  dateId: positiveInteger,
  roomId: positiveInteger,
});

const formSchema: v.GenericSchema<TravellerForm> = v.object({
  firstName: v.string(),
  middleName: v.string(),
  lastName: v.string(),
  dateOfBirth: v.string(),
  email: v.string(),
  phone: v.string(),
  country: v.string(),
  province: v.string(),
  district: v.string(),
  addressLine1: v.string(),
  addressLine2: v.string(),
});

const planSchema = v.picklist(['deposit', 'full'] as const);

const requestSchema: v.GenericSchema<BookingRequest> = v.object({
  room_id: positiveInteger,
  tour_date_id: positiveInteger,
  first_name: v.string(),
  middle_name: v.string(),
  last_name: v.string(),
  date_of_birth: v.string(),
  email: v.string(),
  phone_number: v.string(),
  country: v.string(),
  city: v.string(),
  district: v.string(),
  detailed_address: v.string(),
  ticket_quantity: positiveInteger,
  payment_status: v.literal('pending'),
  payment_plan: v.optional(planSchema),
});

const bookingSchema: v.GenericSchema<CreatedBooking> = v.object({
  id: positiveInteger,
  reference: v.string(),
  request: requestSchema,
  /** The price per traveller booked (VNĐ): step 2 charges it. */
  unitPrice: v.pipe(finiteNumber, v.minValue(0)),
  amountDueNow: v.optional(v.pipe(finiteNumber, v.minValue(0))),
  balanceDueDate: v.nullish(v.string()),
});

export const checkoutStateSchema: v.GenericSchema<CheckoutState> = v.pipe(
  v.object({
    selection: v.nullable(selectionSchema),
    travellers: positiveInteger,
    form: formSchema,
    step: v.picklist([1, 2]),
    booking: v.nullable(bookingSchema),
    updatedAt: v.optional(v.number()),
    paymentPlan: v.optional(planSchema),
    attempt: v.nullish(v.object({ key: v.pipe(v.string(), v.minLength(8)), request: requestSchema })),
  }),
  // Step 2 needs a booking.
  v.check((state) => state.step === 1 || state.booking !== null),
);

/** A stored checkout that may be restored at `now`: valid, and changed within the last 24 hours. */
export function restorableCheckoutSchema(now: number): v.GenericSchema<CheckoutState> {
  return v.pipe(
    checkoutStateSchema,
    v.check((state) => !isCheckoutExpired(state.updatedAt, now)),
  );
}
