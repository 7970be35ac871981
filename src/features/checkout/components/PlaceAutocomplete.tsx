/**
 * A place field as an MUI Autocomplete: its own chunk with Popper, loaded on first use (see AddressFields).
 */
import Autocomplete, { type AutocompleteRenderInputParams } from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
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
  // A chosen value stays an option while its list is (re)loading, so the field never shows it as unknown.
  const shown = value && !freeSolo && !options.includes(value) ? [value, ...options] : options;
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
      value={value || null}
      loading={loading}
      loadingText={t('form.loadingOptions')}
      noOptionsText={t('form.noOptions')}
      onChange={(_e, next) => onChange(next ?? '')}
      renderInput={input}
    />
  );
}
