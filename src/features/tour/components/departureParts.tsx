/**
 * Small pieces of Dates and prices shared by the section and its rows: the dates' formats, the status badges' styles
 * and a departure's styled list item.
 */
import { useMemo } from 'react';
import { styled, type CSSObject, type Theme } from '@mui/material/styles';
import visuallyHidden from '@mui/utils/visuallyHidden';
import { plainIconStyles } from '@/components/plainIconStyles';
import { plainButtonStyles } from '@/components/plainButton';
import type { AvailabilityStatus } from '@/domain/tour/availability';
import { parseDay } from '@/domain/shared/dates';
import { formatMonthYear, formatShortDay, formatShortMonth } from '@/domain/shared/dateText';
import { useLang } from '@/lib/hooks';

/**
 * The availability and sale badges (small status labels, lighter than MUI Chip): their styles, one rule per tone, for a parent's styles: `selector` with `%` in place
 * of the tone (`'& [data-tone="%"]'`).
 */
export function badgeStyles(theme: Theme, selector: string): CSSObject {
  const tones: (AvailabilityStatus | 'sale')[] = ['available', 'limited', 'sold_out', 'sale'];
  const badge: CSSObject = {
    display: 'inline-block',
    padding: theme.spacing(0.25, 1),
    borderRadius: 8 * Number(theme.shape.borderRadius),
    fontSize: '0.75rem',
    fontWeight: 600,
    lineHeight: 'normal',
  };
  return Object.fromEntries(
    tones.map((tone) => [
      selector.replace('%', tone),
      { ...badge, backgroundColor: theme.status[tone].bg, color: theme.status[tone].fg },
    ]),
  );
}

/** The section's dates in the page's language (domain/shared/dates: one locale per language). */
export function useDateFormats() {
  const lang = useLang();
  return useMemo(
    () => ({
      day: (value: string) => {
        const date = parseDay(value);
        return date ? formatShortDay(date, lang) : value;
      },
      month: (m: number) => formatShortMonth(m, lang),
      monthYear: (year: number, m: number) => formatMonthYear(year, m, lang),
    }),
    [lang],
  );
}

/**
 * A departure: its row is one native button of plain elements, styled here once for every departure (a tour page
 * lists about ten; each row was a dozen styled elements and a MUI ButtonBase to render, hydrate and re-render on a
 * tap). Phones: the dates, then length, status and price on a second line, all visible while collapsed. The
 * selectors name the row's own parts (`data-*`), and the chevron turns by the button's `aria-expanded`.
 */
export const DepartureItem = styled('li', { label: 'DepartureItem' })(({ theme }) => ({
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: Number(theme.shape.borderRadius) * 2,
  overflow: 'hidden',
  '& > button': {
    ...plainButtonStyles(theme),
    ...theme.typography.body1,
    width: '100%',
    padding: theme.spacing(2),
    display: 'grid',
    columnGap: theme.spacing(1.5),
    rowGap: theme.spacing(0.5),
    textAlign: 'left',
    alignItems: 'center',
    gridTemplateColumns: 'minmax(0, 1fr) auto',
    gridTemplateAreas: '"range chevron" "facts facts"',
    [theme.breakpoints.up('md')]: {
      gridTemplateColumns: '2fr 1fr 1fr 1.2fr auto',
      gridTemplateAreas: '"range length status price chevron"',
    },
    '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: -2 },
    '& > svg': { ...plainIconStyles, gridArea: 'chevron', transition: 'transform .2s' },
    '&[aria-expanded="true"] > svg': { transform: 'rotate(180deg)' },
  },
  '& [data-hidden]': visuallyHidden,
  '& [data-range]': { fontWeight: 700, gridArea: 'range' },
  '& [data-facts]': {
    gridArea: 'facts',
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    columnGap: theme.spacing(1),
    rowGap: theme.spacing(0.5),
    [theme.breakpoints.up('md')]: { display: 'contents' },
  },
  '& [data-length]': {
    color: theme.palette.text.secondary,
    [theme.breakpoints.up('md')]: { gridArea: 'length' },
  },
  '& [data-status]': {
    display: 'flex',
    gap: theme.spacing(0.5),
    flexWrap: 'wrap',
    [theme.breakpoints.up('md')]: { gridArea: 'status' },
  },
  '& [data-price]': {
    fontWeight: 700,
    color: theme.palette.primary.main,
    marginLeft: 'auto',
    [theme.breakpoints.up('md')]: { gridArea: 'price', marginLeft: 0 },
  },
  ...badgeStyles(theme, '& [data-tone="%"]'),
}));
