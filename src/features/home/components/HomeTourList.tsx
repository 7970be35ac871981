/**
 * The home tour list (spec part 1, §2): tabs 'New trips' (default) and 'Popular trips'; a horizontally
 * scrolling, snapping row of 332 px cards; arrows on medium and larger screens only, and only for more than
 * 4 trips; 'See experiences' goes to /{lang}/Search. A failed answer (or success false) shows empty lists
 * and is only logged.
 */
import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useGetHomeToursQuery, type HomeTrip } from '@/api';
import type { Lang } from '@/domain/language';
import { paths } from '@/domain/paths';
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
  const rowRef = useRef<HTMLDivElement>(null);

  const usable = !isError && data?.success === true && data.data;
  const trips = usable ? (data.data[tab] ?? NONE) : NONE;

  useEffect(() => {
    if (isError) console.error('Home trips could not be loaded', error);
    else if (data && data.success !== true) console.error('Home trips answer was not successful', data);
  }, [isError, error, data]);

  const scroll = (direction: 1 | -1) => {
    rowRef.current?.scrollBy({ left: direction * (HOME_TRIP_CARD_WIDTH + GAP_PX), behavior: 'smooth' });
  };
  const arrows = trips.length > HOME_TOUR_ARROW_THRESHOLD;
  const arrowSx = {
    display: { xs: 'none', md: 'inline-flex' },
    border: '1px solid',
    borderColor: 'divider',
  } as const;

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
            <>
              <IconButton aria-label={t('tours.scrollLeft')} onClick={() => scroll(-1)} sx={arrowSx}>
                <ChevronLeft />
              </IconButton>
              <IconButton aria-label={t('tours.scrollRight')} onClick={() => scroll(1)} sx={arrowSx}>
                <ChevronRight />
              </IconButton>
            </>
          ) : null}
          <Button variant="outlined" component={RouterLink} to={paths.searchCapital(lang)}>
            {t('tours.seeExperiences')}
          </Button>
        </Box>
      </Box>
      <Box id="home-tabpanel" role="tabpanel" aria-labelledby={`home-tab-${tab}`}>
        {trips.length ? (
          <Box
            ref={rowRef}
            component="ul"
            sx={{
              listStyle: 'none',
              m: 0,
              p: 0,
              pb: 1.5,
              display: 'flex',
              gap: `${GAP_PX}px`,
              position: 'relative',
              overflowX: 'auto',
              scrollSnapType: 'x mandatory',
              scrollBehavior: 'smooth',
              overscrollBehaviorX: 'contain',
            }}
          >
            {trips.map((trip) => (
              <Box
                component="li"
                key={`${tab}-${trip.id ?? trip.slug}`}
                sx={{ display: 'flex', scrollSnapAlign: 'start' }}
              >
                <HomeTripCard trip={trip} lang={lang} />
              </Box>
            ))}
          </Box>
        ) : isLoading ? null : (
          <Typography color="text.secondary" sx={{ py: 4 }}>
            {t('tours.empty')}
          </Typography>
        )}
      </Box>
    </Box>
  );
}

export default HomeTourList;
