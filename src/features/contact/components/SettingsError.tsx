import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';

/** Error state of the pages that need the site settings, with a retry button. */
export function SettingsError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('contact');
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('error.retry')}
        </Button>
      }
    >
      <AlertTitle>{t('error.title')}</AlertTitle>
      {t('error.message')}
    </Alert>
  );
}
