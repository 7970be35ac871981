/** Call to action: explore all trips on the search page. */
import { AppLink } from '@/components/AppLink';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { PageContainer } from '@/components/PageContainer';
import Typography from '@mui/material/Typography';
import type { Lang } from '@/domain/shared/language';
import { paths } from '@/domain/shared/paths';

export function ExploreAllCta({ lang }: { lang: Lang }) {
  const { t } = useTranslation('category');
  return (
    <Box
      component="section"
      aria-labelledby="explore-all-heading"
      sx={{ py: 5, bgcolor: 'primary.main', color: 'primary.contrastText' }}
    >
      <PageContainer maxWidth="md" sx={{ textAlign: 'center' }}>
        <Typography
          id="explore-all-heading"
          variant="h2"
          sx={{ fontSize: { xs: '1.5rem', md: '1.75rem' }, fontWeight: 700 }}
        >
          {t('exploreAll.title')}
        </Typography>
        <Typography sx={{ mt: 1, mb: 3 }}>{t('exploreAll.text')}</Typography>
        <Button
          component={AppLink}
          to={paths.search(lang)}
          variant="contained"
          color="inherit"
          sx={{ color: 'primary.main' }}
        >
          {t('exploreAll.button')}
        </Button>
      </PageContainer>
    </Box>
  );
}
