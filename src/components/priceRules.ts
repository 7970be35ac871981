/** The rules of ./Price.tsx's class names (a static global style: ./PlainStyles.tsx). */
import type { CSSObject } from 'styled-components';
import type { Theme } from '@mui/material/styles';
import visuallyHidden from '@mui/utils/visuallyHidden';

export function priceRules(t: Theme): CSSObject {
  return {
    '.Price': { margin: 0, display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 8 },
    '.Price-original': { ...(t.typography.body2 as CSSObject), color: t.palette.text.secondary },
    '.Price-amount': { ...(t.typography.body1 as CSSObject), fontWeight: 700, color: t.palette.primary.main },
    '.Price-amount.Price-error': { color: t.palette.error.main },
    '.Price-amount.Price-secondary': { color: t.palette.secondary.dark },
    '.Price-hidden': visuallyHidden as CSSObject,
  };
}
