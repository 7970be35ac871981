/** The rules a container gives its plain icons (./PlainIcon.tsx), and the paths several of them draw. */
import type { CSSObject } from '@mui/material/styles';

/** MUI's SvgIcon at its default size (1.5rem): the rules a container applies to its plain icons. */
export const plainIconStyles: CSSObject = {
  userSelect: 'none',
  width: '1em',
  height: '1em',
  display: 'inline-block',
  flexShrink: 0,
  fill: 'currentColor',
  fontSize: '1.5rem',
};

/** MUI's ExpandMore. */
export const EXPAND_MORE = 'M16.59 8.59 12 13.17 7.41 8.59 6 10l6 6 6-6z';
