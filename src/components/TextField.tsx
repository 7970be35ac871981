/**
 * The site's labelled text field: a native `<input>`, `<textarea>` or `<select>` in an outlined box, its label on
 * the box's top edge, its helper (or error) text under it.
 *
 * Why not MUI's: MUI's `TextField` brings `FormControl`, `InputLabel`, `OutlinedInput` with its notched outline,
 * `InputBase`, `TextareaAutosize`, `NativeSelect` and `FormHelperText` to the first load of the search and checkout
 * pages, to run a label animation and measure text areas. Every field of the site is a native
 * element, so this component is styles around one: the label always sits on the box's edge (MUI's "shrunk" label,
 * which is also how a focused MUI field looks, so the Autocomplete and date picker that replace a stand-in on
 * focus look the same), and a text area grows with its text by CSS (`field-sizing`).
 *
 * Ids and ARIA are MUI's: the label is `{id}-label` and labels the field, the helper text is `{id}-helper-text` and
 * describes it, `required` shows an asterisk hidden from screen readers, `error` sets `aria-invalid`. Props that are
 * not the field's go to the root, as in MUI's.
 *
 * Where a field needs a non-native select (a menu of rich options) or is the input of an Autocomplete, use MUI's
 * `TextField` inside code that is loaded on use.
 */
import {
  useId,
  type ChangeEventHandler,
  type FocusEventHandler,
  type InputHTMLAttributes,
  type KeyboardEventHandler,
  type PointerEventHandler,
  type ReactNode,
  type Ref,
} from 'react';
import type { SxProps, Theme } from '@mui/material/styles';
import { Adornment, Box, Helper, Label, Root, SelectIcon, type OwnerState } from './TextField.styles';

type FieldElement = HTMLInputElement & HTMLTextAreaElement & HTMLSelectElement;

export interface TextFieldProps {
  /** The field's id (generated when absent); the label and helper text ids derive from it. */
  id?: string;
  label?: ReactNode;
  helperText?: ReactNode;
  /** A native `<select>`; its `<option>`s are the children. */
  select?: boolean;
  children?: ReactNode;
  /** A `<textarea>` of `minRows` (or `rows`) lines that grows with its text up to `maxRows`. */
  multiline?: boolean;
  rows?: number;
  minRows?: number;
  maxRows?: number;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
  required?: boolean;
  error?: boolean;
  disabled?: boolean;
  autoComplete?: string;
  defaultValue?: string | number;
  name?: string;
  placeholder?: string;
  type?: string;
  value?: unknown;
  onChange?: ChangeEventHandler<FieldElement>;
  onBlur?: FocusEventHandler<FieldElement>;
  onFocus?: FocusEventHandler<FieldElement>;
  /** The `<input>` (a text area or select when `multiline` or `select`). */
  inputRef?: Ref<HTMLInputElement>;
  /** On the root, like MUI's: key presses of the field bubble to it. */
  onKeyDown?: KeyboardEventHandler<HTMLDivElement>;
  /** On the root: a press anywhere on the field (a deferred widget's stand-in starts loading on it). */
  onPointerDown?: PointerEventHandler<HTMLDivElement>;
  role?: string;
  'aria-labelledby'?: string;
  className?: string;
  sx?: SxProps<Theme>;
  slotProps?: {
    /** Attributes of the `<input>` (or `<select>`, `<textarea>`). */
    htmlInput?: InputHTMLAttributes<FieldElement> & Record<`data-${string}`, string>;
    inputLabel?: { id?: string };
    /** Content at the box's start or end (an icon button). */
    input?: { startAdornment?: ReactNode; endAdornment?: ReactNode };
  };
}

export function TextField({
  id: idProp,
  label,
  helperText,
  select = false,
  children,
  multiline = false,
  rows,
  minRows,
  maxRows,
  size = 'small',
  fullWidth = false,
  required = false,
  error = false,
  disabled = false,
  autoComplete,
  defaultValue,
  name,
  placeholder,
  type,
  value,
  onChange,
  onBlur,
  onFocus,
  inputRef,
  slotProps = {},
  ...root
}: TextFieldProps) {
  const generatedId = useId();
  const id = idProp ?? generatedId;
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  const hasLabel = label != null && label !== '';
  const ownerState: OwnerState = { fullWidth, size, error, disabled };
  const { startAdornment, endAdornment } = slotProps.input ?? {};

  const common = {
    id,
    name,
    required,
    disabled,
    autoComplete,
    defaultValue,
    onChange,
    onBlur,
    onFocus,
    ref: inputRef as Ref<FieldElement>,
    'aria-invalid': error || undefined,
    'aria-describedby': helperTextId,
    ...(value !== undefined && { value: value as string }),
    ...slotProps.htmlInput,
  };

  let field: ReactNode;
  if (select) {
    field = <select {...common}>{children}</select>;
  } else if (multiline) {
    const lines = rows ?? minRows ?? 1;
    field = (
      <textarea
        rows={lines}
        placeholder={placeholder}
        {...common}
        style={{
          minHeight: rows ? undefined : `${lines * 1.4375}em`,
          maxHeight: maxRows ? `${maxRows * 1.4375}em` : undefined,
          ...slotProps.htmlInput?.style,
        }}
      />
    );
  } else {
    field = <input type={type} placeholder={placeholder} {...common} />;
  }

  return (
    <Root ownerState={ownerState} {...root}>
      {hasLabel && (
        <Label htmlFor={id} id={`${id}-label`} ownerState={ownerState} {...slotProps.inputLabel}>
          {label}
          {required && <span aria-hidden>{'\u2009*'}</span>}
        </Label>
      )}
      <Box ownerState={ownerState}>
        {startAdornment && <Adornment>{startAdornment}</Adornment>}
        {field}
        {endAdornment && <Adornment>{endAdornment}</Adornment>}
        {select && <SelectIcon />}
      </Box>
      {helperText && (
        <Helper id={helperTextId} ownerState={ownerState}>
          {helperText}
        </Helper>
      )}
    </Root>
  );
}
