/**
 * 'Ask about this trip' (beyond the spec): a dialog (focus trapped) with name, e-mail, phone (optional), the
 * departure (pre-filled when opened from a departure row) and a message of 10–1 000 characters, POSTed to
 * /api/{lang}/tour-enquiries. Rules in src/domain/tour/tourEnquiry.ts. Each field shows its own message (the form's
 * checks first, then the service's 422 field errors); any other failure says so above the button and keeps what was
 * typed. Success says within how many hours the team answers. Loaded on first open, it stays mounted, so what was
 * typed survives closing and reopening.
 */
import { useEffect, useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import type { TourDate } from '@/api';
import { useCreateTourEnquiryMutation } from '@/api/writes';
import { FormTextField } from '@/components/FormTextField';
import { Notice } from '@/components/Notice';
import { toApiProblem } from '@/domain/shared/apiProblem';
import { parseDay } from '@/domain/shared/dates';
import { formatShortDay } from '@/domain/shared/dateText';
import type { Lang } from '@/domain/shared/language';
import {
  EMPTY_TOUR_ENQUIRY,
  enquiryFieldErrors,
  toTourEnquiryRequest,
  tourEnquirySchema,
  type TourEnquiryField,
  type TourEnquiryValues,
} from '@/domain/tour/tourEnquiry';
import { useTourT } from '../tourLang';

export interface EnquiryDialogProps {
  open: boolean;
  onClose: () => void;
  lang: Lang;
  slug: string;
  title: string;
  /** The departures one may ask about (today's and later). */
  departures: readonly TourDate[];
  /** The departure asked about when opened (from its row), or null. */
  departureId: number | null;
}

export default function EnquiryDialog({
  open,
  onClose,
  lang,
  slug,
  title,
  departures,
  departureId,
}: EnquiryDialogProps) {
  const { t } = useTourT();
  const [send, { isLoading }] = useCreateTourEnquiryMutation();
  const [failed, setFailed] = useState(false);
  const [replyHours, setReplyHours] = useState<number | null>(null);
  const { control, handleSubmit, reset, setError, setValue } = useForm<TourEnquiryValues>({
    defaultValues: { ...EMPTY_TOUR_ENQUIRY, departure: departureId == null ? '' : String(departureId) },
    resolver: standardSchemaResolver(tourEnquirySchema),
    // After a submit, each field is checked again as it changes: a corrected field's message goes at once.
    reValidateMode: 'onChange',
  });
  const titleId = useId();
  const fieldId = useId();

  // Opened again from another row: that departure is the one asked about.
  useEffect(() => {
    if (open) setValue('departure', departureId == null ? '' : String(departureId));
  }, [open, departureId, setValue]);

  const onSubmit = handleSubmit(async (values) => {
    setFailed(false);
    try {
      const answer = await send({ lang, tourEnquiryRequest: toTourEnquiryRequest(values, slug) }).unwrap();
      setReplyHours(answer.enquiry.reply_within_hours);
      reset({ ...EMPTY_TOUR_ENQUIRY, departure: values.departure });
    } catch (error) {
      const problem = toApiProblem(error);
      const fields =
        problem.kind === 'http' && problem.status === 422 ? enquiryFieldErrors(problem.body) : {};
      const entries = Object.entries(fields) as Array<[TourEnquiryField, string]>;
      if (entries.length === 0) {
        console.error('Tour enquiry failed', error);
        setFailed(true);
      }
      // The service's own words (in the page's language), shown under its field.
      entries.forEach(([field, message], index) =>
        setError(field, { type: 'server', message: `server:${message}` }, { shouldFocus: index === 0 }),
      );
    }
  });

  const message = (key: string) =>
    key.startsWith('server:') ? key.slice('server:'.length) : t(`enquiry.errors.${key}`);
  const close = () => {
    onClose();
    setReplyHours(null);
  };
  const typed = useWatch({ control, name: 'message' }).length;

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId} sx={{ pr: 6 }}>
        {t('enquiry.title', { title })}
      </DialogTitle>
      <IconButton
        aria-label={t('enquiry.close')}
        onClick={close}
        sx={{ position: 'absolute', right: 8, top: 8 }}
      >
        <CloseIcon />
      </IconButton>
      <DialogContent>
        {replyHours != null ? (
          <Box sx={{ display: 'grid', gap: 2 }}>
            <Notice severity="success" role="status" title={t('enquiry.successTitle')}>
              {t('enquiry.success', { count: replyHours })}
            </Notice>
            <Button variant="contained" onClick={close} sx={{ justifySelf: 'end' }}>
              {t('enquiry.done')}
            </Button>
          </Box>
        ) : (
          <Box
            component="form"
            method="post"
            noValidate
            onSubmit={(event) => void onSubmit(event)}
            sx={{ display: 'grid', gap: 2, pt: 1 }}
          >
            <Typography color="textSecondary">{t('enquiry.intro')}</Typography>
            <FormTextField
              control={control}
              name="name"
              id={`${fieldId}-name`}
              label={t('enquiry.name')}
              required
              autoComplete="name"
              message={message}
              fullWidth
            />
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              <FormTextField
                control={control}
                name="email"
                id={`${fieldId}-email`}
                label={t('enquiry.email')}
                type="email"
                required
                autoComplete="email"
                message={message}
                fullWidth
              />
              <FormTextField
                control={control}
                name="phone"
                id={`${fieldId}-phone`}
                label={t('enquiry.phone')}
                type="tel"
                autoComplete="tel"
                message={message}
                fullWidth
              />
            </Box>
            <FormTextField
              control={control}
              name="departure"
              id={`${fieldId}-departure`}
              label={t('enquiry.departure')}
              select
              message={message}
              fullWidth
            >
              <option value="">{t('enquiry.anyDeparture')}</option>
              {departures.map((date) => {
                const start = parseDay(date.start_date);
                return (
                  <option key={date.id} value={String(date.id)}>
                    {start ? formatShortDay(start, lang) : date.start_date}
                  </option>
                );
              })}
            </FormTextField>
            <FormTextField
              control={control}
              name="message"
              id={`${fieldId}-message`}
              label={t('enquiry.message')}
              required
              multiline
              minRows={4}
              maxRows={12}
              message={message}
              helperText={t('enquiry.messageHint', { count: typed })}
              fullWidth
            />
            {failed ? <Notice severity="error">{t('enquiry.failed')}</Notice> : null}
            <Button type="submit" variant="contained" disabled={isLoading} sx={{ justifySelf: 'end' }}>
              {isLoading ? t('enquiry.sending') : t('enquiry.submit')}
            </Button>
          </Box>
        )}
      </DialogContent>
    </Dialog>
  );
}
