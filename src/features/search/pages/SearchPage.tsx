/**
 * /:lang/search, /:lang/Search and /:lang/destinations: the trip listing with its filter sidebar.
 * The destinations page is the same listing under its own title, with the Home > Destinations breadcrumb.
 */
import { lazy, Suspense } from 'react';
import { useMatch } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '@/components/PageContainer';
import Typography from '@mui/material/Typography';
import { PageTitle } from '@/components/PageTitle';
import { TripListing } from '../components/TripListing';

/** Only the destinations page shows it: loaded with that page only. */
const Breadcrumb = lazy(() => import('@/components/Breadcrumb'));

export default function SearchPage() {
  const { t } = useTranslation('search');
  const isDestinations = useMatch('/:lang/destinations') !== null;
  const title = isDestinations ? t('destinationsTitle') : t('title');
  return (
    <PageContainer maxWidth="xl" sx={{ py: { xs: 3, md: 5 } }}>
      <PageTitle title={title} description={t('metaDescription')} />
      {isDestinations ? (
        <Suspense fallback={null}>
          <Breadcrumb sx={{ mb: 2 }} />
        </Suspense>
      ) : null}
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700, mb: 3 }}>
        {title}
      </Typography>
      <TripListing />
    </PageContainer>
  );
}
