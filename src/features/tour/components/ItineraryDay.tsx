/** One day of the itinerary: its heading button and its details (hidden while closed). */
import { memo, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import ExpandMore from '@mui/icons-material/ExpandMore';
import type { ItineraryDay } from '@/api';
import { SafeHtml } from '@/components/SafeHtml';
import { accommodationName, mealsOfDay, nightsForDay, splitOptionalActivity } from '@/domain/tour/itinerary';
import { useMoney } from '@/components/currency/useMoney';
import { useTourT } from '../tourLang';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ mt: 1.5 }}>
      <Typography variant="subtitle2" component="h4" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <Box sx={{ color: 'text.secondary' }}>{children}</Box>
    </Box>
  );
}

/** Memoised: a day's details do not change when it opens or closes. */
const DayDetails = memo(function DayDetails({ day }: { day: ItineraryDay }) {
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
});

// Static styles: the open state is the button's aria-expanded, so opening a day adds no CSS rule to the page.
const ROW_SX = { borderBottom: 1, borderColor: 'divider' } as const;
const BUTTON_SX = {
  width: '100%',
  justifyContent: 'space-between',
  gap: 2,
  py: 1.75,
  px: 1,
  textAlign: 'left',
  fontWeight: 700,
  fontSize: '1rem',
  '& > svg': { transition: 'transform .2s' },
  '&[aria-expanded="true"] > svg': { transform: 'rotate(180deg)' },
} as const;
const PANEL_SX = { px: 1, pb: 2 } as const;
const HEADING_SX = { m: 0 } as const;

interface ItineraryDayRowProps {
  day: ItineraryDay;
  index: number;
  open: boolean;
  onToggle: (index: number) => void;
}

/** Memoised: opening or closing a day re-renders that day only. */
export const ItineraryDayRow = memo(function ItineraryDayRow({
  day,
  index,
  open,
  onToggle,
}: ItineraryDayRowProps) {
  const { t } = useTourT();
  const panelId = `itinerary-day-${day.day_number}`;
  return (
    <Box sx={ROW_SX}>
      <Typography component="h3" sx={HEADING_SX}>
        <ButtonBase
          onClick={() => onToggle(index)}
          // No ripple: its start is a render of its own on every tap; the day opening is the tap's answer.
          disableRipple
          aria-expanded={open}
          aria-controls={panelId}
          sx={BUTTON_SX}
        >
          <span>
            {t('itinerary.day', { day: day.day_number })}: {day.title}
          </span>
          <ExpandMore aria-hidden="true" />
        </ButtonBase>
      </Typography>
      {/* Closed days stay in the page, hidden: the print stylesheet opens them all (trip notes). */}
      <Box id={panelId} hidden={!open} data-print-expand="" sx={PANEL_SX}>
        <DayDetails day={day} />
      </Box>
    </Box>
  );
});
