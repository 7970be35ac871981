/**
 * The site's labelled text field: MUI's `TextField` (outlined), whose selects are always native.
 *
 * Why not MUI's own: `@mui/material/TextField` imports its `Select` statically, and with it `Menu`, `Popover`,
 * `Modal`, `FilledInput` and `Input` — about 15 KB gzip on the first load of every page with a field, although
 * every select of the site is a native `<select>` (better on phones, and nothing to portal). This component puts
 * together the same parts (`FormControl`, `InputLabel`, `OutlinedInput`, `NativeSelect`, `FormHelperText`) with
 * the same ids and ARIA as MUI's: the label is `{id}-label` and labels the input, the helper text is
 * `{id}-helper-text` and describes it; props that are not the input's go to the root, as in MUI's.
 *
 * Where a field needs a non-native select (a menu of rich options) or is the input of an Autocomplete, use MUI's
 * `TextField` inside code that is loaded on use.
 */
import { useId, type ReactNode, type Ref } from 'react';
import FormControl, { type FormControlProps } from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import type { InputBaseComponentProps } from '@mui/material/InputBase';
import InputLabel, { type InputLabelProps } from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';

/** The props that belong to the input itself; everything else goes to the root `FormControl`. */
type InputOwnProps = Pick<
  OutlinedInputProps,
  | 'autoComplete'
  | 'defaultValue'
  | 'multiline'
  | 'rows'
  | 'minRows'
  | 'maxRows'
  | 'name'
  | 'onBlur'
  | 'onChange'
  | 'onFocus'
  | 'placeholder'
  | 'type'
  | 'value'
>;

export interface TextFieldProps
  extends InputOwnProps, Omit<FormControlProps, keyof InputOwnProps | 'variant' | 'children'> {
  label?: ReactNode;
  helperText?: ReactNode;
  /** A native `<select>`; its `<option>`s are the children. */
  select?: boolean;
  children?: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
  slotProps?: {
    /** Attributes of the `<input>` (or `<select>`). */
    htmlInput?: InputBaseComponentProps;
    inputLabel?: Partial<InputLabelProps>;
    /** Props of the `OutlinedInput` (adornments). */
    input?: Partial<OutlinedInputProps>;
  };
}

export function TextField({
  id: idProp,
  label,
  helperText,
  select = false,
  children,
  slotProps = {},
  size = 'small',
  autoComplete,
  defaultValue,
  multiline,
  rows,
  minRows,
  maxRows,
  name,
  onBlur,
  onChange,
  onFocus,
  placeholder,
  type,
  value,
  inputRef,
  ...root
}: TextFieldProps) {
  const generatedId = useId();
  const id = idProp ?? generatedId;
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  const hasLabel = label != null && label !== '';
  const shrink = slotProps.inputLabel?.shrink;

  const input = (
    <OutlinedInput
      id={id}
      label={label}
      {...(shrink !== undefined && { notched: shrink })}
      aria-describedby={helperTextId}
      autoComplete={autoComplete}
      defaultValue={defaultValue}
      multiline={multiline}
      rows={rows}
      minRows={minRows}
      maxRows={maxRows}
      name={name}
      onBlur={onBlur}
      onChange={onChange}
      onFocus={onFocus}
      placeholder={placeholder}
      type={type}
      value={value}
      inputRef={inputRef}
      inputProps={slotProps.htmlInput}
      {...slotProps.input}
    />
  );

  return (
    <FormControl variant="outlined" size={size} {...root}>
      {hasLabel && (
        <InputLabel htmlFor={id} id={`${id}-label`} {...slotProps.inputLabel}>
          {label}
        </InputLabel>
      )}
      {select ? <NativeSelect input={input}>{children}</NativeSelect> : input}
      {helperText && <FormHelperText id={helperTextId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
