/**
 * The page's centred column: full width up to a breakpoint's width, with the theme's side gutters (16 px, 24 px
 * from `sm`) — MUI's Container, as one styled element without the Container component's code. Every page and the
 * footer use it, so the column is the same everywhere. `maxWidth` is a breakpoint (default `lg`, 1 024 px) or
 * `false`; `as` gives another element (`as="article"`); `sx` works as on any MUI styled element.
 */
import type { Breakpoint, CSSObject, Theme } from '@mui/material/styles';
import { styled } from '@mui/material/styles';

/**
 * The column's styles, for an element that is the column with more styles of its own. Never extend PageContainer
 * with styled: with styled-components MUI then removes the `sx` styles from PageContainer itself (its
 * `internal_mutateStyles` changes the base component's rules), so every later page's `sx` on a PageContainer was
 * lost (PageContainer.test.tsx).
 */
export function pageContainerStyles({
  theme,
  maxWidth = 'lg',
}: {
  theme: Theme;
  maxWidth?: Breakpoint | false;
}): CSSObject {
  return {
    width: '100%',
    boxSizing: 'border-box',
    marginLeft: 'auto',
    marginRight: 'auto',
    paddingLeft: theme.spacing(2),
    paddingRight: theme.spacing(2),
    [theme.breakpoints.up('sm')]: { paddingLeft: theme.spacing(3), paddingRight: theme.spacing(3) },
    ...(maxWidth
      ? { maxWidth: `${theme.breakpoints.values[maxWidth]}${theme.breakpoints.unit ?? 'px'}` }
      : {}),
  };
}

export const PageContainer = styled('div', {
  label: 'PageContainer',
  // Styling, not attributes (`sx` as MUI's own components filter it, and this one's `maxWidth`).
  shouldForwardProp: (prop) => prop !== 'maxWidth' && prop !== 'sx',
})<{ maxWidth?: Breakpoint | false }>(pageContainerStyles);
