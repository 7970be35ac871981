/** The page's non-content states: language not supported, error, not found, no data. */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { AppLink } from '@/components/AppLink';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/PageTitle';
import { paths } from '@/domain/shared/paths';
import { useTourT } from '../tourLang';
import { useHttpStatus } from '@/components/ServerInfo';

function Frame({ children }: { children: React.ReactNode }) {
  return (
    <Box
      component="section"
      sx={{ minHeight: '50vh', display: 'grid', placeItems: 'center', textAlign: 'center', px: 2, py: 8 }}
    >
      <Box sx={{ maxWidth: 640 }}>{children}</Box>
    </Box>
  );
}

function BackHome() {
  const { t } = useTourT();
  return (
    <Button component={AppLink} to="/" variant="contained">
      {t('state.backHome')}
    </Button>
  );
}

/** 404 for a language other than vi/en: buttons to the Vietnamese and English versions of the same slug. */
export function LanguageNotSupportedView({ requested, slug }: { requested: string; slug: string }) {
  useHttpStatus(404);
  const { t: tEn } = useTranslation('tour', { lng: 'en' });
  const { t: tVi } = useTranslation('tour', { lng: 'vi' });
  return (
    <Frame>
      <PageTitle title={tEn('language.title')} />
      <Typography variant="overline" color="textSecondary" component="p">
        404
      </Typography>
      <Typography variant="h1" gutterBottom sx={{ fontSize: { xs: '2rem', md: '2.5rem' } }}>
        {tEn('language.title')}
      </Typography>
      <Typography color="textSecondary" lang="en" sx={{ mb: 1 }}>
        {tEn('language.message', { lang: requested })}
      </Typography>
      <Typography color="textSecondary" lang="vi" sx={{ mb: 4 }}>
        {tVi('language.message', { lang: requested })}
      </Typography>
      <Box
        sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 2, justifyContent: 'center' }}
      >
        <Button component={AppLink} to={paths.tour('vi', slug)} variant="contained" lang="vi">
          {tVi('language.vi')}
        </Button>
        <Button component={AppLink} to={paths.tour('en', slug)} variant="outlined" lang="en">
          {tEn('language.en')}
        </Button>
      </Box>
    </Frame>
  );
}

export function TourErrorView({ message }: { message: string }) {
  const { t } = useTourT();
  useHttpStatus(503);
  return (
    <Frame>
      <PageTitle title={t('state.errorPrefix', { message })} />
      <Typography variant="h1" gutterBottom sx={{ fontSize: { xs: '1.5rem', md: '2rem' } }}>
        {t('state.errorPrefix', { message })}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 4 }}>
        {t('state.errorHint')}
      </Typography>
      <BackHome />
    </Frame>
  );
}

export function TourNotFoundView() {
  const { t } = useTourT();
  useHttpStatus(404);
  return (
    <Frame>
      <PageTitle title={t('state.notFoundTitle')} />
      <Typography variant="h1" gutterBottom sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
        {t('state.notFoundTitle')}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 4 }}>
        {t('state.notFoundMessage')}
      </Typography>
      <BackHome />
    </Frame>
  );
}

export function NoTourDataView() {
  const { t } = useTourT();
  useHttpStatus(404);
  return (
    <Frame>
      <PageTitle title={t('state.noData')} />
      <Typography variant="h1" gutterBottom sx={{ fontSize: { xs: '1.5rem', md: '2rem' } }}>
        {t('state.noData')}
      </Typography>
      <BackHome />
    </Frame>
  );
}
