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
