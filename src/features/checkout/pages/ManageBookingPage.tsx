/**
 * /:lang/contact/manage-booking (issue 60): the spec's form (booking number and e-mail, both required, the e-mail
 * with an e-mail shape: src/domain/checkout/manageBooking.ts), then the booking it finds (POST: neither value in a
 * URL) with what was paid, the balance and a way to pay it (./components/ManagedBooking.tsx). A mismatch, too many
 * tries or a failure says so and keeps what was typed. The reference comes filled in from the success screen
 * (the history entry's state, never the URL).
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { toApiProblem, type BookingDetails } from '@/api';
import { useFindBookingMutation, useRecordBalancePaymentMutation } from '@/api/writes';
import { Breadcrumb } from '@/components/Breadcrumb';
import { FormTextField } from '@/components/FormTextField';
import { Notice } from '@/components/Notice';
import { PageContainer } from '@/components/PageContainer';
import { PageTitle } from '@/components/PageTitle';
import { lookupFailure, type LookupFailure, type LookupPost } from '@/domain/checkout/managedBooking';
import { useServerForm } from '@/components/ServerInfo';
import {
  manageBookingSchema,
  type ManageBookingError,
  type ManageBookingValues,
} from '@/domain/checkout/manageBooking';
import { useLang } from '@/lib/hooks';
import { ManagedBooking } from '../components/ManagedBooking';

const ERROR_KEYS = {
  bookingNumber: { required: 'manageBooking.errors.bookingNumberRequired', invalidEmail: '' },
  email: {
    required: 'manageBooking.errors.emailRequired',
    invalidEmail: 'manageBooking.errors.invalidEmail',
  },
} as const;

export default function ManageBookingPage() {
  const { t } = useTranslation('contact');
  const { t: tc } = useTranslation('checkout');
  const lang = useLang();
  const location = useLocation();
  const given = (location.state as { reference?: unknown } | null)?.reference;
  // Sent without scripts (method="post"): the server looked the booking up and renders the answer (no hydration).
  const posted = useServerForm<LookupPost<BookingDetails>>();
  const { control, handleSubmit, getValues } = useForm<ManageBookingValues>({
    defaultValues: posted?.values ?? { bookingNumber: typeof given === 'string' ? given : '', email: '' },
    resolver: standardSchemaResolver(manageBookingSchema),
  });
  const [find, finding] = useFindBookingMutation();
  const [recordBalance] = useRecordBalancePaymentMutation();
  const [booking, setBooking] = useState<BookingDetails | null>(posted?.booking ?? null);
  const [failure, setFailure] = useState<LookupFailure | null>(posted?.failure ?? null);

  const lookup = (values: ManageBookingValues) => ({
    reference: values.bookingNumber,
    email: values.email,
    lang,
  });
  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      setBooking((await find({ bookingLookupRequest: lookup(values) }).unwrap()).booking);
    } catch (error) {
      setFailure(lookupFailure(toApiProblem(error)));
    }
  });
  const payBalance = async () => {
    const values = getValues();
    const answer = await recordBalance({ id: booking!.id, bookingLookupRequest: lookup(values) }).unwrap();
    return answer.booking;
  };
  const message = (field: keyof ManageBookingValues) => (error: string) =>
    t(ERROR_KEYS[field][error as ManageBookingError]);

  return (
    <PageContainer as="article" maxWidth="sm" sx={{ py: { xs: 3, md: 6 } }}>
      <PageTitle title={t('manageBooking.title')} description={t('manageBooking.description')} />
      <Breadcrumb sx={{ mb: 2 }} />
      <Typography variant="h1" gutterBottom>
        {t('manageBooking.title')}
      </Typography>
      {booking ? (
        <ManagedBooking
          key={booking.id}
          booking={booking}
          lang={lang}
          payBalance={payBalance}
          onAnother={() => setBooking(null)}
        />
      ) : (
        <>
          <Typography color="textSecondary" sx={{ mb: 3 }}>
            {t('manageBooking.intro')}
          </Typography>
          {failure ? (
            <Notice severity={failure === 'notFound' ? 'warning' : 'error'} role="alert" sx={{ mb: 3 }}>
              {tc(`manage.${failure}`)}
            </Notice>
          ) : null}
          <Box
            component="form"
            method="post"
            noValidate
            onSubmit={(event) => void submit(event)}
            aria-label={t('manageBooking.title')}
          >
            <Stack spacing={3}>
              <FormTextField
                control={control}
                name="bookingNumber"
                label={t('manageBooking.bookingNumber')}
                message={message('bookingNumber')}
                required
                autoComplete="off"
                size="medium"
              />
              <FormTextField
                control={control}
                name="email"
                type="email"
                label={t('manageBooking.email')}
                message={message('email')}
                required
                autoComplete="email"
                size="medium"
              />
              <Box>
                <Button
                  type="submit"
                  variant="contained"
                  size="large"
                  disabled={finding.isLoading}
                  startIcon={
                    finding.isLoading ? (
                      <CircularProgress size={18} color="inherit" aria-hidden="true" />
                    ) : undefined
                  }
                >
                  {finding.isLoading ? tc('manage.finding') : t('manageBooking.submit')}
                </Button>
              </Box>
            </Stack>
          </Box>
        </>
      )}
    </PageContainer>
  );
}
