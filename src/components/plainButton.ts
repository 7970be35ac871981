import type { CSSObject, Theme } from '@mui/material/styles';

/**
 * MUI's button reset (ButtonBase's) and the theme's focus outline (MuiButtonBase in src/lib/theme.ts), for a plain
 * `<button>` or `<a>` that its container styles: the rows, links and gallery buttons of lists that render many, where
 * a MUI ButtonBase would be a styled component per control to render on the server and to hydrate. Spread it first
 * and override what differs.
 */
export function plainButtonStyles(theme: Theme): CSSObject {
  return {
    boxSizing: 'border-box',
    margin: 0,
    padding: 0,
    border: 0,
    borderRadius: 0,
    outline: 0,
    backgroundColor: 'transparent',
    color: 'inherit',
    cursor: 'pointer',
    WebkitTapHighlightColor: 'transparent',
    '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
  };
}

/** MUI's Link (the theme's: primary colour, weight 500, underlined on hover), for a plain `<a>` its container styles. */
export function plainLinkStyles(theme: Theme): CSSObject {
  return {
    color: theme.palette.primary.main,
    fontWeight: 500,
    textDecoration: 'none',
    '&:hover': { textDecoration: 'underline' },
  };
}
