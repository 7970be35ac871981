/** The home search bar's date fields (./SearchBar.tsx): the button of each, and the calendar of the open one. */
import { lazy, Suspense } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import CalendarMonth from '@mui/icons-material/CalendarMonthOutlined';
import {
  formatTypedDate,
  isEndDayDisabled,
  isStartDayDisabled,
  type DateRange,
} from '@/domain/search/searchDates';
import type { Lang } from '@/domain/shared/language';

const DatePopover = lazy(() => import(/* webpackChunkName: "home-date-popover" */ './DatePopover'));

export type PickerName = 'start' | 'end';

/** A date field: its label and a button showing the day (or 'any date') that opens the calendar. */
export function DateField({
  id,
  label,
  value,
  emptyText,
  expanded,
  onToggle,
  lang,
}: {
  id: string;
  label: string;
  value: Date | null;
  lang: Lang;
  emptyText: string;
  expanded: boolean;
  onToggle: (element: HTMLElement) => void;
}) {
  return (
    <Box sx={{ flex: { md: '0 0 190px' }, minWidth: 0 }}>
      <Typography
        id={`${id}-label`}
        component="span"
        variant="caption"
        sx={{ display: 'block', fontWeight: 700, color: 'text.secondary', px: 1 }}
      >
        {label}
      </Typography>
      <Button
        fullWidth
        color="inherit"
        aria-labelledby={`${id}-label ${id}-value`}
        aria-haspopup="dialog"
        aria-expanded={expanded}
        onClick={(event) => onToggle(event.currentTarget)}
        startIcon={<CalendarMonth aria-hidden="true" />}
        sx={{
          justifyContent: 'flex-start',
          fontWeight: 500,
          color: value ? 'text.primary' : 'text.secondary',
          borderRadius: 2,
          px: 1,
        }}
      >
        <span id={`${id}-value`}>{value ? formatTypedDate(value, lang) : emptyText}</span>
      </Button>
    </Box>
  );
}

/** The open date field's calendar, loaded on first open (its chunk shows a line meanwhile). */
export function DatePickerSlot({
  picker,
  anchor,
  lang,
  range,
  label,
  loadingText,
  onClose,
  onChange,
}: {
  picker: PickerName;
  anchor: HTMLElement | null;
  lang: Lang;
  range: DateRange;
  label: string;
  loadingText: string;
  onClose: () => void;
  onChange: (day: Date | null) => void;
}) {
  const today = new Date();
  return (
    <Suspense
      fallback={
        <Typography role="status" variant="body2" color="textSecondary" sx={{ px: 3, py: 1 }}>
          {loadingText}
        </Typography>
      }
    >
      <DatePopover
        key={picker}
        anchorEl={anchor}
        onClose={onClose}
        lang={lang}
        label={label}
        value={picker === 'start' ? range.start : range.end}
        openOn={picker === 'end' ? range.start : null}
        isDisabled={(day) =>
          picker === 'start' ? isStartDayDisabled(day, today) : isEndDayDisabled(day, today, range.start)
        }
        onChange={onChange}
      />
    </Suspense>
  );
}
