import { memo } from 'react';
import Box from '@mui/material/Box';
import type { TourListItem } from '@/api';
import { CompareToggle } from '@/components/compare/CompareToggle';
import { compareEntryFromListItem } from '@/components/compare/compareEntry';
import type { Lang } from '@/domain/shared/language';
import { SearchTripCard } from './SearchTripCard';
import { tripGridSx } from './ListingStates';

/** The cards: re-rendered only when the trips (or the busy flag) change, not for a chip or a dialog. */
export const TripGrid = memo(function TripGrid({
  tours,
  lang,
  pending,
}: {
  tours: TourListItem[];
  lang: Lang;
  pending: boolean;
}) {
  return (
    <Box sx={tripGridSx} aria-busy={pending}>
      {tours.map((tour, index) => (
        <SearchTripCard
          key={tour.id}
          tour={tour}
          lang={lang}
          imageLoading={index < 3 ? 'eager' : 'lazy'}
          // Below 640 px the sidebar (and its h2) is hidden: the trips are the level under the page's h1.
          titleComponent="h2"
          actions={<CompareToggle trip={compareEntryFromListItem(tour)} />}
        />
      ))}
    </Box>
  );
});
