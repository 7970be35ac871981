/** Overview: title, main image with up to 3 thumbnails and 'all photos', description with read more/less. */
import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { styled } from '@mui/material/styles';
import { plainButtonStyles } from '@/components/plainButton';
import { PlainButton } from '@/components/PlainButton';
import type { TourDetail } from '@/api';
import { SafeHtml } from '@/components/SafeHtml';
import { PLACEHOLDER_IMAGE } from '@/domain/shared/imageUrl';
import { galleryLayout } from '@/domain/tour/tourMedia';
import { useTourT } from '../tourLang';
import { belowSectionNav } from '@/lib/theme';
import { contentImageUrl } from '@/lib/contentImage';

const GalleryLightbox = lazy(() => import(/* webpackChunkName: "tour-gallery" */ './GalleryLightbox'));

/** Descriptions longer than this get a read more / read less toggle. */
export const DESCRIPTION_TOGGLE_CHARS = 200;

const stripHtml = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

function Description({ text }: { text: string }) {
  const { t } = useTourT();
  const [expanded, setExpanded] = useState(false);
  const isHtml = /<[a-z][\s\S]*>/i.test(text);
  const plain = isHtml ? stripHtml(text) : text;
  const long = Array.from(plain).length > DESCRIPTION_TOGGLE_CHARS;
  return (
    <div data-description="">
      {long && !expanded ? (
        <p>{`${Array.from(plain).slice(0, DESCRIPTION_TOGGLE_CHARS).join('').trimEnd()}…`}</p>
      ) : isHtml ? (
        <SafeHtml html={text} />
      ) : (
        <p>{text}</p>
      )}
      {long ? (
        <PlainButton
          size="small"
          onClick={() => setExpanded((v) => !v)}
          aria-expanded={expanded}
          style={{ marginTop: 8, paddingLeft: 0, paddingRight: 0 }}
        >
          {expanded ? t('overview.readLess') : t('overview.readMore')}
        </PlainButton>
      ) : null}
    </div>
  );
}

/**
 * The overview: one styled element around plain ones (title, actions, gallery buttons, description), its rules
 * worked out once per page; the gallery's buttons are native ones with MUI's button reset and the theme's focus
 * outline. Some twenty MUI elements (Boxes, Typography, ButtonBases) fewer to render on the server and to hydrate,
 * in the part of the page a visitor sees first.
 */
const Section = styled('section', { label: 'Overview' })(({ theme }) => {
  const below = belowSectionNav(theme);
  const up = theme.breakpoints.up;
  const reset = {
    ...plainButtonStyles(theme),
    position: 'relative',
    userSelect: 'none',
    '&:disabled': { pointerEvents: 'none', cursor: 'default' },
  } as const;
  const cover = { display: 'block', width: '100%', height: 'auto', objectFit: 'cover' } as const;
  const radius = Number(theme.shape.borderRadius);
  return {
    scrollMarginTop: below.xs,
    [up('sm')]: { scrollMarginTop: below.sm },
    '& > [data-overview-head]': {
      display: 'flex',
      flexDirection: 'column',
      [up('sm')]: { flexDirection: 'row' },
      alignItems: 'flex-start',
      justifyContent: 'space-between',
      gap: theme.spacing(2),
      marginBottom: theme.spacing(2),
    },
    '& > [data-overview-head] > div:first-of-type': { minWidth: 0, flex: '1 1 auto' },
    '& > [data-overview-head] > div > h1': {
      ...theme.typography.h1,
      margin: 0,
      fontSize: '1.75rem',
      [up('md')]: { fontSize: '2.5rem' },
    },
    '& > [data-overview-head] > div > h2': {
      ...theme.typography.h2,
      margin: 0,
      marginTop: theme.spacing(1),
      color: theme.palette.text.secondary,
      fontSize: '1rem',
      [up('md')]: { fontSize: '1.25rem' },
    },
    '& > [data-overview-head] > [data-overview-actions]': {
      display: 'flex',
      gap: theme.spacing(1),
      minWidth: 0,
      [up('sm')]: { flex: '0 1 auto', maxWidth: '50%' },
    },
    '& > [data-overview-grid]': {
      display: 'grid',
      gap: theme.spacing(3),
      gridTemplateColumns: '1fr',
      [up('md')]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(280px, 1fr)' },
    },
    '& [data-gallery-main]': {
      ...reset,
      display: 'block',
      width: '100%',
      borderRadius: radius * 2,
      overflow: 'hidden',
    },
    '& [data-gallery-main] > img': { ...cover, aspectRatio: '16 / 9' },
    '& [data-gallery-thumbs]': {
      display: 'grid',
      gridTemplateColumns: 'repeat(4, 1fr)',
      gap: theme.spacing(1),
      marginTop: theme.spacing(1),
    },
    '& [data-gallery-thumbs] > button': {
      ...reset,
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      verticalAlign: 'middle',
      borderRadius: radius,
      overflow: 'hidden',
    },
    '& [data-gallery-thumbs] > button > img': { ...cover, aspectRatio: '3 / 2' },
    '& [data-gallery-thumbs] > [data-gallery-all]': {
      backgroundColor: theme.palette.grey[900],
      color: theme.palette.common.white,
      fontWeight: 600,
      aspectRatio: '3 / 2',
    },
    '& [data-description]': { marginTop: theme.spacing(2) },
    '& [data-description] > p': { ...theme.typography.body1, margin: 0, whiteSpace: 'pre-line' },
  };
});

export interface OverviewProps {
  tour: TourDetail;
  facts: ReactNode;
  actions?: ReactNode;
}

export function Overview({ tour, facts, actions }: OverviewProps) {
  const { t } = useTourT();
  const layout = useMemo(() => galleryLayout(tour.media), [tour.media]);
  const [gallery, setGallery] = useState<{ open: boolean; index: number } | null>(null);
  const slides = useMemo(
    () =>
      layout.images.map((m, i) => ({
        src: contentImageUrl(m.url),
        alt: t('overview.photoAlt', { title: tour.title, index: i + 1 }),
      })),
    [layout.images, t, tour.title],
  );
  const open = (index: number) => setGallery({ open: true, index });
  const mainSrc = layout.main
    ? contentImageUrl(layout.main.url)
    : tour.image
      ? contentImageUrl(tour.image)
      : PLACEHOLDER_IMAGE;
  const canOpen = slides.length > 0;

  return (
    <Section id="overview" aria-labelledby="tour-title">
      <div data-overview-head="">
        <div>
          <h1 id="tour-title">{tour.title}</h1>
          {tour.subtitle ? <h2>{tour.subtitle}</h2> : null}
        </div>
        {/* Beside the title from sm, at most half the row: the actions wrap onto more lines, never widen the page. */}
        <div data-overview-actions="">{actions}</div>
      </div>
      <div data-overview-grid="">
        <div>
          <button
            type="button"
            data-gallery-main=""
            onClick={() => open(0)}
            disabled={!canOpen}
            aria-label={t('overview.openGallery')}
          >
            <img
              src={mainSrc}
              alt={t('overview.mainImageAlt', { title: tour.title })}
              width={960}
              height={540}
              fetchPriority="high"
            />
          </button>
          {layout.thumbnails.length > 0 ? (
            <div data-gallery-thumbs="">
              {layout.thumbnails.map((m, i) => (
                <button
                  type="button"
                  key={`${m.url}-${i}`}
                  onClick={() => open(i + 1)}
                  aria-label={t('overview.photoAlt', { title: tour.title, index: i + 2 })}
                >
                  <img src={contentImageUrl(m.url)} alt="" width={240} height={160} loading="lazy" />
                </button>
              ))}
              {layout.showAllTile ? (
                <button type="button" data-gallery-all="" onClick={() => open(0)}>
                  {t('overview.allPhotos', { count: layout.total })}
                </button>
              ) : null}
            </div>
          ) : null}
          {tour.description ? <Description text={tour.description} /> : null}
        </div>
        <div>{facts}</div>
      </div>
      {gallery ? (
        <Suspense fallback={null}>
          <GalleryLightbox
            open={gallery.open}
            index={gallery.index}
            slides={slides}
            onClose={() => setGallery((g) => (g ? { ...g, open: false } : g))}
          />
        </Suspense>
      ) : null}
    </Section>
  );
}
