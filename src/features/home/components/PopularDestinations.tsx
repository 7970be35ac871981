/**
 * Popular destinations (spec part 1, §2): title, a carousel of destination cards (to /{lang}/{slug}) and a
 * 'Search All Destinations' button to /{lang}/destinations. A failed answer leaves the section empty (logged).
 * The carousel is the shared scroll-snap carousel: its cards are in the page from the first paint.
 */
import { useEffect } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { AppLink } from '@/components/AppLink';
import { useTranslation } from 'react-i18next';
import { useGetPopularDestinationsQuery, type Destination } from '@/api';
import type { Lang } from '@/domain/shared/language';
import { paths } from '@/domain/shared/paths';
import { DestinationSwiper } from './DestinationSwiper';

const NONE: Destination[] = [];

export function PopularDestinations({ lang }: { lang: Lang }) {
  const { t } = useTranslation('home');
  const { data, error, isError } = useGetPopularDestinationsQuery({ lang });
  const destinations = (!isError && data?.data) || NONE;

  useEffect(() => {
    if (isError) console.error('Popular destinations could not be loaded', error);
  }, [isError, error]);

  return (
    <Box
      component="section"
      aria-labelledby="home-destinations-title"
      sx={{ maxWidth: 1440, mx: 'auto', px: 2, py: { xs: 4, md: 6 } }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
          flexWrap: 'wrap',
          mb: 3,
        }}
      >
        <Typography id="home-destinations-title" component="h2" variant="h4" sx={{ fontWeight: 700 }}>
          {t('destinations.title')}
        </Typography>
        <Button variant="outlined" component={AppLink} to={paths.destinations(lang)}>
          {t('destinations.all')}
        </Button>
      </Box>
      {destinations.length ? (
        <Box sx={{ minHeight: 240 }}>
          <DestinationSwiper destinations={destinations} lang={lang} label={t('destinations.title')} />
        </Box>
      ) : null}
    </Box>
  );
}

export default PopularDestinations;
