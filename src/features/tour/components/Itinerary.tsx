/** Itinerary: collapsible days (the first open), collapse-all / show-all, route map or placeholder. */
import Box from '@mui/material/Box';
import { PlainButton } from '@/components/PlainButton';
import type { ItineraryDay, Media } from '@/api';
import { DayList, ItineraryDayRow } from './ItineraryDay';
import { useState } from 'react';
import { createOpenDays, useOpenDaysValue, type OpenDays } from './openDays';
import { pickRouteMap } from '@/domain/tour/tourMedia';
import { sectionId } from '../sections';
import { useTourT } from '../tourLang';
import { SectionShell } from './SectionShell';
import { contentImageUrl } from '@/lib/contentImage';

/** "Collapse all" while any day is open, else "Show all": re-renders when the first day opens or the last closes. */
function ToggleAll({ days, count }: { days: OpenDays; count: number }) {
  const { t } = useTourT();
  const anyOpen = useOpenDaysValue(days, (open) => open.size > 0);
  return (
    <PlainButton
      size="small"
      variant="outlined"
      onClick={() => days.set(new Set(anyOpen ? [] : Array(count).keys()))}
    >
      {anyOpen ? t('itinerary.collapseAll') : t('itinerary.showAll')}
    </PlainButton>
  );
}

/** The days' open state lives in `useOpenDays`: a tap on a day re-renders that day, not this section. */
export function Itinerary({
  days,
  media,
  title,
}: {
  days: readonly ItineraryDay[];
  media: readonly Media[];
  title: string;
}) {
  const { t } = useTourT();
  const sorted = [...days].sort((a, b) => a.day_number - b.day_number);
  // Made once, the first day open when there is one.
  const [openDays] = useState(() => createOpenDays(sorted.length ? [0] : []));
  const map = pickRouteMap(media);

  return (
    <SectionShell
      id={sectionId('itinerary')}
      title={t('itinerary.heading')}
      estimatedHeight={800}
      action={<ToggleAll days={openDays} count={sorted.length} />}
    >
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 3fr) minmax(240px, 2fr)' },
        }}
      >
        <DayList>
          {sorted.map((day, i) => (
            <ItineraryDayRow key={day.id ?? day.day_number} day={day} index={i} days={openDays} />
          ))}
        </DayList>
        <Box>
          {map ? (
            <Box
              component="img"
              src={contentImageUrl(map.url)}
              alt={t('itinerary.routeMap', { title })}
              width={640}
              height={480}
              loading="lazy"
              sx={{
                width: '100%',
                height: 'auto',
                borderRadius: 2,
                border: 1,
                borderColor: 'divider',
                objectFit: 'contain',
                bgcolor: 'grey.50',
              }}
            />
          ) : (
            <Box
              sx={{
                aspectRatio: '4 / 3',
                display: 'grid',
                placeItems: 'center',
                borderRadius: 2,
                bgcolor: 'grey.100',
                color: 'text.secondary',
                p: 2,
                textAlign: 'center',
              }}
            >
              {t('itinerary.noMap')}
            </Box>
          )}
        </Box>
      </Box>
    </SectionShell>
  );
}
