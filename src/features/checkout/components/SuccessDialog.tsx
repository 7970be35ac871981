/** 'Payment Successful!' modal: reference, next steps, Go to Homepage (to /{lang}). */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { AppLink, AppLinkWithState } from '@/components/AppLink';
import { useTranslation } from 'react-i18next';
import { paths } from '@/lib/paths';
import type { Lang } from '@/domain/shared/language';
import type { PaymentAmounts } from '@/domain/checkout/paymentPlan';
import { formatVnd } from '@/domain/shared/price';
import { formatTripDate } from './formatTripDate';
import { CalendarLinks, type BookedTrip } from './CalendarLinks';

export type { BookedTrip } from './CalendarLinks';

export interface SuccessDialogProps {
  open: boolean;
  lang: Lang;
  reference: string;
  trip?: BookedTrip | null;
  /** What was transferred, and for a deposit the balance and its day (as step 2 asked for them). */
  amounts?: PaymentAmounts | null;
}

export default function SuccessDialog({ open, lang, reference, trip, amounts = null }: SuccessDialogProps) {
  const { t } = useTranslation('checkout');
  const paid = amounts
    ? amounts.plan === 'deposit'
      ? t('success.paidDeposit', {
          amount: formatVnd(amounts.dueNow),
          balance: formatVnd(amounts.balance),
          date: formatTripDate(amounts.balanceDueDate, lang),
        })
      : t('success.paidFull', { amount: formatVnd(amounts.dueNow) })
    : null;
  const description = [t('success.calendarDescription', { reference }), paid].filter(Boolean).join('\n');
  return (
    <Dialog
      open={open}
      aria-labelledby="payment-success-title"
      aria-describedby="payment-success-reference"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="payment-success-title" sx={{ textAlign: 'center' }}>
        <CheckCircleIcon
          color="success"
          sx={{ fontSize: 56, display: 'block', mx: 'auto', mb: 1 }}
          aria-hidden="true"
        />
        {t('success.title')}
      </DialogTitle>
      <DialogContent>
        <Typography id="payment-success-reference" sx={{ textAlign: 'center', fontWeight: 700, mb: 2 }}>
          {t('success.reference', { reference })}
        </Typography>
        {paid ? <Typography sx={{ textAlign: 'center', mb: 2 }}>{paid}</Typography> : null}
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {t('success.nextSteps')}
        </Typography>
        <Typography component="ul" sx={{ pl: 2.5, my: 1 }}>
          <li>{t('success.emailSent')}</li>
          <li>{t('success.confirmed')}</li>
        </Typography>
        {trip ? (
          <CalendarLinks trip={trip} lang={lang} reference={reference} description={description} />
        ) : null}
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'center', pb: 3, flexWrap: 'wrap', gap: 1 }}>
        {/* The reference goes along in the history entry's state: never in a URL. */}
        <Button component={AppLinkWithState} to={paths.manageBooking(lang)} state={{ reference }}>
          {t('success.manage')}
        </Button>
        <Button variant="contained" component={AppLink} to={paths.home(lang)}>
          {t('success.home')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
