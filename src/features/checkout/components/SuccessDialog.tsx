/** 'Payment Successful!' modal: reference, next steps, Go to Homepage (to /{lang}). */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { paths } from '@/app/paths';
import type { Lang } from '@/domain/language';

export interface SuccessDialogProps {
  open: boolean;
  lang: Lang;
  reference: string;
}

export default function SuccessDialog({ open, lang, reference }: SuccessDialogProps) {
  const { t } = useTranslation('checkout');
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
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {t('success.nextSteps')}
        </Typography>
        <Typography component="ul" sx={{ pl: 2.5, my: 1 }}>
          <li>{t('success.emailSent')}</li>
          <li>{t('success.confirmed')}</li>
        </Typography>
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'center', pb: 3 }}>
        <Button variant="contained" component={RouterLink} to={paths.home(lang)}>
          {t('success.home')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
