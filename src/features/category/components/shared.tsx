/** Small pieces shared by the category sections: section frame, content links. */
import { useId, type ReactNode } from 'react';
import { AppLink } from '@/components/AppLink';
import Box from '@mui/material/Box';
import { pageContainerStyles } from '@/components/PageContainer';
import { styled } from '@mui/material/styles';
import Link from '@mui/material/Link';
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

/** A link to a content path: in-app router link, another site in a new tab, or plain text when unsafe. */
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
      <Link
        component={AppLink}
        to={link.to}
        underline="none"
        color="inherit"
        aria-label={label}
        sx={{ display: 'block', height: '100%' }}
      >
        {children}
      </Link>
    );
  }
  return (
    <Link
      href={link.href}
      target="_blank"
      rel="noopener noreferrer"
      underline="none"
      color="inherit"
      aria-label={label}
      sx={{ display: 'block', height: '100%' }}
    >
      {children}
    </Link>
  );
}

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
    <Box
      component="img"
      src={contentImageUrl(src)}
      alt={alt}
      width={400}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      sx={{ display: 'block', width: '100%', height, objectFit: 'cover' }}
    />
  );
}
