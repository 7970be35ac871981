/** The styled pieces of ./TextField.tsx: the root, the label on the box's edge, the outlined box, adornments, helper. */
import { styled } from '@mui/material/styles';
import ArrowDropDown from '@mui/icons-material/ArrowDropDown';

export interface OwnerState {
  fullWidth: boolean;
  size: 'small' | 'medium';
  error: boolean;
  disabled: boolean;
}

/**
 * `ownerState` is for the styles only: MUI's rule (`ownerState`, `sx`, `as` and `theme` never reach the element), which
 * MUI applies to string tags only with a component name, and `@mui/material` does not export. Each piece has a label:
 * its styled-components id then depends on the label, not on the order modules run in, so the browser's class names
 * are the server's (scripts/mui-styled-labels.cjs).
 */
const ownerProps = new Set<PropertyKey>(['ownerState', 'sx', 'as', 'theme']);
const forward = (label: string) => ({
  label,
  shouldForwardProp: (prop: PropertyKey) => !ownerProps.has(prop),
});

export const Root = styled(
  'div',
  forward('TextFieldRoot'),
)<{ ownerState: OwnerState }>(({ ownerState }) => ({
  position: 'relative',
  display: 'inline-flex',
  flexDirection: 'column',
  verticalAlign: 'top',
  minWidth: 0,
  width: ownerState.fullWidth ? '100%' : undefined,
}));

export const Label = styled(
  'label',
  forward('TextFieldLabel'),
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

export const Box = styled(
  'div',
  forward('TextFieldBox'),
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

export const Adornment = styled('span', { label: 'TextFieldAdornment' })({
  display: 'flex',
  alignItems: 'center',
  flexShrink: 0,
  '&:first-child': { paddingLeft: 14 },
  '&:last-child': { paddingRight: 14 },
});

export const SelectIcon = styled(ArrowDropDown, { label: 'TextFieldSelectIcon' })({
  position: 'absolute',
  right: 7,
  top: 'calc(50% - 0.5em)',
  pointerEvents: 'none',
});

export const Helper = styled(
  'p',
  forward('TextFieldHelper'),
)<{ ownerState: OwnerState }>(({ theme, ownerState }) => ({
  margin: '3px 14px 0',
  fontSize: '0.75rem',
  lineHeight: 1.66,
  color: ownerState.error ? theme.palette.error.main : theme.palette.text.secondary,
}));
