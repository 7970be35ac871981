/**
 * The checkout screen once the selection is valid: step indicator, the step's main column (each step loaded
 * lazily) and the sticky summary, which follows the traveller count live.
 *
 * Step 1 arrives server-rendered and complete, and its code (the form, react-hook-form and the schema) is not part
 * of the page's first load: it hydrates when the traveller first points at, touches or focuses the form
 * (DeferredSection 'on-use'; a click or what is typed meanwhile is kept and replayed), or at once when the browser
 * restored details typed earlier. A visitor who only reads the page downloads and runs none of it.
 */
import { memo, Suspense, useCallback, useEffect, useMemo, useRef } from 'react';
import { lazyWithPreload } from '@/components/lazyWithPreload';
import { MountOnFirstOpen } from '@/components/MountOnFirstOpen';
import Box from '@mui/material/Box';
import { PageContainer } from '@/components/PageContainer';
import { belowHeader } from '@/lib/theme';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { RoomPrice, TourDate, TourDetail } from '@/api';
import { useAppDispatch, useAppSelector } from '@/lib/hooks';
import { Loading } from '@/components/Loading';
import { DeferredSection } from '@/components/DeferredSection';
import {
  bookingTotal,
  clampTravellers,
  finalRoomPrice,
  hasTravellerInput,
  showExtras,
} from '@/domain/checkout/checkout';
import { selectionUnavailable } from '@/domain/checkout/selectionUnavailable';
import type { Lang } from '@/domain/shared/language';
import { bookedAmount, stepChanged } from '../checkoutSlice';
import { bookedPlan, selectCheckoutProgress } from '../selectors';
import { effectivePaymentPlan, paymentAmounts, type PaymentAmounts } from '@/domain/checkout/paymentPlan';
import { CheckoutSteps } from './CheckoutSteps';
import { Summary } from './Summary';

const [TravellerStep] = lazyWithPreload(() => import('./TravellerStep'));
// Shown only for a sold-out room or a departure gone by (an old link): its code loads then.
const [Unavailable] = lazyWithPreload(() => import('./Unavailable'));
// 'Payment Successful!' follows the payment step: its code loads with that step's, not with the page.
const [SuccessDialog, preloadSuccessDialog] = lazyWithPreload(() => import('./SuccessDialog'));
const [PaymentStep] = lazyWithPreload(() => {
  preloadSuccessDialog().catch(() => undefined); // retried when the dialog renders
  return import('./PaymentStep');
});

/** What the finished checkout shows (kept by the page: the persisted checkout is cleared on success). */
export interface FinishedCheckout {
  reference: string;
  travellers: number;
  /** What was paid, the balance and its day, as step 2 asked for them. */
  amounts?: PaymentAmounts;
}

export interface CheckoutViewProps {
  lang: Lang;
  tour: TourDetail;
  date: TourDate;
  room: RoomPrice;
  finished: FinishedCheckout | null;
  onPaid: (paid: {
    bookingId: number;
    reference: string;
    amounts: PaymentAmounts;
    travellers: number;
  }) => void;
}

/**
 * Memoised, and it selects only the fields it shows: the page recording the selection once it has hydrated (or a
 * persisted checkout arriving unchanged) re-renders nothing here.
 */
export const CheckoutView = memo(function CheckoutView({
  lang,
  tour,
  date,
  room,
  finished,
  onPaid,
}: CheckoutViewProps) {
  const { t } = useTranslation('checkout');
  const dispatch = useAppDispatch();
  const checkout = useAppSelector(selectCheckoutProgress);
  const step = finished ? 2 : checkout.step;
  const booking = checkout.booking;
  // Step 1 is limited by the room's live availability; step 2 (and the finished view) shows the booking that was
  // created: its quantity and unit price, whatever the live availability says now (this booking reduced it).
  const booked = step === 2 && booking ? bookedAmount(booking) : null;
  const travellers = finished
    ? finished.travellers
    : booked
      ? booked.travellers
      : clampTravellers(checkout.travellers, room.available_rooms);
  const price = booked ? booked.unitPrice : finalRoomPrice(room);
  const extras = 0; // The content service sends no trip extras yet; the summary shows them when above 0.
  const total = bookingTotal(price, travellers, showExtras(step, extras) ? extras : 0);
  // Every amount asked for comes from this total by one rule: on step 2 by the plan the booking was created with,
  // on step 1 by the plan chosen (a close departure is paid in full). The finished view keeps what was paid.
  const due =
    finished?.amounts ??
    (booked && booking
      ? bookedPlan(booking, total, date.start_date)
      : paymentAmounts(total, effectivePaymentPlan(checkout.paymentPlan, date.start_date), date.start_date));
  const dueNow = due.dueNow;
  const isDeposit = due.plan === 'deposit';
  const balanceDate = due.balanceDueDate;
  const balanceAmount = due.balance;
  const balance = useMemo(
    () => (isDeposit ? { amount: balanceAmount, date: balanceDate } : null),
    [isDeposit, balanceAmount, balanceDate],
  );

  // The step is a lazily loaded part that arrives server-rendered: it is memoised so that a render of this view
  // that changes nothing for the step (e.g. the persisted checkout arriving) does not reach it before it has
  // hydrated (React would then drop the server HTML and show the spinner: a layout jump).
  const latest = useRef({ booking, due, travellers, onPaid });
  useEffect(() => {
    latest.current = { booking, due, travellers, onPaid };
  });
  const goBack = useCallback(() => dispatch(stepChanged(1)), [dispatch]);
  const pay = useCallback(() => {
    const { booking: current, due: amounts, travellers: count, onPaid: done } = latest.current;
    if (current) done({ bookingId: current.id, reference: current.reference, amounts, travellers: count });
  }, []);
  const restored = hasTravellerInput(checkout.form, checkout.travellers);
  // A sold-out room or a departure gone by is said before the form (a booking already made goes on to step 2).
  const unavailable = booking ? null : selectionUnavailable(date, room);
  const bookingId = booking?.id;
  const bookingReference = booking?.reference;
  const stepContent = useMemo(
    () => (
      <Suspense fallback={<Loading />}>
        {finished ? null : unavailable ? (
          <Unavailable lang={lang} slug={tour.slug} reason={unavailable} />
        ) : step === 1 ? (
          <DeferredSection minHeight={900} hydrate="on-use" wake={restored}>
            <TravellerStep lang={lang} date={date} room={room} />
          </DeferredSection>
        ) : (
          <PaymentStep
            booking={
              bookingId != null && bookingReference != null
                ? { id: bookingId, reference: bookingReference }
                : null
            }
            amount={dueNow}
            balance={balance}
            lang={lang}
            onBack={goBack}
            onPaid={pay}
          />
        )}
      </Suspense>
    ),
    [
      finished,
      unavailable,
      step,
      lang,
      tour.slug,
      date,
      room,
      restored,
      bookingId,
      bookingReference,
      dueNow,
      balance,
      goBack,
      pay,
    ],
  );

  // A step opens at its heading: scrolled to the top of the step (under the sticky header) and its heading focused
  // (once the step's code has arrived), wherever the visitor was on the previous step.
  const sectionRef = useRef<HTMLElement>(null);
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return undefined;
    shownStep.current = step;
    const section = sectionRef.current;
    if (!section) return undefined;
    section.scrollIntoView?.({ block: 'start' });
    let frame = 0;
    let tries = 0;
    const focusHeading = () => {
      const heading = section.querySelector<HTMLElement>('h2');
      if (heading) {
        heading.tabIndex = -1;
        heading.focus({ preventScroll: true });
      } else if (tries++ < 120) frame = requestAnimationFrame(focusHeading);
    };
    focusHeading();
    return () => cancelAnimationFrame(frame);
  }, [step]);

  return (
    <PageContainer maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700, mb: 2 }}>
        {tour.title}
      </Typography>
      <CheckoutSteps step={step} finished={!!finished} onStepClick={(s) => dispatch(stepChanged(s))} />
      <Box
        sx={{
          display: 'grid',
          gap: 4,
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(300px, 1fr)' },
          alignItems: 'start',
        }}
      >
        <Box
          component="section"
          ref={sectionRef}
          aria-label={t(step === 1 ? 'steps.traveller' : 'steps.payment')}
          sx={(theme) => ({
            scrollMarginTop: { xs: belowHeader(theme).xs + 16, sm: belowHeader(theme).sm + 16 },
          })}
        >
          {stepContent}
        </Box>
        <Summary
          lang={lang}
          tour={tour}
          date={date}
          room={room}
          travellers={travellers}
          step={step}
          price={price}
          extras={extras}
          total={total}
          balance={balance && { ...balance, dueNow }}
        />
      </Box>
      <MountOnFirstOpen open={!!finished}>
        <SuccessDialog
          open={!!finished}
          lang={lang}
          reference={finished?.reference ?? ''}
          amounts={finished?.amounts ?? null}
          trip={{
            title: tour.title,
            slug: tour.slug,
            startDate: date.start_date,
            endDate: date.end_date,
            location: [tour.start_location, tour.country].filter(Boolean).join(', ') || null,
          }}
        />
      </MountOnFirstOpen>
    </PageContainer>
  );
});
