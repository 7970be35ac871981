/**
 * The calendar inside a search-bar date popover. Loaded on first open (React.lazy): MUI X date pickers with
 * date-fns are too heavy for the page's first load. Month navigation, a typed-date box ('01 Jan 2027') and a
 * 'Clear date' button; the caller decides which days are disabled.
 */
import { useState, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { TextField } from '@/components/TextField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { viVN } from '@mui/x-date-pickers/locales';
import { vi } from 'date-fns/locale/vi';
import { enUS } from 'date-fns/locale/en-US';
import { useTranslation } from 'react-i18next';
import type { Lang } from '@/domain/shared/language';
import { formatTypedDate, parseTypedDate } from '@/domain/search/searchDates';
import { CALENDAR_HEADING_FORMAT } from '@/domain/shared/calendarHeading';

const VI_WEEKDAYS = ['CN', 'T2', 'T3', 'T4', 'T5', 'T6', 'T7'];
const viLocaleText = viVN.components.MuiLocalizationProvider.defaultProps.localeText;

export interface DatePanelProps {
  lang: Lang;
  /** Names the panel and its typed box (e.g. 'Start date'). */
  label: string;
  value: Date | null;
  /** The month the calendar opens on when there is no value yet (the end picker: the chosen start's month). */
  openOn?: Date | null;
  isDisabled: (day: Date) => boolean;
  onChange: (day: Date | null) => void;
}

export default function DatePanel({ lang, label, value, openOn, isDisabled, onChange }: DatePanelProps) {
  const { t } = useTranslation('home');
  const [typed, setTyped] = useState(value ? formatTypedDate(value, lang) : '');
  const [invalid, setInvalid] = useState(false);
  const typedId = `typed-date-${label.replace(/\s+/g, '-').toLowerCase()}`;

  const applyTyped = () => {
    if (!typed.trim()) return;
    const day = parseTypedDate(typed);
    if (!day || isDisabled(day)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    onChange(day);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      applyTyped();
    }
  };

  return (
    <LocalizationProvider
      dateAdapter={AdapterDateFns}
      adapterLocale={lang === 'vi' ? vi : enUS}
      localeText={lang === 'vi' ? viLocaleText : undefined}
    >
      <Box role="group" aria-label={label} sx={{ p: 1.5, width: 336, maxWidth: '100vw' }}>
        <TextField
          id={typedId}
          fullWidth
          label={t('search.typedDate')}
          placeholder={t('search.typedDatePlaceholder')}
          value={typed}
          error={invalid}
          helperText={invalid ? t('search.invalidDate') : undefined}
          onChange={(event) => {
            setTyped(event.target.value);
            setInvalid(false);
          }}
          onKeyDown={onKeyDown}
          onBlur={applyTyped}
          sx={{ px: 1, mb: 1 }}
        />
        <DateCalendar
          value={value}
          {...(!value && openOn ? { referenceDate: openOn } : {})}
          onChange={(day: Date | null) => {
            if (day && !isDisabled(day)) onChange(day);
          }}
          disablePast
          shouldDisableDate={isDisabled}
          views={['day']}
          dayOfWeekFormatter={lang === 'vi' ? (day: Date) => VI_WEEKDAYS[day.getDay()] : undefined}
          slotProps={{ calendarHeader: { format: CALENDAR_HEADING_FORMAT[lang] } }}
          sx={{ width: '100%' }}
        />
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', px: 1 }}>
          <Button onClick={() => onChange(null)} disabled={!value}>
            {t('search.clearDate')}
          </Button>
        </Box>
      </Box>
    </LocalizationProvider>
  );
}
