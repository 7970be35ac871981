/**
 * MUI's Card (outlined, with the theme's override: src/lib/theme.ts) and CardContent, resolved to their rules, for a
 * plain element that a list's one styled element draws as a card (./TripCard.tsx, the category sections). A list of
 * cards made of MUI's Card, CardContent and Typography is several styled components per card to render on the server
 * and to hydrate; the same look from the list's rules is none.
 */
import type { CSSObject, Theme } from '@mui/material/styles';

export function plainCardStyles(theme: Theme): CSSObject {
  return {
    overflow: 'hidden',
    backgroundColor: theme.palette.background.paper,
    color: theme.palette.text.primary,
    transition: 'box-shadow 300ms cubic-bezier(0.4, 0, 0.2, 1)',
    // The theme's MuiCard override.
    borderRadius: Number(theme.shape.borderRadius) * 1.4,
    border: '1px solid rgba(0,0,0,0.08)',
  };
}

/** CardContent: 16 px around, 24 below when it is the card's last part. */
export const plainCardContentStyles: CSSObject = {
  padding: 16,
  '&:last-child': { paddingBottom: 24 },
};

const EASE = 'cubic-bezier(0.4, 0, 0.2, 1)';

/**
 * CardActionArea's highlight on a plain link (`anchor`, a selector inside the styled element): a layer over the link
 * in its own colour, faint when hovered (not on touch screens) and stronger when keyboard-focused.
 */
export function plainActionAreaStyles(theme: Theme, anchor: string): CSSObject {
  return {
    [`${anchor}::after`]: {
      content: '""',
      position: 'absolute',
      inset: 0,
      overflow: 'hidden',
      pointerEvents: 'none',
      borderRadius: 'inherit',
      opacity: 0,
      backgroundColor: 'currentcolor',
      transition: `opacity 250ms ${EASE}`,
    },
    [`${anchor}:hover::after`]: { opacity: theme.palette.action.hoverOpacity },
    '@media (hover: none)': { [`${anchor}:hover::after`]: { opacity: 0 } },
    [`${anchor}:focus-visible::after`]: { opacity: theme.palette.action.focusOpacity },
  };
}

/** MUI's Chip, small, in the secondary colour (with the theme's override); its label is the element's `span`. */
export function plainChipStyles(theme: Theme): CSSObject {
  return {
    boxSizing: 'border-box',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    maxWidth: '100%',
    height: 24,
    padding: 0,
    border: 0,
    borderRadius: 16,
    outline: 0,
    verticalAlign: 'middle',
    whiteSpace: 'nowrap',
    textDecoration: 'none',
    cursor: 'unset',
    fontFamily: theme.typography.fontFamily,
    fontSize: '0.875rem',
    fontWeight: 600,
    lineHeight: 1.5,
    backgroundColor: theme.palette.secondary.main,
    color: theme.palette.secondary.contrastText,
    transition: `background-color 300ms ${EASE}, box-shadow 300ms ${EASE}`,
    '& > span': {
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      whiteSpace: 'nowrap',
      paddingLeft: 8,
      paddingRight: 8,
    },
  };
}
