/** The rules of ./PlainButton.tsx's class names: MUI 9's Button and IconButton rules with the theme's overrides. */
import type { CSSObject } from 'styled-components';
import { alpha, type Theme } from '@mui/material/styles';
import { plainButtonStyles } from './plainButton';
import { plainIconStyles } from './plainIconStyles';

/** The rules of every look (MUI's, resolved with the theme). */
export function plainButtonRules(t: Theme): CSSObject {
  const tone = (color: 'primary' | 'secondary'): CSSObject => ({
    '--plain-button-main': t.palette[color].main,
    '--plain-button-dark': t.palette[color].dark,
    '--plain-button-contrast': t.palette[color].contrastText,
    '--plain-button-border': alpha(t.palette[color].main, 0.5),
    '--plain-button-hover': alpha(t.palette[color].main, t.palette.action.hoverOpacity),
  });
  // MUI's ButtonBase: the plain reset (./plainButton.ts) and the rest of ButtonBase's.
  const buttonBase: CSSObject = {
    ...(plainButtonStyles(t) as CSSObject),
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    position: 'relative',
    userSelect: 'none',
    verticalAlign: 'middle',
    MozAppearance: 'none',
    WebkitAppearance: 'none',
    textDecoration: 'none',
    colorAdjust: 'exact',
    '&::-moz-focus-inner': { borderStyle: 'none' },
  };
  return {
    '.PlainButton': {
      ...buttonBase,
      // MUI's Button with the theme's overrides.
      fontFamily: t.typography.fontFamily,
      fontWeight: 600,
      fontSize: '0.875rem',
      lineHeight: 1.75,
      minWidth: 64,
      borderRadius: 999,
      textTransform: 'none',
      boxShadow: 'none',
      transition: t.transitions.create(['background-color', 'box-shadow', 'border-color', 'color'], {
        duration: t.transitions.duration.short,
      }),
      '&:hover': { textDecoration: 'none' },
      '&:disabled': { pointerEvents: 'none', cursor: 'default', color: t.palette.action.disabled },
    },
    '.PlainButton-primary': tone('primary'),
    '.PlainButton-secondary': tone('secondary'),
    '.PlainButton-text': {
      padding: '6px 20px',
      color: 'var(--plain-button-main)',
      '&:hover': { backgroundColor: 'var(--plain-button-hover)' },
      '&.PlainButton-small': { padding: '4px 20px' },
      '&.PlainButton-large': { padding: '8px 20px' },
    },
    '.PlainButton-outlined': {
      padding: '5px 20px',
      border: '1px solid var(--plain-button-border)',
      color: 'var(--plain-button-main)',
      '&:hover': { borderColor: 'var(--plain-button-main)', backgroundColor: 'var(--plain-button-hover)' },
      '&:disabled': { border: `1px solid ${t.palette.action.disabledBackground}` },
      '&.PlainButton-small': { padding: '3px 20px' },
      '&.PlainButton-large': { padding: '7px 20px' },
    },
    '.PlainButton-contained': {
      padding: '6px 20px',
      color: 'var(--plain-button-contrast)',
      backgroundColor: 'var(--plain-button-main)',
      '&:hover': { backgroundColor: 'var(--plain-button-dark)' },
      '&:disabled': { backgroundColor: t.palette.action.disabledBackground },
      '&.PlainButton-small': { padding: '4px 20px' },
      '&.PlainButton-large': { padding: '8px 20px' },
    },
    // The theme's large size is on the type scale too (1rem, not MUI's 15 px).
    '.PlainButton-large': { fontSize: '1rem' },
    '.PlainButton-fullWidth': { width: '100%' },
    '.PlainButton-startIcon': {
      display: 'inherit',
      marginRight: 8,
      marginLeft: -4,
      '& > svg': { ...(plainIconStyles as CSSObject), fontSize: 20 },
    },
    '.PlainButton-small > .PlainButton-startIcon': { marginLeft: -2, '& > svg': { fontSize: 18 } },
    '.PlainButton-large > .PlainButton-startIcon > svg': { fontSize: 22 },
    // MUI's IconButton (default colour) with the theme's focus outline.
    '.PlainIconButton': {
      ...buttonBase,
      textAlign: 'center',
      flex: '0 0 auto',
      fontSize: t.typography.pxToRem(24),
      padding: 8,
      borderRadius: '50%',
      color: t.palette.action.active,
      transition: t.transitions.create('background-color', { duration: t.transitions.duration.shortest }),
      '&:hover': { backgroundColor: alpha(t.palette.action.active, t.palette.action.hoverOpacity) },
      '@media (hover: none)': { '&:hover': { backgroundColor: 'transparent' } },
      '&:disabled': {
        pointerEvents: 'none',
        cursor: 'default',
        backgroundColor: 'transparent',
        color: t.palette.action.disabled,
      },
      '&:focus-visible': { outline: `2px solid ${t.palette.secondary.main}`, outlineOffset: 2 },
      '& > svg': { ...(plainIconStyles as CSSObject), fontSize: 'inherit' },
    },
    '.PlainIconButton-small': { padding: 5, fontSize: t.typography.pxToRem(18) },
    // The wishlist heart over a trip card's picture: raised on white, its icon at MUI's small size, red when on.
    '.WishlistToggle': {
      backgroundColor: t.palette.background.paper,
      boxShadow: t.shadows[1],
      '&:hover': { backgroundColor: t.palette.background.paper },
      '& > svg': { fontSize: t.typography.pxToRem(20) },
      '&[aria-pressed="true"] > svg': { color: t.palette.error.main },
    },
  };
}
