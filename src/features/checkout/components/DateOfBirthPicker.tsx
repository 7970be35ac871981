/**
 * Date of birth with the MUI X DatePicker (maximum today): its own chunk, loaded by DateOfBirthField on first
 * use, so the picker and date-fns are not in the checkout's first load. Vietnamese uses the vi locale, viVN texts
 * and T2…CN; English the site's one English locale, en-US (domain/shared/dates). Both show the date day first
 * (dd/MM/yyyy), as the typed field does.
 */
import { CALENDAR_HEADING_FORMAT } from '@/domain/shared/calendarHeading';
import { useState } from 'react';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { viVN } from '@mui/x-date-pickers/locales';
import { isValid } from 'date-fns';
import { vi } from 'date-fns/locale/vi';
import { enUS } from 'date-fns/locale/en-US';
import { formatDay, parseDay } from '@/domain/shared/dates';
import type { Lang } from '@/domain/shared/language';

const viLocaleText = viVN.components.MuiLocalizationProvider.defaultProps.localeText;
const VI_WEEKDAYS = ['CN', 'T2', 'T3', 'T4', 'T5', 'T6', 'T7'];

export interface DateOfBirthPickerProps {
  lang: Lang;
  label: string;
  /** yyyy-MM-dd or '' */
  value: string;
  error?: string;
  onChange: (value: string) => void;
  /** Focus the field when it appears (it replaces a focused stand-in). */
  autoFocus?: boolean;
  /** Open the calendar when it appears (the stand-in's calendar button was pressed). */
  initialOpen?: boolean;
}

const toDate = (value: string): Date | null => parseDay(value);

export default function DateOfBirthPicker({
  lang,
  label,
  value,
  error,
  onChange,
  autoFocus = false,
  initialOpen = false,
}: DateOfBirthPickerProps) {
  const [open, setOpen] = useState(initialOpen);
  // The picker's own value (may be a half-typed, invalid date); the form only receives complete dates.
  const [picked, setPicked] = useState<Date | null>(() => toDate(value));
  // Re-sync only when the form value changes from outside (restore, reset); a half-typed date stays.
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    const shown = picked && isValid(picked) ? formatDay(picked) : '';
    if (value !== shown && (value !== '' || shown !== '')) setPicked(toDate(value));
  }
  const today = new Date();
  return (
    <LocalizationProvider
      dateAdapter={AdapterDateFns}
      adapterLocale={lang === 'vi' ? vi : enUS}
      localeText={lang === 'vi' ? viLocaleText : undefined}
    >
      <DatePicker
        label={label}
        value={picked}
        // Only when it replaces the focused stand-in (DateOfBirthField): the focus stays in the field.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus={autoFocus}
        open={open}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        maxDate={today}
        disableFuture
        openTo="year"
        views={['year', 'month', 'day']}
        format="dd/MM/yyyy"
        dayOfWeekFormatter={lang === 'vi' ? (day) => VI_WEEKDAYS[day.getDay()] : undefined}
        onChange={(next) => {
          setPicked(next);
          onChange(next && isValid(next) ? formatDay(next) : '');
        }}
        slotProps={{
          textField: {
            name: 'dateOfBirth',
            // The height of the form's other fields (theme: small text fields) and of the stand-in it replaces.
            size: 'small',
            required: true,
            fullWidth: true,
            error: !!error,
            helperText: error,
            // The label on the box's edge, as the site's fields (components/TextField) and the stand-in show it.
            slotProps: { inputLabel: { shrink: true } },
          },
          calendarHeader: { format: CALENDAR_HEADING_FORMAT[lang] },
        }}
      />
    </LocalizationProvider>
  );
}
