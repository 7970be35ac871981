import { Notice } from '@/components/Notice';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';

/** Error state of the pages that need the site settings, with a retry button. */
export function SettingsError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('contact');
  return (
    <Notice
      title={t('error.title')}
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('error.retry')}
        </Button>
      }
    >
      {t('error.message')}
    </Notice>
  );
}
