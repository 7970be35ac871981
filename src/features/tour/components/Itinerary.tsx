/** Itinerary: collapsible days (the first open), collapse-all / show-all, route map or placeholder. */
import { useCallback, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ItineraryDay, Media } from '@/api';
import { ItineraryDayRow } from './ItineraryDay';
import { pickRouteMap } from '@/domain/tour/tourMedia';
import { sectionId } from '../sections';
import { useTourT } from '../tourLang';
import { SectionShell } from './SectionShell';
import { contentImageUrl } from '@/lib/contentImage';

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
  const [open, setOpen] = useState<Set<number>>(() => new Set(sorted.length ? [0] : []));
  const anyOpen = open.size > 0;
  const map = pickRouteMap(media);
  const count = days.length;
  const toggleAll = useCallback(
    () => setOpen((prev) => new Set(prev.size ? [] : Array(count).keys())),
    [count],
  );
  // Stable, so a tap on one day re-renders only that day (the rows are memoised); the button and the map column are
  // kept as they are too (the button's label changes only when the first day opens or the last one closes).
  const toggle = useCallback(
    (i: number) =>
      setOpen((prev) => {
        const next = new Set(prev);
        if (next.has(i)) next.delete(i);
        else next.add(i);
        return next;
      }),
    [],
  );

  const action = useMemo(
    () => (
      <Button size="small" variant="outlined" onClick={toggleAll}>
        {anyOpen ? t('itinerary.collapseAll') : t('itinerary.showAll')}
      </Button>
    ),
    [anyOpen, t, toggleAll],
  );
  const mapColumn = useMemo(
    () => (
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
    ),
    [map, t, title],
  );

  return (
    <SectionShell
      id={sectionId('itinerary')}
      title={t('itinerary.heading')}
      estimatedHeight={800}
      action={action}
    >
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 3fr) minmax(240px, 2fr)' },
        }}
      >
        <Box>
          {sorted.map((day, i) => (
            <ItineraryDayRow
              key={day.id ?? day.day_number}
              day={day}
              index={i}
              open={open.has(i)}
              onToggle={toggle}
            />
          ))}
        </Box>
        {mapColumn}
      </Box>
    </SectionShell>
  );
}
