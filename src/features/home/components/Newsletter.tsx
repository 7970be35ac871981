/**
 * Newsletter sign-up (spec part 1, §5, §7, §8): first name, email and the privacy agreement are required;
 * the email must have an email shape; POST /api/{lang}/contacts with { first_name, email }; a toast tells
 * success or failure and the form resets after success. The form is react-hook-form on the rule's schema
 * (src/domain/content/newsletter.ts): a submit checks everything and shows one message; editing a field clears it.
 */
import { useController, useForm } from 'react-hook-form';
import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { Notice } from '@/components/Notice';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { formProblem } from '@/domain/shared/formSchema';
import { FormTextField } from '@/components/FormTextField';
import Typography from '@mui/material/Typography';
import { showToast } from '@/components/toast/toast';
import { useTranslation } from 'react-i18next';
import { useSubscribeNewsletterMutation } from '@/api/writes';
import type { Lang } from '@/domain/shared/language';
import {
  EMPTY_NEWSLETTER_FORM,
  newsletterSchema,
  toNewsletterRequest,
  type NewsletterFormValues,
} from '@/domain/content/newsletter';

export function Newsletter({ lang }: { lang: Lang }) {
  const { t } = useTranslation('home');
  const [subscribe, { isLoading }] = useSubscribeNewsletterMutation();
  const { control, handleSubmit, reset, clearErrors, formState } = useForm<NewsletterFormValues>({
    defaultValues: EMPTY_NEWSLETTER_FORM,
    resolver: standardSchemaResolver(newsletterSchema),
    // One message for the whole form, shown until the next edit (no re-check while typing).
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const agree = useController({ control, name: 'agree' }).field;
  const problem = formProblem(Object.values(formState.errors).map((error) => error?.message));

  const onSubmit = handleSubmit(async (values) => {
    try {
      await subscribe({ lang, newsletterRequest: toNewsletterRequest(values) }).unwrap();
      showToast(t('newsletter.success'), { variant: 'success' });
      reset(EMPTY_NEWSLETTER_FORM);
    } catch {
      showToast(t('newsletter.failure'), { variant: 'error' });
    }
  });
  const edited = () => clearErrors();

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
          method="post"
          noValidate
          aria-labelledby="home-newsletter-title"
          onSubmit={(event) => void onSubmit(event)}
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
            <FormTextField
              control={control}
              name="firstName"
              id="newsletter-first-name"
              label={t('newsletter.firstName')}
              onChange={edited}
              required
              autoComplete="given-name"
              size="medium"
            />
            <FormTextField
              control={control}
              name="email"
              id="newsletter-email"
              label={t('newsletter.email')}
              type="email"
              onChange={edited}
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
                name={agree.name}
                checked={agree.value}
                slotProps={{ input: { ref: agree.ref } }}
                onBlur={agree.onBlur}
                onChange={(event) => {
                  agree.onChange(event.target.checked);
                  edited();
                }}
                required
              />
            }
            label={t('newsletter.agree')}
          />
          {problem ? (
            <Notice severity="warning" role="alert" sx={{ mt: 1 }}>
              {t(`newsletter.${problem}`)}
            </Notice>
          ) : null}
        </Box>
      </Box>
    </Box>
  );
}

export default Newsletter;
