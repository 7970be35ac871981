/** Overview: title, main image with up to 3 thumbnails and 'all photos', description with read more/less. */
import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
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
    <Box sx={{ mt: 2 }}>
      {long && !expanded ? (
        <Typography
          sx={{ whiteSpace: 'pre-line' }}
        >{`${Array.from(plain).slice(0, DESCRIPTION_TOGGLE_CHARS).join('').trimEnd()}…`}</Typography>
      ) : isHtml ? (
        <SafeHtml html={text} />
      ) : (
        <Typography sx={{ whiteSpace: 'pre-line' }}>{text}</Typography>
      )}
      {long ? (
        <Button
          size="small"
          onClick={() => setExpanded((v) => !v)}
          aria-expanded={expanded}
          sx={{ mt: 1, px: 0 }}
        >
          {expanded ? t('overview.readLess') : t('overview.readMore')}
        </Button>
      ) : null}
    </Box>
  );
}

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
    <Box
      component="section"
      id="overview"
      aria-labelledby="tour-title"
      sx={(t) => ({ scrollMarginTop: belowSectionNav(t) })}
    >
      <Box
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          alignItems: 'flex-start',
          justifyContent: 'space-between',
          gap: 2,
          mb: 2,
        }}
      >
        <Box sx={{ minWidth: 0, flex: '1 1 auto' }}>
          <Typography id="tour-title" variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.5rem' } }}>
            {tour.title}
          </Typography>
          {tour.subtitle ? (
            <Typography
              variant="h2"
              color="textSecondary"
              sx={{ fontSize: { xs: '1rem', md: '1.25rem' }, mt: 1 }}
            >
              {tour.subtitle}
            </Typography>
          ) : null}
        </Box>
        {/* Beside the title from sm, at most half the row: the actions wrap onto more lines, never widen the page. */}
        <Box
          className="tour-actions"
          sx={{ display: 'flex', gap: 1, flex: { sm: '0 1 auto' }, minWidth: 0, maxWidth: { sm: '50%' } }}
        >
          {actions}
        </Box>
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(280px, 1fr)' },
        }}
      >
        <Box>
          <ButtonBase
            onClick={() => open(0)}
            disabled={!canOpen}
            aria-label={t('overview.openGallery')}
            sx={{ display: 'block', width: '100%', borderRadius: 2, overflow: 'hidden' }}
          >
            <Box
              component="img"
              src={mainSrc}
              alt={t('overview.mainImageAlt', { title: tour.title })}
              width={960}
              height={540}
              fetchPriority="high"
              sx={{
                display: 'block',
                width: '100%',
                height: 'auto',
                aspectRatio: '16 / 9',
                objectFit: 'cover',
              }}
            />
          </ButtonBase>
          {layout.thumbnails.length > 0 ? (
            <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: 1, mt: 1 }}>
              {layout.thumbnails.map((m, i) => (
                <ButtonBase
                  key={`${m.url}-${i}`}
                  onClick={() => open(i + 1)}
                  aria-label={t('overview.photoAlt', { title: tour.title, index: i + 2 })}
                  sx={{ borderRadius: 1, overflow: 'hidden' }}
                >
                  <Box
                    component="img"
                    src={contentImageUrl(m.url)}
                    alt=""
                    width={240}
                    height={160}
                    loading="lazy"
                    sx={{
                      display: 'block',
                      width: '100%',
                      height: 'auto',
                      aspectRatio: '3 / 2',
                      objectFit: 'cover',
                    }}
                  />
                </ButtonBase>
              ))}
              {layout.showAllTile ? (
                <ButtonBase
                  onClick={() => open(0)}
                  sx={{
                    borderRadius: 1,
                    bgcolor: 'grey.900',
                    color: 'common.white',
                    fontWeight: 600,
                    aspectRatio: '3 / 2',
                  }}
                >
                  {t('overview.allPhotos', { count: layout.total })}
                </ButtonBase>
              ) : null}
            </Box>
          ) : null}
          {tour.description ? <Description text={tour.description} /> : null}
        </Box>
        <Box>{facts}</Box>
      </Box>
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
    </Box>
  );
}
