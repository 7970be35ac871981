/**
 * /:lang/contact/manage-booking — booking number and email, both required, email with an email shape
 * (rule: src/domain/manageBooking.ts). NOTHING is sent: the contract has no call for it, so after a valid submit
 * the page says honestly that online management is not available yet and how to reach the company
 * (email / phone from the site settings, or the contact page).
 */
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import { TextField } from '@/components/TextField';
import Typography from '@mui/material/Typography';
import { useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Breadcrumb } from '@/components/Breadcrumb';
import { PageTitle } from '@/components/PageTitle';
import { mailtoHref, telHref } from '@/domain/contactOptions';
import { languageOrDefault } from '@/domain/language';
import {
  hasManageBookingErrors,
  validateManageBooking,
  type ManageBookingErrors,
  type ManageBookingValues,
} from '@/domain/manageBooking';
import { paths } from '@/domain/paths';
import { useSiteContact } from '../useSiteContact';

const ERROR_KEYS = {
  bookingNumber: { required: 'manageBooking.errors.bookingNumberRequired', invalidEmail: '' },
  email: {
    required: 'manageBooking.errors.emailRequired',
    invalidEmail: 'manageBooking.errors.invalidEmail',
  },
} as const;

export default function ManageBookingPage() {
  const { t, i18n } = useTranslation('contact');
  const lang = languageOrDefault(i18n.language);
  const { settings } = useSiteContact(lang);
  const [values, setValues] = useState<ManageBookingValues>({ bookingNumber: '', email: '' });
  const [errors, setErrors] = useState<ManageBookingErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const bookingRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);

  const change = (field: keyof ManageBookingValues) => (value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (submitted) setErrors(validateManageBooking(next));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const found = validateManageBooking(values);
    setErrors(found);
    if (hasManageBookingErrors(found)) {
      (found.bookingNumber ? bookingRef : emailRef).current?.focus();
      return;
    }
    // Nothing is sent anywhere (spec part 1, section 5).
    setDone(values.bookingNumber.trim());
  };

  const message = (field: keyof ManageBookingValues) => {
    const error = errors[field];
    return error ? t(ERROR_KEYS[field][error]) : undefined;
  };

  const mail = mailtoHref(settings?.email);
  const tel = telHref(settings?.phone);

  return (
    <Container component="article" maxWidth="sm" sx={{ py: { xs: 3, md: 6 } }}>
      <PageTitle title={t('manageBooking.title')} description={t('manageBooking.description')} />
      <Breadcrumb sx={{ mb: 2 }} />
      <Typography variant="h1" gutterBottom>
        {t('manageBooking.title')}
      </Typography>
      {done !== null ? (
        <Alert severity="info" role="status" sx={{ mb: 3 }}>
          <AlertTitle>{t('manageBooking.result.title')}</AlertTitle>
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
              setSubmitted(false);
              setValues({ bookingNumber: '', email: '' });
            }}
          >
            {t('manageBooking.result.again')}
          </Button>
        </Alert>
      ) : (
        <>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {t('manageBooking.intro')}
          </Typography>
          <Box component="form" noValidate onSubmit={submit} aria-label={t('manageBooking.title')}>
            <Stack spacing={3}>
              <TextField
                label={t('manageBooking.bookingNumber')}
                name="bookingNumber"
                value={values.bookingNumber}
                onChange={(e) => change('bookingNumber')(e.target.value)}
                required
                error={Boolean(errors.bookingNumber)}
                helperText={message('bookingNumber')}
                inputRef={bookingRef}
                autoComplete="off"
                size="medium"
              />
              <TextField
                label={t('manageBooking.email')}
                name="email"
                type="email"
                value={values.email}
                onChange={(e) => change('email')(e.target.value)}
                required
                error={Boolean(errors.email)}
                helperText={message('email')}
                inputRef={emailRef}
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
    </Container>
  );
}
