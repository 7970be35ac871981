/** Small pieces shared by the category sections: section frame, content links. */
import { useId, type ReactNode } from 'react';
import { AppLink } from '@/components/AppLink';
import { pageContainerStyles } from '@/components/PageContainer';
import { styled, type CSSObject, type Theme } from '@mui/material/styles';
import { plainCardContentStyles, plainCardStyles } from '@/components/plainCardStyles';
import { cardGridStyles } from '@/components/CardGrid';
import { contentLink } from '@/domain/category/categoryPaths';
import { belowSectionNav } from '@/lib/theme';
import { contentImageUrl } from '@/lib/contentImage';

/** Anchor ids of the sections the in-page nav can point at. */
export const SECTION_IDS = {
  travelDeals: 'travel-deals',
  popularTrips: 'popular-trips',
  highlights: 'highlights',
  reviews: 'reviews',
  articles: 'articles',
  atAGlance: 'at-a-glance',
  faqs: 'faqs',
} as const;

/**
 * A section's frame: one styled element, its rules worked out once per page; the column and the heading inside are
 * plain elements (MUI's Box, Container and Typography, as they were drawn: a category page has up to nine sections).
 */
const SectionFrame = styled('section', { label: 'CategorySection' })(({ theme }) => {
  const below = belowSectionNav(theme);
  return {
    paddingTop: theme.spacing(4),
    paddingBottom: theme.spacing(4),
    scrollMarginTop: below.xs,
    [theme.breakpoints.up('sm')]: { scrollMarginTop: below.sm },
    [theme.breakpoints.up('md')]: { paddingTop: theme.spacing(6), paddingBottom: theme.spacing(6) },
    '&[data-muted]': { backgroundColor: theme.palette.grey[50] },
    '& > div': pageContainerStyles({ theme, maxWidth: 'lg' }),
    '& > div > h2': {
      ...theme.typography.h2,
      margin: theme.spacing(0, 0, 3),
      fontSize: '1.5rem',
      fontWeight: 700,
      [theme.breakpoints.up('md')]: { fontSize: '2rem' },
    },
  };
});

export function Section({
  id,
  title,
  children,
  muted,
}: {
  id?: string;
  title: string;
  children: ReactNode;
  muted?: boolean;
}) {
  const autoId = useId();
  const headingId = `${id ?? autoId}-heading`;
  return (
    <SectionFrame id={id} aria-labelledby={headingId} data-muted={muted ? '' : undefined}>
      <div>
        <h2 id={headingId}>{title}</h2>
        {children}
      </div>
    </SectionFrame>
  );
}

/**
 * The parts of the category sections' cards, for the one styled element of a section's list (plain elements it
 * draws as MUI's Card, CardContent, Link and Typography were): `[data-card]` the card (`column`: a column whose
 * content fills it), its link (`ContentLink`),
 * its picture (`CoverImage`), `[data-card-body]` its content with an `h3` (h6 look), an `h4` (body text, bold) and
 * `p` lines (`data-secondary`: the secondary colour; `data-small`: body2).
 */
export function categoryCardStyles(theme: Theme): CSSObject {
  return {
    '& [data-card]': { ...plainCardStyles(theme), height: '100%' },
    // A card whose content grows to its full height (buttons at the bottom).
    '& [data-card="column"]': { display: 'flex', flexDirection: 'column', position: 'relative' },
    '& [data-card="column"] > [data-card-body]': { flexGrow: 1 },
    '& [data-card] > a': {
      margin: 0,
      font: 'inherit',
      letterSpacing: 'inherit',
      textDecoration: 'none',
      fontWeight: 500,
      color: 'inherit',
      display: 'block',
      height: '100%',
    },
    '& [data-cover]': { display: 'block', width: '100%', objectFit: 'cover' },
    '& [data-card-body]': plainCardContentStyles,
    '& [data-card-body] > h3': { ...theme.typography.h6, margin: 0, fontWeight: 700 },
    '& [data-card-body] > h4': { ...theme.typography.body1, margin: 0, fontWeight: 700 },
    '& [data-card-body] > p': { ...theme.typography.body1, margin: 0 },
    '& [data-card-body] > p[data-small]': theme.typography.body2,
    '& [data-card-body] > p[data-secondary]': { color: theme.palette.text.secondary },
  };
}

/** A grid of cards (CardGrid's) drawn by `categoryCardStyles`: the regions' and the articles' cards. */
export const CategoryCards = styled('ul', { label: 'CategoryCards' })(({ theme }) => ({
  ...cardGridStyles(theme),
  ...categoryCardStyles(theme),
}));

/**
 * A link to a content path around a card's content: in-app link, another site in a new tab, or the content alone
 * when the path is unsafe. Drawn by `categoryCardStyles` inside a `[data-card]`.
 */
export function ContentLink({
  path,
  children,
  label,
}: {
  path: string | null | undefined;
  children: ReactNode;
  label?: string;
}) {
  const link = contentLink(path);
  if (!link) return <>{children}</>;
  if (link.kind === 'internal') {
    return (
      <AppLink to={link.to} aria-label={label}>
        {children}
      </AppLink>
    );
  }
  return (
    <a href={link.href} target="_blank" rel="noopener noreferrer" aria-label={label}>
      {children}
    </a>
  );
}

/** A card's picture, `height` px high and as wide as the card (drawn by `categoryCardStyles`). */
export function CoverImage({
  src,
  alt,
  height = 200,
  eager,
}: {
  src: string | null | undefined;
  alt: string;
  height?: number;
  eager?: boolean;
}) {
  return (
    <img
      data-cover=""
      src={contentImageUrl(src)}
      alt={alt}
      width={400}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      style={{ height }}
    />
  );
}
