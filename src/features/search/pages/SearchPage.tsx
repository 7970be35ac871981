/**
 * /:lang/search, /:lang/Search and /:lang/destinations: the trip listing with its filter sidebar.
 * The destinations page is the same listing under its own title, with the Home > Destinations breadcrumb.
 */
import { useMatch } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Breadcrumb } from '@/components/Breadcrumb';
import { PageTitle } from '@/components/PageTitle';
import { TripListing } from '../components/TripListing';

export default function SearchPage() {
  const { t } = useTranslation('search');
  const isDestinations = useMatch('/:lang/destinations') !== null;
  const title = isDestinations ? t('destinationsTitle') : t('title');
  return (
    <Container maxWidth="xl" sx={{ py: { xs: 3, md: 5 } }}>
      <PageTitle title={title} />
      {isDestinations ? <Breadcrumb sx={{ mb: 2 }} /> : null}
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700, mb: 3 }}>
        {title}
      </Typography>
      <TripListing />
    </Container>
  );
}
