/**
 * What shows when the header or the footer fails (their error boundaries in the layout): a minimal header with
 * the logo (home link) and the language switch, and a minimal footer with home and contact links and the
 * copyright line. They depend on no content-service call, so navigation never vanishes; the real header and footer
 * are tried again on the next navigation.
 */
import { AppLink } from '@/components/AppLink';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { appConfig } from '@/api/config';
import { paths } from '@/domain/shared/paths';
import { FOOTER_ID } from './landmarks';
import { COPYRIGHT_YEAR } from '@/domain/content/site';
import { DEFAULT_LOGO } from './Header';
import { LanguageSwitch } from './header/LanguageSwitch';
import { useLang } from '@/lib/hooks';

export function MinimalHeader() {
  const { t } = useTranslation('shell', { useSuspense: false });
  const lang = useLang();
  const brand = appConfig.brandName;
  return (
    <AppBar position="sticky" component="header">
      <Toolbar
        sx={{
          gap: 2,
          minHeight: { xs: 60, sm: 72 },
          px: { xs: 1.5, sm: 3 },
          justifyContent: 'space-between',
        }}
      >
        <Box
          component={AppLink}
          to={paths.home(lang)}
          aria-label={t('header.homeLink', { brand })}
          sx={{ display: 'inline-flex' }}
        >
          <img
            src={DEFAULT_LOGO}
            alt={t('header.logoAlt', { brand })}
            width={150}
            height={40}
            style={{ height: 40, width: 'auto' }}
          />
        </Box>
        <LanguageSwitch lang={lang} />
      </Toolbar>
    </AppBar>
  );
}

export function MinimalFooter() {
  const { t } = useTranslation('shell', { useSuspense: false });
  const lang = useLang();
  const brand = appConfig.brandName;
  return (
    <Box
      component="footer"
      id={FOOTER_ID}
      sx={{ bgcolor: 'grey.100', mt: 6, pt: 4, pb: 12, px: 2, textAlign: 'center' }}
    >
      <Box sx={{ display: 'flex', gap: 3, justifyContent: 'center', mb: 2 }}>
        <Link component={AppLink} to={paths.home(lang)}>
          {t('fallback.home')}
        </Link>
        <Link component={AppLink} to={paths.contact(lang)}>
          {t('fallback.contact')}
        </Link>
      </Box>
      <Typography variant="body2" color="textSecondary">
        {t('footer.copyright', { year: COPYRIGHT_YEAR, brand })}
      </Typography>
    </Box>
  );
}
