import { useId } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { formProblem } from '@/domain/shared/formSchema';
import { FormTextField, type FormTextFieldProps } from '@/components/FormTextField';
import CloseIcon from '@mui/icons-material/Close';
import { showToast } from '@/components/toast/toast';
import { useTranslation } from 'react-i18next';
import { useCreateContactMutation } from '@/api/writes';
import { useBrandName } from '@/components/PageTitle';
import {
  contactFormSchema,
  EMPTY_CONTACT_FORM,
  toContactRequest,
  type ContactFormValues,
} from '@/domain/content/contactForm';

/**
 * The contact widget's enquiry form in a dialog (focus trapped), loaded on first open. Submitting checks
 * the required fields and the email shape (react-hook-form on the rule's schema, src/domain/content/contactForm.ts; one
 * toast with the spec's text), then POSTs /api/contacts.
 * Success: toast, the form clears and closes. Failure: toast, what was typed stays.
 * It stays mounted once opened, so what was typed survives closing and reopening.
 */
export default function ContactDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('shell');
  const appName = useBrandName();
  const [createContact, { isLoading }] = useCreateContactMutation();
  const { control, handleSubmit, reset } = useForm<ContactFormValues>({
    defaultValues: EMPTY_CONTACT_FORM,
    resolver: standardSchemaResolver(contactFormSchema),
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const titleId = useId();
  const fieldId = useId();

  const refused = (errors: FieldErrors<ContactFormValues>) => {
    const problem = formProblem(Object.values(errors).map((error) => error?.message));
    if (problem === 'missingRequired') showToast(t('contact.required'), { variant: 'warning' });
    if (problem === 'invalidEmail') showToast(t('contact.invalidEmail'), { variant: 'warning' });
  };

  const onSubmit = handleSubmit(async (values) => {
    try {
      await createContact({ contactRequest: toContactRequest(values) }).unwrap();
      showToast(t('contact.success'), { variant: 'success' });
      reset(EMPTY_CONTACT_FORM);
      onClose();
    } catch (error) {
      console.error('Contact enquiry failed', error);
      showToast(t('contact.failure'), { variant: 'error' });
    }
  }, refused);

  const field = (
    name: keyof ContactFormValues,
    extra: Partial<FormTextFieldProps<ContactFormValues>> = {},
  ) => (
    <FormTextField
      control={control}
      name={name}
      id={`${fieldId}-${name}`}
      label={t(`contact.${name}`)}
      fullWidth
      {...extra}
    />
  );

  return (
    <Dialog open={open} onClose={() => onClose()} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId} sx={{ pr: 6 }}>
        {t('contact.title', { appName })}
      </DialogTitle>
      <IconButton
        aria-label={t('contact.close')}
        onClick={() => onClose()}
        sx={{ position: 'absolute', right: 8, top: 8 }}
      >
        <CloseIcon />
      </IconButton>
      <DialogContent>
        <Box
          component="form"
          method="post"
          noValidate
          onSubmit={(event) => void onSubmit(event)}
          sx={{ display: 'grid', gap: 2, pt: 1 }}
        >
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
            {field('firstName', { required: true, autoComplete: 'given-name' })}
            {field('lastName', { required: true, autoComplete: 'family-name' })}
          </Box>
          {field('email', { required: true, type: 'email', autoComplete: 'email' })}
          {field('phone', { type: 'tel', autoComplete: 'tel' })}
          {field('message', { required: true, multiline: true, minRows: 3 })}
          <Button type="submit" variant="contained" disabled={isLoading}>
            {isLoading ? t('contact.sending') : t('contact.submit')}
          </Button>
        </Box>
      </DialogContent>
    </Dialog>
  );
}
