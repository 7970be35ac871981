/**
 * The site's labelled text field: a native `<input>`, `<textarea>` or `<select>` in an outlined box, its label on
 * the box's top edge, its helper (or error) text under it.
 *
 * Why not MUI's: MUI's `TextField` brings `FormControl`, `InputLabel`, `OutlinedInput` with its notched outline,
 * `InputBase`, `TextareaAutosize`, `NativeSelect` and `FormHelperText` — about 10 KB gzip on the first load of the
 * search and checkout pages, to run a label animation and measure text areas. Every field of the site is a native
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
import { styled, type SxProps, type Theme } from '@mui/material/styles';
import ArrowDropDown from '@mui/icons-material/ArrowDropDown';

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

interface OwnerState {
  fullWidth: boolean;
  size: 'small' | 'medium';
  error: boolean;
  disabled: boolean;
}

/**
 * `ownerState` is for the styles only: MUI's rule (`ownerState`, `sx`, `as` and `theme` never reach the element), which
 * MUI applies to string tags only with a component name, and `@mui/material` does not export.
 */
const ownerProps = new Set<PropertyKey>(['ownerState', 'sx', 'as', 'theme']);
const forward = { shouldForwardProp: (prop: PropertyKey) => !ownerProps.has(prop) };

const Root = styled(
  'div',
  forward,
)<{ ownerState: OwnerState }>(({ ownerState }) => ({
  position: 'relative',
  display: 'inline-flex',
  flexDirection: 'column',
  verticalAlign: 'top',
  minWidth: 0,
  width: ownerState.fullWidth ? '100%' : undefined,
}));

const Label = styled(
  'label',
  forward,
)<{ ownerState: OwnerState }>(({ theme, ownerState }) => ({
  position: 'absolute',
  zIndex: 1,
  // On the box's top edge, above the root like MUI's (the field is as high as MUI's: 40 px small, 56 px medium).
  top: -7,
  left: 9,
  maxWidth: 'calc(100% - 24px)',
  padding: '0 5px',
  fontSize: '0.75rem',
  lineHeight: '14px',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  color: ownerState.error
    ? theme.palette.error.main
    : ownerState.disabled
      ? theme.palette.text.disabled
      : theme.palette.text.secondary,
  // Hides the box's top border behind the label; the half above it shows what is behind the field.
  background: 'linear-gradient(to bottom, transparent 50%, #fff 50%)',
}));

const Box = styled(
  'div',
  forward,
)<{ ownerState: OwnerState }>(({ theme, ownerState }) => {
  const border = ownerState.error
    ? theme.palette.error.main
    : ownerState.disabled
      ? theme.palette.action.disabled
      : 'rgba(0, 0, 0, 0.23)';
  const active = ownerState.error ? theme.palette.error.main : theme.palette.primary.main;
  return {
    position: 'relative',
    display: 'flex',
    alignItems: 'center',
    boxSizing: 'border-box',
    width: '100%',
    border: `1px solid ${border}`,
    borderRadius: theme.shape.borderRadius,
    backgroundColor: '#fff',
    color: ownerState.disabled ? theme.palette.text.disabled : theme.palette.text.primary,
    fontSize: '1rem',
    lineHeight: '1.4375em',
    ...(!ownerState.disabled && {
      '&:hover': { borderColor: ownerState.error ? border : theme.palette.text.primary },
      // A 2 px edge when focused, without moving the text: the second pixel is a shadow.
      '&:focus-within': { borderColor: active, boxShadow: `inset 0 0 0 1px ${active}` },
    }),
    '& > input, & > textarea, & > select': {
      font: 'inherit',
      letterSpacing: 'inherit',
      color: 'inherit',
      flex: 1,
      minWidth: 0,
      margin: 0,
      border: 0,
      borderRadius: 'inherit',
      background: 'none',
      boxSizing: 'content-box',
      height: '1.4375em',
      padding: ownerState.size === 'small' ? '8.5px 14px' : '16.5px 14px',
      outline: 'none',
      '&::placeholder': { color: theme.palette.text.secondary, opacity: 0.8 },
      '&:disabled': { cursor: 'default' },
    },
    '& > textarea': { height: 'auto', resize: 'vertical', fieldSizing: 'content' },
    '& > select': {
      appearance: 'none',
      cursor: 'pointer',
      paddingRight: 32,
      whiteSpace: 'nowrap',
      textOverflow: 'ellipsis',
      overflow: 'hidden',
      '& option': { color: theme.palette.text.primary },
    },
  };
});

const Adornment = styled('span')({
  display: 'flex',
  alignItems: 'center',
  flexShrink: 0,
  '&:first-child': { paddingLeft: 14 },
  '&:last-child': { paddingRight: 14 },
});

const SelectIcon = styled(ArrowDropDown)({
  position: 'absolute',
  right: 7,
  top: 'calc(50% - 0.5em)',
  pointerEvents: 'none',
});

const Helper = styled(
  'p',
  forward,
)<{ ownerState: OwnerState }>(({ theme, ownerState }) => ({
  margin: '3px 14px 0',
  fontSize: '0.75rem',
  lineHeight: 1.66,
  color: ownerState.error ? theme.palette.error.main : theme.palette.text.secondary,
}));

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
