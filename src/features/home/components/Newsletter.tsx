/**
 * Newsletter sign-up (spec part 1, §5, §7, §8): first name, email and the privacy agreement are required;
 * the email must have an email shape; POST /api/{lang}/contacts with { first_name, email }; a toast tells
 * success or failure and the form resets after success.
 */
import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { TextField } from '@/components/TextField';
import Typography from '@mui/material/Typography';
import { showToast } from '@/components/toast/toast';
import { useTranslation } from 'react-i18next';
import { useSubscribeNewsletterMutation } from '@/api';
import type { Lang } from '@/domain/language';
import {
  checkNewsletterForm,
  EMPTY_NEWSLETTER_FORM,
  toNewsletterRequest,
  type NewsletterFormCheck,
  type NewsletterFormValues,
} from '@/domain/newsletter';

export function Newsletter({ lang }: { lang: Lang }) {
  const { t } = useTranslation('home');
  const [subscribe, { isLoading }] = useSubscribeNewsletterMutation();
  const [values, setValues] = useState<NewsletterFormValues>(EMPTY_NEWSLETTER_FORM);
  const [problem, setProblem] = useState<Exclude<NewsletterFormCheck, 'ok'> | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const check = checkNewsletterForm(values);
    if (check !== 'ok') {
      setProblem(check);
      return;
    }
    setProblem(null);
    try {
      await subscribe({ lang, newsletterRequest: toNewsletterRequest(values) }).unwrap();
      showToast(t('newsletter.success'), { variant: 'success' });
      setValues(EMPTY_NEWSLETTER_FORM);
    } catch {
      showToast(t('newsletter.failure'), { variant: 'error' });
    }
  };

  const set = <K extends keyof NewsletterFormValues>(key: K, value: NewsletterFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setProblem(null);
  };

  return (
    <Box
      component="section"
      aria-labelledby="home-newsletter-title"
      sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', py: { xs: 5, md: 7 }, px: 2 }}
    >
      <Box sx={{ maxWidth: 960, mx: 'auto', textAlign: 'center' }}>
        <Typography id="home-newsletter-title" component="h2" variant="h4" sx={{ fontWeight: 700, mb: 1 }}>
          {t('newsletter.title')}
        </Typography>
        <Typography sx={{ opacity: 0.9, mb: 3 }}>{t('newsletter.subtitle')}</Typography>
        <Box
          component="form"
          noValidate
          aria-labelledby="home-newsletter-title"
          onSubmit={onSubmit}
          sx={{
            bgcolor: 'background.paper',
            color: 'text.primary',
            borderRadius: 3,
            p: { xs: 2, md: 3 },
            textAlign: 'left',
          }}
        >
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', md: '1fr 1fr auto' },
              alignItems: 'start',
            }}
          >
            <TextField
              id="newsletter-first-name"
              label={t('newsletter.firstName')}
              value={values.firstName}
              onChange={(event) => set('firstName', event.target.value)}
              required
              autoComplete="given-name"
              size="medium"
            />
            <TextField
              id="newsletter-email"
              label={t('newsletter.email')}
              type="email"
              value={values.email}
              onChange={(event) => set('email', event.target.value)}
              required
              autoComplete="email"
              size="medium"
            />
            <Button
              type="submit"
              variant="contained"
              color="secondary"
              size="large"
              disabled={isLoading}
              sx={{ minHeight: 56 }}
            >
              {isLoading ? t('newsletter.sending') : t('newsletter.submit')}
            </Button>
          </Box>
          <FormControlLabel
            sx={{ mt: 1 }}
            control={
              <Checkbox
                checked={values.agree}
                onChange={(event) => set('agree', event.target.checked)}
                required
              />
            }
            label={t('newsletter.agree')}
          />
          {problem ? (
            <Alert severity="warning" role="alert" sx={{ mt: 1 }}>
              {t(`newsletter.${problem}`)}
            </Alert>
          ) : null}
        </Box>
      </Box>
    </Box>
  );
}

export default Newsletter;
