/** Itinerary: collapsible days (the first open), collapse-all / show-all, route map or placeholder. */
import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import ExpandMore from '@mui/icons-material/ExpandMore';
import type { ItineraryDay, Media } from '@/api';
import { SafeHtml } from '@/components/SafeHtml';
import { accommodationName, mealsOfDay, nightsForDay, splitOptionalActivity } from '@/domain/tour/itinerary';
import { useMoney } from '@/components/currency/useMoney';
import { pickRouteMap } from '@/domain/tour/tourMedia';
import { sectionId } from '../sections';
import { useTourT } from '../tourLang';
import { SectionShell } from './SectionShell';
import { contentImageUrl } from '@/lib/contentImage';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ mt: 1.5 }}>
      <Typography variant="subtitle2" component="h4" sx={{ fontWeight: 700 }}>
        {label}
      </Typography>
      <Box sx={{ color: 'text.secondary' }}>{children}</Box>
    </Box>
  );
}

function DayDetails({ day }: { day: ItineraryDay }) {
  const money = useMoney();
  const { t } = useTourT();
  const meals = mealsOfDay(day);
  const optional = (day.optional_activities ?? []).map(splitOptionalActivity);
  const included = (day.included_activities ?? []).filter((a) => a.trim());
  return (
    <>
      {day.description ? <SafeHtml html={day.description} /> : null}
      {day.accommodation?.trim() ? (
        <Detail label={t('itinerary.accommodation')}>
          {t('itinerary.nights', { name: accommodationName(day.accommodation), count: nightsForDay(day) })}
        </Detail>
      ) : null}
      <Detail label={t('itinerary.meals')}>
        {meals.length ? meals.map((m) => t(`itinerary.meal.${m}`)).join(', ') : t('itinerary.noMeals')}
      </Detail>
      {day.transport?.trim() ? <Detail label={t('itinerary.transport')}>{day.transport}</Detail> : null}
      {included.length ? (
        <Detail label={t('itinerary.included')}>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {included.map((a, i) => (
              <li key={i}>{a}</li>
            ))}
          </Box>
        </Detail>
      ) : null}
      {optional.length ? (
        <Detail label={t('itinerary.optional')}>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {optional.map((a, i) => {
              const vnd = money.toVnd(a.price);
              return (
                <li key={i}>
                  {a.name}
                  {vnd != null ? (
                    <Box component="span" sx={{ fontWeight: 600, color: 'text.primary' }}>
                      {` – ${money.format(vnd)}`}
                    </Box>
                  ) : null}
                </li>
              );
            })}
          </Box>
        </Detail>
      ) : null}
      {day.special_information?.trim() ? (
        <Detail label={t('itinerary.special')}>
          <SafeHtml html={day.special_information} />
        </Detail>
      ) : null}
    </>
  );
}

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
  const toggleAll = () => setOpen(anyOpen ? new Set() : new Set(sorted.map((_, i) => i)));
  const toggle = (i: number) =>
    setOpen((prev) => {
      const next = new Set(prev);
      if (next.has(i)) next.delete(i);
      else next.add(i);
      return next;
    });

  return (
    <SectionShell
      id={sectionId('itinerary')}
      title={t('itinerary.heading')}
      action={
        <Button size="small" variant="outlined" onClick={toggleAll}>
          {anyOpen ? t('itinerary.collapseAll') : t('itinerary.showAll')}
        </Button>
      }
    >
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 3fr) minmax(240px, 2fr)' },
        }}
      >
        <Box>
          {sorted.map((day, i) => {
            const isOpen = open.has(i);
            const panelId = `itinerary-day-${day.day_number}`;
            return (
              <Box key={day.id ?? day.day_number} sx={{ borderBottom: 1, borderColor: 'divider' }}>
                <Typography component="h3" sx={{ m: 0 }}>
                  <ButtonBase
                    onClick={() => toggle(i)}
                    aria-expanded={isOpen}
                    aria-controls={panelId}
                    sx={{
                      width: '100%',
                      justifyContent: 'space-between',
                      gap: 2,
                      py: 1.75,
                      px: 1,
                      textAlign: 'left',
                      fontWeight: 700,
                      fontSize: '1rem',
                    }}
                  >
                    <span>
                      {t('itinerary.day', { day: day.day_number })}: {day.title}
                    </span>
                    <ExpandMore
                      aria-hidden="true"
                      sx={{ transform: isOpen ? 'rotate(180deg)' : 'none', transition: 'transform .2s' }}
                    />
                  </ButtonBase>
                </Typography>
                {/* Closed days stay in the page, hidden: the print stylesheet opens them all (trip notes). */}
                <Box id={panelId} hidden={!isOpen} data-print-expand="" sx={{ px: 1, pb: 2 }}>
                  <DayDetails day={day} />
                </Box>
              </Box>
            );
          })}
        </Box>
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
