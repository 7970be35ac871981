/** Small pieces of Dates and prices shared by the section and its rows: the status badge and the dates' formats. */
import { useMemo } from 'react';
import Box from '@mui/material/Box';
import type { AvailabilityStatus } from '@/domain/tour/availability';
import { parseDay } from '@/domain/shared/dates';
import { formatMonthYear, formatShortDay, formatShortMonth } from '@/domain/shared/dateText';
import { useLang } from '@/lib/hooks';

/** A small status label (lighter than MUI Chip). */
export function Badge({ tone, label }: { tone: AvailabilityStatus | 'sale'; label: string }) {
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-block',
        px: 1,
        py: 0.25,
        borderRadius: 8,
        fontSize: '0.75rem',
        fontWeight: 600,
        bgcolor: (t) => t.status[tone].bg,
        color: (t) => t.status[tone].fg,
      }}
    >
      {label}
    </Box>
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
