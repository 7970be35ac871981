/** One day of the itinerary: its heading button and its details (hidden while closed). */
import { memo, type ReactNode } from 'react';
import { styled } from '@mui/material/styles';
import { PlainIcon } from '@/components/PlainIcon';
import { EXPAND_MORE, plainIconStyles } from '@/components/plainIconStyles';
import { plainButtonStyles } from '@/components/plainButton';
import type { ItineraryDay } from '@/api';
import { SafeHtml } from '@/components/SafeHtml';
import { accommodationName, mealsOfDay, nightsForDay, splitOptionalActivity } from '@/domain/tour/itinerary';
import { useMoney } from '@/components/currency/useMoney';
import { useTourT } from '../tourLang';
import { toggled, useOpenDaysValue, type OpenDays } from './openDays';

/** A labelled part of a day's details: plain elements, styled by the `DayList` around them. */
function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div data-day-detail="">
      <h4>{label}</h4>
      <div>{children}</div>
    </div>
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
          <ul>
            {included.map((a, i) => (
              <li key={i}>{a}</li>
            ))}
          </ul>
        </Detail>
      ) : null}
      {optional.length ? (
        <Detail label={t('itinerary.optional')}>
          <ul>
            {optional.map((a, i) => {
              const vnd = money.toVnd(a.price);
              return (
                <li key={i}>
                  {a.name}
                  {vnd != null ? <span data-day-price="">{` – ${money.format(vnd)}`}</span> : null}
                </li>
              );
            })}
          </ul>
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

/**
 * The days' list, with every day's styles (one styled element, its rules worked out once per page). The rows and
 * their details inside are plain elements: a tap that opens a day re-renders that row, and no styled component, MUI
 * control or icon in it (the chevron is a plain icon made once, and turns by the button's `aria-expanded`); and a
 * tour page renders and hydrates some hundred styled elements fewer (a day's details were 10-20 of them). The
 * selectors name the list's own elements only (`data-day-*`), never the content's HTML inside a description.
 */
export const DayList = styled('div', { label: 'DayList' })(({ theme }) => ({
  '& > div': { borderBottom: `1px solid ${theme.palette.divider}` },
  // The button inside sets its own font (a heading's size and weight would not reach it).
  '& > div > h3': { margin: 0 },
  // A plain button with MUI's button reset (ButtonBase's), the row's own layout and the theme's focus outline.
  '& > div > h3 > button': {
    ...plainButtonStyles(theme),
    display: 'flex',
    width: '100%',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: theme.spacing(2),
    padding: theme.spacing(1.75, 1),
    textAlign: 'left',
    fontWeight: 700,
    fontSize: '1rem',
    '& > svg': { ...plainIconStyles, flexShrink: 0, transition: 'transform .2s' },
    '&[aria-expanded="true"] > svg': { transform: 'rotate(180deg)' },
  },
  '& [data-day-panel]': { padding: theme.spacing(0, 1, 2) },
  '& [data-day-detail]': { marginTop: theme.spacing(1.5) },
  '& [data-day-detail] > h4': { ...theme.typography.subtitle2, margin: 0, fontWeight: 600 },
  '& [data-day-detail] > div': { color: theme.palette.text.secondary },
  '& [data-day-detail] > div > ul': { margin: 0, paddingLeft: theme.spacing(2.5) },
  '& [data-day-price]': { fontWeight: 600, color: theme.palette.text.primary },
}));

/** Made once: the same element on every render of a row, so React does not render the icon again (a plain one). */
const CHEVRON = <PlainIcon path={EXPAND_MORE} />;

interface ItineraryDayRowProps {
  day: ItineraryDay;
  index: number;
  days: OpenDays;
}

/** Memoised: opening or closing a day re-renders that day only. Inside a `DayList`, which styles it. */
export const ItineraryDayRow = memo(function ItineraryDayRow({ day, index, days }: ItineraryDayRowProps) {
  const { t } = useTourT();
  const open = useOpenDaysValue(days, (shown) => shown.has(index));
  const panelId = `itinerary-day-${day.day_number}`;
  return (
    <div>
      <h3>
        <button
          type="button"
          onClick={() => days.set(toggled(days.get(), index))}
          aria-expanded={open}
          aria-controls={panelId}
        >
          <span>
            {t('itinerary.day', { day: day.day_number })}: {day.title}
          </span>
          {CHEVRON}
        </button>
      </h3>
      {/* Closed days stay in the page, hidden: the print stylesheet opens them all (trip notes). */}
      <div id={panelId} hidden={!open} data-print-expand="" data-day-panel="">
        <DayDetails day={day} />
      </div>
    </div>
  );
});
