/**
 * /:lang/contact/manage-booking — booking number and email, both required, email with an email shape
 * (rule and schema: src/domain/checkout/manageBooking.ts; react-hook-form checks on submit, then again on every change, and
 * focuses the first field in error). NOTHING is sent: the contract has no call for it, so after a valid submit
 * the page says honestly that online management is not available yet and how to reach the company
 * (email / phone from the site settings, or the contact page).
 */
import { Notice } from '@/components/Notice';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { PageContainer } from '@/components/PageContainer';
import Stack from '@mui/material/Stack';
import { FormTextField } from '@/components/FormTextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useLang } from '@/lib/hooks';
import { Breadcrumb } from '@/components/Breadcrumb';
import { PageTitle } from '@/components/PageTitle';
import { mailtoHref, telHref } from '@/domain/content/contactOptions';
import {
  manageBookingSchema,
  type ManageBookingError,
  type ManageBookingValues,
} from '@/domain/checkout/manageBooking';
import { paths } from '@/domain/shared/paths';
import { useSiteContact } from '../useSiteContact';

const EMPTY: ManageBookingValues = { bookingNumber: '', email: '' };

const ERROR_KEYS = {
  bookingNumber: { required: 'manageBooking.errors.bookingNumberRequired', invalidEmail: '' },
  email: {
    required: 'manageBooking.errors.emailRequired',
    invalidEmail: 'manageBooking.errors.invalidEmail',
  },
} as const;

export default function ManageBookingPage() {
  const { t } = useTranslation('contact');
  const lang = useLang();
  const { settings } = useSiteContact(lang);
  const { control, handleSubmit, reset } = useForm<ManageBookingValues>({
    defaultValues: EMPTY,
    resolver: standardSchemaResolver(manageBookingSchema),
  });
  const [done, setDone] = useState<string | null>(null);

  // Nothing is sent anywhere (spec part 1, section 5); the values come out of the schema trimmed.
  const submit = handleSubmit((values) => setDone(values.bookingNumber));

  const message = (field: keyof ManageBookingValues) => (error: string) =>
    t(ERROR_KEYS[field][error as ManageBookingError]);

  const mail = mailtoHref(settings?.email);
  const tel = telHref(settings?.phone);

  return (
    <PageContainer as="article" maxWidth="sm" sx={{ py: { xs: 3, md: 6 } }}>
      <PageTitle title={t('manageBooking.title')} description={t('manageBooking.description')} />
      <Breadcrumb sx={{ mb: 2 }} />
      <Typography variant="h1" gutterBottom>
        {t('manageBooking.title')}
      </Typography>
      {done !== null ? (
        <Notice title={t('manageBooking.result.title')} severity="info" role="status" sx={{ mb: 3 }}>
          <Typography sx={{ mb: 2 }}>{t('manageBooking.result.message', { bookingNumber: done })}</Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ flexWrap: 'wrap' }}>
            {mail ? (
              <Button
                component="a"
                href={`${mail}?subject=${encodeURIComponent(`${t('manageBooking.title')} ${done}`)}`}
                variant="contained"
              >
                {t('manageBooking.result.emailUs')}
              </Button>
            ) : null}
            {tel ? (
              <Button component="a" href={tel} variant="outlined">
                {t('manageBooking.result.callUs')}
              </Button>
            ) : null}
            <Button component={RouterLink} to={paths.contactUs(lang)}>
              {t('manageBooking.result.contactPage')}
            </Button>
          </Stack>
          <Button
            sx={{ mt: 2 }}
            size="small"
            onClick={() => {
              setDone(null);
              reset(EMPTY);
            }}
          >
            {t('manageBooking.result.again')}
          </Button>
        </Notice>
      ) : (
        <>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {t('manageBooking.intro')}
          </Typography>
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
                <Button type="submit" variant="contained" size="large">
                  {t('manageBooking.submit')}
                </Button>
              </Box>
            </Stack>
          </Box>
        </>
      )}
    </PageContainer>
  );
}
