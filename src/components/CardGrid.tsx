/**
 * A list of cards in a grid: one column on a phone, two from `sm`, `columns` (3 or 4) from `md`. Renders a `<ul>`;
 * each card goes in an `<li>`. The one grid of the category sections, the travel-deals page and the reviews.
 */
import { styled, type CSSObject, type Theme } from '@mui/material/styles';

/** The grid's rules, for a list that is the grid with rules of its own (its cards' parts). */
export function cardGridStyles(theme: Theme, columns: 3 | 4 = 4): CSSObject {
  return {
    listStyle: 'none',
    padding: 0,
    margin: 0,
    display: 'grid',
    gap: theme.spacing(2),
    gridTemplateColumns: '1fr',
    [theme.breakpoints.up('sm')]: { gridTemplateColumns: '1fr 1fr' },
    [theme.breakpoints.up('md')]: { gridTemplateColumns: `repeat(${columns}, 1fr)` },
  };
}

export const CardGrid = styled('ul', {
  label: 'CardGrid',
  shouldForwardProp: (prop) => prop !== 'columns' && prop !== 'sx' && prop !== 'theme',
})<{ columns?: 3 | 4 }>(({ theme, columns = 4 }) => cardGridStyles(theme, columns));
