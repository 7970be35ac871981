/**
 * A place field as an MUI Autocomplete: its own chunk with Popper, loaded on first use (see AddressFields).
 */
import Autocomplete, { type AutocompleteRenderInputParams } from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface PlaceFieldProps {
  id: string;
  label: string;
  value: string;
  options: readonly string[];
  /** Free text allowed (the service failed, or the list is only a suggestion). */
  freeSolo: boolean;
  loading: boolean;
  required?: boolean;
  error?: string;
  onChange: (value: string) => void;
  /** Focus the field when it appears (it replaces a focused stand-in). */
  autoFocus?: boolean;
}

export default function PlaceAutocomplete({
  id,
  label,
  value,
  options,
  freeSolo,
  loading,
  required = true,
  error,
  onChange,
  autoFocus = false,
}: PlaceFieldProps) {
  const { t } = useTranslation('checkout');
  // Text typed into the focused stand-in before this code arrived is a search, not a choice (the list takes only
  // its options): it stays in the box, the list opens filtered by it, and the form's value is cleared until an
  // option is chosen (as when the text is typed here).
  const [carried] = useState(
    () => autoFocus && !freeSolo && !loading && !!value && options.length > 0 && !options.includes(value),
  );
  const [searching, setSearching] = useState(carried);
  const [text, setText] = useState(value);
  const chosen = searching ? '' : value;
  useEffect(() => {
    if (carried) onChange('');
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the field takes over from the stand-in
  }, []);
  // A chosen value stays an option while its list is (re)loading, so the field never shows it as unknown.
  const shown = chosen && !freeSolo && !options.includes(chosen) ? [chosen, ...options] : options;
  const input = (params: AutocompleteRenderInputParams) => (
    <TextField
      {...params}
      // Only when it replaces the focused stand-in: the focus stays in the field.
      // eslint-disable-next-line jsx-a11y/no-autofocus
      autoFocus={autoFocus}
      name={id}
      label={label}
      required={required}
      error={!!error}
      helperText={error}
      // The label on the box's edge, as the site's fields (components/TextField) and the stand-in show it.
      slotProps={{ ...params.slotProps, inputLabel: { ...params.slotProps.inputLabel, shrink: true } }}
    />
  );
  if (freeSolo) {
    return (
      <Autocomplete
        key="free"
        id={id}
        freeSolo
        options={shown as string[]}
        value={value}
        inputValue={value}
        loading={loading}
        loadingText={t('form.loadingOptions')}
        onChange={(_e, next) => onChange(typeof next === 'string' ? next : '')}
        onInputChange={(_e, next, reason) => {
          if (reason === 'input' || reason === 'clear') onChange(next);
        }}
        renderInput={input}
      />
    );
  }
  return (
    <Autocomplete
      key="list"
      id={id}
      options={shown as string[]}
      value={chosen || null}
      inputValue={text}
      onInputChange={(_e, next, reason) => {
        // The Autocomplete empties its box when it mounts with no value; a carried search stays until edited.
        if (searching && reason === 'reset' && next === '') return;
        setSearching(false);
        setText(next);
      }}
      openOnFocus={carried}
      loading={loading}
      loadingText={t('form.loadingOptions')}
      noOptionsText={t('form.noOptions')}
      onChange={(_e, next) => onChange(next ?? '')}
      renderInput={input}
    />
  );
}
