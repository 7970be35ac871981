/**
 * The 'invalid access' notice (spec: always in Vietnamese): shown while the page replaces the address with the
 * tour's detail page, or as the page itself when there is no tour to go back to.
 */
import { Notice } from '@/components/Notice';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { AppLink } from '@/components/AppLink';
import { useTranslation } from 'react-i18next';
import { paths } from '@/lib/paths';
import type { Lang } from '@/domain/shared/language';

export interface InvalidAccessProps {
  lang: Lang;
  slug: string | null;
}

export function InvalidAccess({ lang, slug }: InvalidAccessProps) {
  const { t } = useTranslation('checkout', { lng: 'vi' });
  return (
    <Box sx={{ maxWidth: 720, mx: 'auto', my: 6, px: 2 }} lang="vi">
      <Notice title={t('invalidAccess.title')} severity="warning" role="alert">
        <Typography>{t('invalidAccess.message')}</Typography>
        <Typography>{t('invalidAccess.hint')}</Typography>
        <Box sx={{ mt: 1.5 }}>
          {slug ? (
            <Link component={AppLink} to={paths.tour(lang, slug)}>
              {t('invalidAccess.backToTour')}
            </Link>
          ) : (
            <Link component={AppLink} to={paths.home(lang)}>
              {t('invalidAccess.home')}
            </Link>
          )}
        </Box>
      </Notice>
    </Box>
  );
}
