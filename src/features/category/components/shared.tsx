/** Small pieces shared by the category sections: section frame, content links. */
import { useId, type ReactNode } from 'react';
import { AppLink } from '@/components/AppLink';
import Box from '@mui/material/Box';
import { PageContainer } from '@/components/PageContainer';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
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
    <Box
      component="section"
      id={id}
      aria-labelledby={headingId}
      sx={(t) => ({
        py: { xs: 4, md: 6 },
        bgcolor: muted ? 'grey.50' : undefined,
        scrollMarginTop: belowSectionNav(t),
      })}
    >
      <PageContainer maxWidth="lg">
        <Typography
          id={headingId}
          variant="h2"
          sx={{ fontSize: { xs: '1.5rem', md: '2rem' }, fontWeight: 700, mb: 3 }}
        >
          {title}
        </Typography>
        {children}
      </PageContainer>
    </Box>
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
