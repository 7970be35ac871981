/**
 * Step 1, traveller details (loaded on use, see CheckoutView): late-request box, 'selling fast' line, traveller
 * count, primary traveller form, Continue. The form is react-hook-form on step 1's schema
 * (src/domain/checkout/travellerForm.ts); its values are the kept checkout's (so a reload loses nothing), and editing a field
 * clears its message. Continue validates (every message at once), then creates the booking exactly once
 * (../hooks/useBookingSubmit.ts); the button is disabled while it is under way.
 */
import { useForm, type Resolver } from 'react-hook-form';
import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { Notice } from '@/components/Notice';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { formatDay } from '@/domain/shared/dates';
import { effectivePaymentPlan, isCloseToDeparture } from '@/domain/checkout/paymentPlan';
import { PaymentPlanChoice } from './PaymentPlanChoice';
import { TextField } from '@/components/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { type RoomPrice, type TourDate } from '@/api';
import { useAppDispatch, useAppSelector } from '@/lib/hooks';
import {
  bookingTotal,
  clampTravellers,
  finalRoomPrice,
  updateTravellerField,
  type TravellerField,
} from '@/domain/checkout/checkout';
import type { TravellerForm } from '@/domain/checkout/checkoutState';
import { travellerSchema } from '@/domain/checkout/travellerForm';
import type { Lang } from '@/domain/shared/language';
import { paymentPlanChanged, formChanged, selectCheckout, travellersChanged } from '../checkoutSlice';
import { selectCheckoutProgress } from '../selectors';
import { AddressFields, preloadPlaceFields } from './AddressFields';
import { DateOfBirthField, preloadDatePicker } from './DateOfBirthField';
import { TravellerCounter } from './TravellerCounter';
import { ADDRESS_FIELD, EMAIL_FIELD, NAME_FIELDS, PHONE_FIELD, type TextFieldSpec } from './travellerFields';
import { useBookingSubmit } from '../hooks/useBookingSubmit';

export interface TravellerStepProps {
  lang: Lang;
  date: TourDate;
  room: RoomPrice;
}

/** The form's heavy widgets (see DateOfBirthField, AddressFields), loaded on first use. */
function preloadWidgets() {
  preloadDatePicker();
  preloadPlaceFields();
}

/** Continue checks the form against today's schema (a date of birth may not be after today). */
const resolver: Resolver<TravellerForm> = (values, context, options) =>
  standardSchemaResolver(travellerSchema(formatDay(new Date())))(values, context, options);

export default function TravellerStep({ lang, date, room }: TravellerStepProps) {
  const { t } = useTranslation('checkout');
  const dispatch = useAppDispatch();
  const { form, travellers, paymentPlan } = useAppSelector(selectCheckoutProgress);
  // A close departure is paid in full (the late-request box says so); a further one may be held with a deposit.
  const closeToDeparture = isCloseToDeparture(date.start_date);
  const paymentPlanNow = effectivePaymentPlan(paymentPlan, date.start_date);
  const {
    handleSubmit,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<TravellerForm>({
    values: form,
    // The kept checkout changes with every edit: the other fields' messages stay.
    resetOptions: { keepErrors: true },
    resolver,
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const available = room.available_rooms;
  const count = clampTravellers(travellers, available);
  const messages: Partial<Record<TravellerField, string>> = Object.fromEntries(
    Object.entries(errors).map(([field, error]) => [field, t(`errors.${error?.message ?? ''}`)]),
  );

  const setField = (field: TravellerField, value: string) => {
    clearErrors(field);
    // On the latest form: edits that arrive together (e.g. replayed after hydration) all count.
    dispatch((next, getState) =>
      next(formChanged(updateTravellerField(selectCheckout(getState()).form, {}, field, value).form)),
    );
  };

  const submitValid = useBookingSubmit({ date, room, count, paymentPlan: paymentPlanNow });

  /** One labelled text field of the form; its message shows under it and clears when it is edited. */
  const textField = ({ field: name, label, type, autoComplete, required }: TextFieldSpec) => (
    <TextField
      id={name}
      name={name}
      type={type}
      label={t(label)}
      fullWidth
      required={required}
      autoComplete={autoComplete}
      value={form[name]}
      error={!!messages[name]}
      helperText={messages[name]}
      onChange={(e) => setField(name, e.target.value)}
    />
  );

  return (
    <Box
      component="form"
      method="post"
      noValidate
      onSubmit={(event) => void handleSubmit(submitValid)(event)}
      aria-labelledby="traveller-step-heading"
      // The date picker and the place fields load as soon as the traveller reaches the form.
      onFocus={preloadWidgets}
      onPointerOver={preloadWidgets}
      onTouchStart={preloadWidgets}
    >
      <Typography id="traveller-step-heading" component="h2" variant="h5" sx={{ fontWeight: 700, mb: 2 }}>
        {t('steps.traveller')}
      </Typography>

      <Notice title={t('lateRequest.title')} severity="info" sx={{ mb: 2 }}>
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          <li>{t(closeToDeparture ? 'lateRequest.fullPaymentNow' : 'lateRequest.fullPayment')}</li>
          <li>{t('lateRequest.confirmation')}</li>
          <li>{t('lateRequest.refund')}</li>
          <li>{t('lateRequest.flights')}</li>
        </Box>
      </Notice>

      <Typography color="error" sx={{ fontWeight: 700 }}>
        {t('sellingFast', { count: available })}
      </Typography>

      <TravellerCounter
        count={count}
        availableRooms={available}
        onChange={(n) => dispatch(travellersChanged(n))}
      />

      {closeToDeparture ? null : (
        <PaymentPlanChoice
          lang={lang}
          plan={paymentPlanNow}
          total={bookingTotal(finalRoomPrice(room), count)}
          startDate={date.start_date}
          onChange={(next) => dispatch(paymentPlanChanged(next))}
        />
      )}

      <Typography component="h3" variant="h6" sx={{ fontWeight: 700, mt: 3, mb: 2 }}>
        {t('form.heading')}
      </Typography>
      {/* Two columns from sm; the country takes a row and province and district share one (a province's name,
          'Thành phố Hồ Chí Minh', is never cut); the street takes a whole row. */}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {NAME_FIELDS.map((spec) => (
          <div key={spec.field}>{textField(spec)}</div>
        ))}
        <div>
          <DateOfBirthField
            lang={lang}
            label={t('form.dateOfBirth')}
            value={form.dateOfBirth}
            error={messages.dateOfBirth}
            onChange={(v) => setField('dateOfBirth', v)}
          />
        </div>
        <div>{textField(EMAIL_FIELD)}</div>
        <div>{textField(PHONE_FIELD)}</div>
        <Box
          sx={{
            gridColumn: '1 / -1',
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
            '& > :first-of-type': { gridColumn: '1 / -1' },
          }}
        >
          <AddressFields lang={lang} form={form} errors={messages} onChange={setField} />
        </Box>
        <Box sx={{ gridColumn: '1 / -1' }}>{textField(ADDRESS_FIELD)}</Box>
      </Box>

      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 3 }}>
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={isSubmitting}
          startIcon={
            isSubmitting ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : undefined
          }
        >
          {isSubmitting ? t('actions.processing') : t('actions.continue')}
        </Button>
      </Box>
    </Box>
  );
}
