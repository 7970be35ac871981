/**
 * A checkbox with its label as plain elements, drawn as MUI's checkbox in a FormControlLabel: a native input inside
 * its label (its name is the label's text), transparent over the 38 px box that shows the icon, so a tap on the box
 * or the text toggles it, and the keyboard's focus shows as an outline round the icon.
 *
 * No styles of its own: the element around the options applies `checkOptionStyles` once for all of them. A list of
 * options then renders no MUI control, ripple or icon component (each MUI checkbox was about seven MUI elements to
 * render on the server and to hydrate), and a page that has no other MUI checkbox loads none of MUI's checkbox code.
 */
import type { ChangeEvent, ReactNode } from 'react';
import { alpha, type CSSObject, type Theme } from '@mui/material/styles';
import { PlainIcon } from './PlainIcon';

// MUI's CheckBox and CheckBoxOutlineBlank icons (@mui/icons-material): the box's one path.
const CHECKED =
  'M19 3H5c-1.11 0-2 .9-2 2v14c0 1.1.89 2 2 2h14c1.11 0 2-.9 2-2V5c0-1.1-.89-2-2-2m-9 14-5-5 1.41-1.41L10 14.17l7.59-7.59L19 8z';
const BLANK = 'M19 5v14H5V5zm0-2H5c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2';

export function CheckOption({
  checked,
  onChange,
  small = false,
  children,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** MUI's small checkbox (a 20 px icon, not 24). */
  small?: boolean;
  children: ReactNode;
}) {
  return (
    <label data-check-option={small ? 'small' : ''}>
      <span>
        <input
          type="checkbox"
          checked={checked}
          onChange={(e: ChangeEvent<HTMLInputElement>) => onChange(e.target.checked)}
        />
        <PlainIcon path={checked ? CHECKED : BLANK} />
      </span>
      <span>{children}</span>
    </label>
  );
}

/** The options' rules, for the styles of the element around them (`'& ...'` selectors). */
export function checkOptionStyles(theme: Theme): CSSObject {
  return {
    '& [data-check-option]': {
      ...theme.typography.body1,
      display: 'inline-flex',
      alignItems: 'center',
      marginLeft: -11,
      marginRight: 16,
      cursor: 'pointer',
      WebkitTapHighlightColor: 'transparent',
      verticalAlign: 'middle',
    },
    '& [data-check-option] > span:first-of-type': {
      position: 'relative',
      display: 'inline-flex',
      padding: 9,
      borderRadius: '50%',
      color: theme.palette.text.secondary,
    },
    '@media (hover: hover)': {
      '& [data-check-option] > span:first-of-type:hover': {
        backgroundColor: alpha(theme.palette.primary.main, theme.palette.action.hoverOpacity),
      },
    },
    '& [data-check-option] input': {
      position: 'absolute',
      inset: 0,
      width: '100%',
      height: '100%',
      margin: 0,
      padding: 0,
      opacity: 0,
      cursor: 'inherit',
      zIndex: 1,
    },
    '& [data-check-option] svg': {
      width: 24,
      height: 24,
      fill: 'currentColor',
      flexShrink: 0,
      borderRadius: 2,
    },
    '& [data-check-option="small"] svg': { width: 20, height: 20 },
    '& [data-check-option] input:checked + svg': { color: theme.palette.primary.main },
    '& [data-check-option] input:focus-visible + svg': {
      outline: `2px solid ${theme.palette.primary.main}`,
      outlineOffset: 2,
    },
  };
}
