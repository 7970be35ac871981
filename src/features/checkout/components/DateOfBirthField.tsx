/**
 * Date of birth. The MUI X date picker is a heavy widget (with date-fns, the largest code of the checkout), so the
 * form first shows a light stand-in with the same label, size, calendar button and messages, and loads the
 * picker on first use: when the traveller reaches the form (`preloadDatePicker`, called by the traveller step),
 * or focuses, presses or types in the field. Nothing is lost in the swap: while the traveller is typing in the stand-in
 * it stays (it reads typed dates itself, 15031990 or 15/03/1990), so no key press can fall between the two fields;
 * the picker takes its place, with that date, when the field is left. A focused but empty stand-in hands the focus
 * to the picker, and a pressed calendar button opens it.
 */
import { useId, useState } from 'react';
import IconButton from '@mui/material/IconButton';
import { TextField } from '@/components/TextField';
import CalendarIcon from '@mui/icons-material/CalendarMonthOutlined';
import { deferredWidget } from '@/components/deferredWidget';
import { formatBirthDate, parseTypedBirthDate } from '@/domain/checkout/birthDate';
import type { Lang } from '@/domain/shared/language';
import type { DateOfBirthPickerProps } from './DateOfBirthPicker';

const picker = deferredWidget<DateOfBirthPickerProps>(
  () => import(/* webpackChunkName: "date-picker" */ './DateOfBirthPicker'),
  'The date picker',
);

/** Starts loading the picker (once); every stand-in swaps to it when it arrives. */
export const preloadDatePicker = picker.preload;

/** The calendar button's name, as the picker names it (MUI X localeText 'openDatePickerDialogue'). */
const CHOOSE_DATE: Record<Lang, string> = { vi: 'Chọn ngày', en: 'Choose date' };

export type DateOfBirthFieldProps = Omit<DateOfBirthPickerProps, 'autoFocus' | 'initialOpen'>;

export function DateOfBirthField(props: DateOfBirthFieldProps) {
  const standIn = picker.useStandIn();
  const [typed, setTyped] = useState('');
  const [openWhenReady, setOpenWhenReady] = useState(false);
  const labelId = useId();

  const typing = standIn.focused && typed !== '' && !openWhenReady;
  if (standIn.ready && !typing)
    return (
      // Focus stays where the traveller put it: the picker takes the place of the focused stand-in.
      // eslint-disable-next-line jsx-a11y/no-autofocus
      <picker.Component {...props} autoFocus={standIn.focused || openWhenReady} initialOpen={openWhenReady} />
    );

  const { lang, label, value, error, onChange } = props;
  const shown = typed || formatBirthDate(value);
  return (
    <TextField
      name="dateOfBirth"
      label={label}
      required
      fullWidth
      error={!!error}
      helperText={error}
      value={shown}
      placeholder="DD/MM/YYYY"
      role="group"
      aria-labelledby={labelId}
      {...standIn.handlers}
      onChange={(event) => {
        const text = event.target.value;
        setTyped(text);
        const date = parseTypedBirthDate(text, new Date());
        if (date || value) onChange(date ?? '');
      }}
      slotProps={{
        inputLabel: { id: labelId },
        htmlInput: { inputMode: 'numeric', autoComplete: 'bday' },
        input: {
          endAdornment: (
            <IconButton
              edge="end"
              aria-label={CHOOSE_DATE[lang]}
              onClick={() => {
                setOpenWhenReady(true);
                preloadDatePicker();
              }}
            >
              <CalendarIcon />
            </IconButton>
          ),
        },
      }}
    />
  );
}
