/**
 * Continue on step 1 (see TravellerStep): creates the booking (POST, payment_status 'pending') exactly once. An
 * in-flight flag stops a double click; a booking already created from the same data goes on to payment without a
 * second POST. Every POST carries an Idempotency-Key kept with the checkout before it is sent (`planBooking`): a lost
 * answer, a time-out or a reload retries with the same key, so the service makes one booking; changed details
 * release the earlier one. A failure shows 'Booking failed: …' as a toast and keeps everything typed.
 */
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { RoomPrice, TourDate } from '@/api';
import { useCreateBookingMutation, useUpdateBookingPaymentMutation } from '@/api/writes';
import { showToast } from '@/components/toast/toast';
import { useAppDispatch, useAppSelector } from '@/lib/hooks';
import {
  bookingReference,
  bookingTotal,
  buildBookingRequest,
  finalRoomPrice,
} from '@/domain/checkout/checkout';
import { newIdempotencyKey, planBooking } from '@/domain/checkout/bookingAttempt';
import type { TravellerForm } from '@/domain/checkout/checkoutState';
import { answerAgrees, bookingFailure, bookingFailureText } from '@/domain/checkout/bookingAnswer';
import { paymentAmounts, type PaymentPlan } from '@/domain/checkout/paymentPlan';
import {
  bookingAttempted,
  bookingCreated,
  bookingReleased,
  selectCheckout,
  stepChanged,
} from '../checkoutSlice';

interface BookingSubmitOptions {
  date: TourDate;
  room: RoomPrice;
  /** Travellers, already within the rooms left. */
  count: number;
  paymentPlan: PaymentPlan;
}

/** The submit handler for valid values of the traveller form. */
export function useBookingSubmit({ date, room, count, paymentPlan: paymentPlanNow }: BookingSubmitOptions) {
  const { t } = useTranslation('checkout');
  const dispatch = useAppDispatch();
  const { booking, attempt } = useAppSelector(selectCheckout);
  const [createBooking] = useCreateBookingMutation();
  const [updateBooking] = useUpdateBookingPaymentMutation();
  // A second Continue while the first is under way sends nothing (the button is disabled from the next render).
  const inFlight = useRef(false);

  return async (values: TravellerForm) => {
    if (inFlight.current) return;
    const request = buildBookingRequest(
      values,
      { roomId: room.room_id, tourDateId: date.id },
      count,
      paymentPlanNow,
    );
    const plan = planBooking(request, booking, attempt ?? null, newIdempotencyKey);
    if (plan.kind === 'use-booking') {
      dispatch(stepChanged(2));
      return;
    }
    inFlight.current = true;
    try {
      if (plan.release !== null) {
        // The details changed: the earlier pending booking gives its rooms back before a new one is made.
        try {
          await updateBooking({
            id: plan.release,
            updateBookingPaymentRequest: { payment_status: 'cancelled' },
          }).unwrap();
        } catch (releaseError) {
          console.error('The earlier pending booking could not be released', releaseError);
        }
        dispatch(bookingReleased());
      }
      // Recorded before it is sent: a lost answer or a reload retries with the same key (one booking only).
      dispatch(bookingAttempted({ key: plan.key, request }));
      const answer = await createBooking({ 'Idempotency-Key': plan.key, bookingRequest: request }).unwrap();
      const unitPrice = finalRoomPrice(room);
      // Step 2 asks for the summary's money, by the one rule (paymentAmounts); an answer that states another amount
      // (in the unit the tour's prices are written in, read by the spec's US-dollar rule) is logged, not shown.
      const expected = paymentAmounts(bookingTotal(unitPrice, count), paymentPlanNow, date.start_date);
      if (!answerAgrees(answer.booking.amount_due_now, expected.dueNow)) {
        console.error('The booking answer states another amount due now than the summary', {
          answered: answer.booking.amount_due_now,
          expected: expected.dueNow,
        });
      }
      dispatch(
        bookingCreated({
          id: answer.booking.id,
          reference: bookingReference(answer.booking),
          request,
          unitPrice,
          balanceDueDate:
            paymentPlanNow === 'deposit'
              ? (answer.booking.balance_due_date ?? expected.balanceDueDate)
              : null,
        }),
      );
    } catch (error) {
      // The service's words and status go to the log; the visitor reads the catalogue's, in the page's language.
      console.error('Booking failed', bookingFailureText(error) ?? error);
      const failure = bookingFailure(error);
      showToast(
        failure
          ? t('toast.bookingFailed', { message: t(`toast.failure.${failure}`) })
          : t('toast.bookingError'),
        { variant: 'error' },
      );
    } finally {
      inFlight.current = false;
    }
  };
}
