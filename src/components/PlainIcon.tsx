/**
 * An icon as a plain `<svg>` of one path (a path of @mui/icons-material), for lists that render many: MUI's SvgIcon
 * is a styled component per icon, rendered again in every row on the server and hydrated in the browser. The
 * element around the icons gives them MUI's icon look once for all (`plainIconStyles` in its rules), and they are
 * hidden from assistive technology (the control's text names it).
 */
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

export function PlainIcon({ path }: { path: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={path} />
    </svg>
  );
}

/** MUI's ExpandMore. */
export const EXPAND_MORE = 'M16.59 8.59 12 13.17 7.41 8.59 6 10l6 6 6-6z';
