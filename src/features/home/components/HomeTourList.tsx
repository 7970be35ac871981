/**
 * The home tour list (spec part 1, §2): tabs 'New trips' (default) and 'Popular trips'; a horizontally
 * scrolling, snapping row of 332 px cards; arrows on medium and larger screens only, and only for more than
 * 4 trips; 'See experiences' goes to /{lang}/Search. A failed answer (or success false) shows empty lists
 * and is only logged.
 */
import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { AppLink } from '@/components/AppLink';
import { useTranslation } from 'react-i18next';
import { useGetHomeToursQuery, type HomeTrip } from '@/api';
import type { Lang } from '@/domain/shared/language';
import { paths } from '@/domain/shared/paths';
import { SnapCarousel } from '@/components/SnapCarousel';
import { CarouselArrows, useCarouselScroll } from '@/components/CarouselArrows';
import { HomeTripCard, HOME_TRIP_CARD_WIDTH } from './HomeTripCard';

/** Arrows appear only with more than this many trips. */
export const HOME_TOUR_ARROW_THRESHOLD = 4;
const GAP_PX = 20;
const NONE: HomeTrip[] = [];

type TabName = 'new' | 'popular';

export function HomeTourList({ lang }: { lang: Lang }) {
  const { t } = useTranslation('home');
  const { data, error, isError, isLoading } = useGetHomeToursQuery({ lang });
  const [tab, setTab] = useState<TabName>('new');
  const { trackRef, scroll } = useCarouselScroll(HOME_TRIP_CARD_WIDTH + GAP_PX);

  const trips = (!isError && data?.data?.[tab]) || NONE;

  useEffect(() => {
    if (isError) console.error('Home trips could not be loaded', error);
  }, [isError, error]);

  const arrows = trips.length > HOME_TOUR_ARROW_THRESHOLD;

  return (
    <Box
      component="section"
      aria-labelledby="home-tours-tabs"
      sx={{ maxWidth: 1440, mx: 'auto', px: 2, py: { xs: 4, md: 6 } }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
          flexWrap: 'wrap',
          mb: 2,
        }}
      >
        <Tabs
          id="home-tours-tabs"
          aria-label={t('tours.label')}
          value={tab}
          onChange={(_event, value: TabName) => setTab(value)}
        >
          <Tab value="new" label={t('tours.new')} id="home-tab-new" aria-controls="home-tabpanel" />
          <Tab
            value="popular"
            label={t('tours.popular')}
            id="home-tab-popular"
            aria-controls="home-tabpanel"
          />
        </Tabs>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          {arrows ? (
            <CarouselArrows
              onScroll={scroll}
              previousLabel={t('tours.scrollLeft')}
              nextLabel={t('tours.scrollRight')}
              desktopOnly
            />
          ) : null}
          <Button variant="outlined" component={AppLink} to={paths.searchCapital(lang)}>
            {t('tours.seeExperiences')}
          </Button>
        </Box>
      </Box>
      <Box id="home-tabpanel" role="tabpanel" aria-labelledby={`home-tab-${tab}`}>
        {trips.length ? (
          <SnapCarousel
            key={tab}
            items={trips}
            getKey={(trip) => trip.id ?? trip.slug}
            slidesPerView={{ fixed: HOME_TRIP_CARD_WIDTH }}
            gap={GAP_PX}
            trackRef={trackRef}
            renderItem={(trip) => <HomeTripCard trip={trip} lang={lang} />}
          />
        ) : isLoading ? null : (
          <Typography color="textSecondary" sx={{ py: 4 }}>
            {t('tours.empty')}
          </Typography>
        )}
      </Box>
    </Box>
  );
}

export default HomeTourList;
