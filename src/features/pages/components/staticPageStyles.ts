/**
 * The static pages' look (who we are, purpose, stories, books): every part of the page drawn by its one styled
 * element (`StaticPage` in ./StaticPageTemplate.tsx) as MUI's Box, Container, Typography, Grid, Card, CardActionArea,
 * CardContent, CardActions, Chip and Button drew it, resolved to their rules. The parts are plain elements, named by
 * `data-*` attributes; a page was some 550 MUI and styled elements to render on the server and to hydrate.
 */
import type { CSSObject, Theme } from '@mui/material/styles';
import { pageContainerStyles } from '@/components/PageContainer';
import { plainActionAreaStyles, plainCardStyles, plainChipStyles } from '@/components/plainCardStyles';
import { belowSectionNav } from '@/lib/theme';

/** MUI's Grid container with `spacing={3}`: a wrapping row, 24 px between items. */
const gridRow: CSSObject = {
  listStyle: 'none',
  padding: 0,
  margin: 0,
  minWidth: 0,
  boxSizing: 'border-box',
  display: 'flex',
  flexFlow: 'wrap',
  gap: 24,
};

/** A Grid item `columns` of 12 wide, as MUI writes its width (so the pixels are the same). */
const span = (columns: number): CSSObject => ({
  width: `calc(100% * ${columns} / 12 - ${(12 - columns) * 2}px)`,
});

/** A grid item: one column on a phone, two from `sm`, `columns` of 12 from `from`. */
function gridItem(theme: Theme, from: 'md' | 'lg', columns: number): CSSObject {
  return {
    flexGrow: 0,
    flexBasis: 'auto',
    minWidth: 0,
    boxSizing: 'border-box',
    ...span(12),
    [theme.breakpoints.up('sm')]: span(6),
    [theme.breakpoints.up(from)]: span(columns),
  };
}

/** MUI's CardActions with `px: 2, pb: 2`: a row of buttons. */
const cardActions: CSSObject = {
  display: 'flex',
  alignItems: 'center',
  padding: '8px 16px 16px',
  '& > * ~ *': { marginLeft: 8 },
};

export function staticPageStyles(theme: Theme): CSSObject {
  const secondary = { color: theme.palette.text.secondary };
  const below = belowSectionNav(theme);
  return {
    // The breadcrumb's row.
    '& > [data-crumbs]': {
      ...pageContainerStyles({ theme, maxWidth: 'lg' }),
      paddingTop: 12,
      paddingBottom: 12,
    },
    '& [data-column]': pageContainerStyles({ theme, maxWidth: 'lg' }),
    '& [data-column="md"]': { maxWidth: theme.breakpoints.values.md },

    // The banner: a gradient (its colours are the element's own style), the title and the call to action.
    '& > [data-banner]': {
      color: '#fff',
      paddingTop: 48,
      paddingBottom: 48,
      [theme.breakpoints.up('md')]: { paddingTop: 80, paddingBottom: 80 },
    },
    '& > [data-banner] p:first-of-type': {
      ...theme.typography.overline,
      margin: 0,
      letterSpacing: 2,
      opacity: 0.9,
    },
    '& > [data-banner] h1': {
      ...theme.typography.h1,
      margin: '0 0 16px',
      fontSize: '2rem',
      [theme.breakpoints.up('md')]: { fontSize: '3rem' },
    },
    '& > [data-banner] p + h1 + p': {
      ...theme.typography.body1,
      margin: '0 0 32px',
      maxWidth: 720,
      opacity: 0.95,
      [theme.breakpoints.up('md')]: { fontSize: '1.25rem' },
    },

    // The sections, white and light grey in turn.
    '& > section[id]': {
      backgroundColor: theme.palette.background.paper,
      scrollMarginTop: below.xs,
      paddingTop: 40,
      paddingBottom: 40,
      [theme.breakpoints.up('sm')]: { scrollMarginTop: below.sm },
      [theme.breakpoints.up('md')]: { paddingTop: 56, paddingBottom: 56 },
    },
    '& > section[data-muted]': { backgroundColor: theme.palette.grey[50] },
    '& > section[id] > div > h2': { ...theme.typography.h2, margin: '0 0 24px' },
    '& > section[id] > div > h2[data-intro]': { marginBottom: 8 },
    '& > section[id] > div > p[data-lead]': { ...theme.typography.body1, ...secondary, margin: '0 0 24px' },

    // The introduction: paragraphs and figures (each figure above its label).
    '& [data-intro-text]': {
      ...theme.typography.body1,
      margin: '0 0 16px',
      maxWidth: 800,
      fontSize: '1rem',
      lineHeight: 1.7,
    },
    '& [data-stats]': {
      display: 'grid',
      gap: 16,
      marginTop: 32,
      marginBottom: 0,
      gridTemplateColumns: '1fr',
      [theme.breakpoints.up('sm')]: { gridTemplateColumns: 'repeat(3, 1fr)' },
    },
    '& [data-stats] > div': {
      padding: 24,
      borderRadius: Number(theme.shape.borderRadius) * 2,
      backgroundColor: theme.palette.grey[50],
      border: `1px solid ${theme.palette.divider}`,
      display: 'flex',
      flexDirection: 'column-reverse',
      justifyContent: 'flex-end',
    },
    '& [data-stats] dt': { ...theme.typography.body1, ...secondary, margin: 0 },
    '& [data-stats] dd': {
      ...theme.typography.body1,
      margin: 0,
      fontSize: '2rem',
      fontWeight: 700,
      color: theme.palette.primary.main,
    },

    // Cards (the link cards, the inspiration carousel, the tour highlights).
    '& [data-card]': { ...plainCardStyles(theme), height: '100%' },
    '& [data-card="column"]': { display: 'flex', flexDirection: 'column' },
    // CardContent: never a card's last part here (actions or the link's highlight follow it), so 16 px all round.
    '& [data-card-body]': { padding: 16 },
    '& [data-card="column"] > [data-card-body]': { flexGrow: 1 },
    '& [data-card-actions]': cardActions,
    '& [data-card-body] > [data-overline]': { ...theme.typography.overline, ...secondary, margin: 0 },
    '& [data-card-body] > h3': { ...theme.typography.h6, margin: '0 0 4px' },
    '& [data-card-body] > h3[data-h5]': { ...theme.typography.h5, margin: '0 0 8px' },
    '& [data-card-body] > p:not([data-overline])': { ...theme.typography.body2, ...secondary, margin: 0 },
    '& [data-card-body] > [data-price]': { marginTop: 8 },
    '& [data-card-body] > [data-chip]': { ...plainChipStyles(theme), marginBottom: 8 },
    '& [data-tones]': { height: 96 },
    '& [data-tones="tall"]': { height: 140 },
    '& [data-card] img': {
      display: 'block',
      width: '100%',
      height: 'auto',
      aspectRatio: '3 / 2',
      objectFit: 'cover',
    },
    // The inspiration cards: the whole card one link (CardActionArea: its hover and keyboard-focus highlight).
    '& [data-card] > a': {
      position: 'relative',
      display: 'block',
      boxSizing: 'border-box',
      width: '100%',
      height: '100%',
      margin: 0,
      padding: 0,
      border: 0,
      borderRadius: 'inherit',
      outline: 0,
      backgroundColor: 'transparent',
      color: 'inherit',
      textAlign: 'inherit',
      textDecoration: 'none',
      cursor: 'pointer',
      userSelect: 'none',
      verticalAlign: 'middle',
      WebkitTapHighlightColor: 'transparent',
      '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
    },
    ...plainActionAreaStyles(theme, '& [data-card] > a'),
    '& [data-arrows]': {
      display: 'flex',
      flexDirection: 'row',
      justifyContent: 'flex-end',
      marginBottom: 8,
    },

    // Grids of cards: link cards a quarter from `lg`, tour highlights a third from `md`.
    '& ul[data-grid]': gridRow,
    '& ul[data-grid="links"] > li': gridItem(theme, 'lg', 3),
    '& ul[data-grid="tours"] > li': gridItem(theme, 'md', 4),

    // The closing call to action.
    '& > section[data-cta]': {
      textAlign: 'center',
      paddingTop: 48,
      paddingBottom: 48,
      [theme.breakpoints.up('md')]: { paddingTop: 64, paddingBottom: 64 },
    },
    '& > section[data-cta] h2': { ...theme.typography.h2, margin: '0 0 0.35em' },
    '& > section[data-cta] p': { ...theme.typography.body1, ...secondary, margin: '0 0 24px' },
  };
}
