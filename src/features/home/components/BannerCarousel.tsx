/**
 * Home banner slideshow (spec part 1, §2): 480 px high, max width 1720 px; title, subtitle and, when a link
 * exists, a button opening it in a new tab; arrows and dots only for more than one banner; advances every
 * 10 s and wraps. Slides are images, muted looping videos, YouTube embeds or image links. The first image
 * loads eagerly with high priority (it is the page's largest paint); the others lazily.
 *
 * Built on the site's carousel primitive (SnapCarousel, one slide per view): the slides scroll and snap, so a phone
 * can also swipe between them; the timer, arrows and dots steer it (`active`), and a swipe reports the slide it
 * reached. Only the slide in view is exposed to assistive technology and the keyboard (the others are inert).
 */

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { useTranslation } from 'react-i18next';
import { useGetBannersQuery, type Banner } from '@/api';
import { SnapCarousel } from '@/components/SnapCarousel';
import { useSlideshow } from '@/components/useSlideshow';
import type { Lang } from '@/domain/shared/language';
import { safeHref } from '@/domain/content/links';
import {
  BANNER_HEIGHT_PX,
  BANNER_INTERVAL_MS,
  BANNER_MAX_WIDTH_PX,
  showsBannerControls,
} from '@/domain/content/homeBanner';
import { wrapSlide } from '@/domain/content/slides';
import { SlideMedia } from './SlideMedia';

const EMPTY: Banner[] = [];
const ONE_PER_VIEW = { 0: 1 };

export function BannerCarousel({ lang }: { lang: Lang }) {
  const { t } = useTranslation('home');
  const { data, isError, isLoading } = useGetBannersQuery({ lang });
  const banners = (!isError && data?.data) || EMPTY;
  const count = banners.length;
  const { trackRef, active: current, goTo } = useSlideshow(count, BANNER_INTERVAL_MS);
  const controls = showsBannerControls(count);

  if (!count) {
    // The slideshow's place is kept while the banners load, so the page below does not jump.
    return isLoading ? (
      <Box
        sx={{ height: BANNER_HEIGHT_PX, maxWidth: BANNER_MAX_WIDTH_PX, mx: 'auto', bgcolor: 'grey.100' }}
      />
    ) : null;
  }

  return (
    <Box
      component="section"
      aria-roledescription="carousel"
      aria-label={t('banner.label')}
      sx={{
        position: 'relative',
        height: BANNER_HEIGHT_PX,
        maxWidth: BANNER_MAX_WIDTH_PX,
        mx: 'auto',
        overflow: 'hidden',
        bgcolor: 'grey.900',
        borderRadius: { xs: 0, xl: 3 },
        // The carousel's track and slides fill the slideshow; no scrollbar (arrows, dots and swipes move it).
        '& > ul': {
          height: '100%',
          p: 0,
          scrollbarWidth: 'none',
          '&::-webkit-scrollbar': { display: 'none' },
        },
        '& > ul > li': { height: '100%' },
      }}
    >
      <SnapCarousel
        items={banners}
        getKey={(banner) => banner.id ?? banners.indexOf(banner)}
        slidesPerView={ONE_PER_VIEW}
        gap={0}
        trackRef={trackRef}
        // Only the slide in view is reachable, and a banner may have no link: the track itself takes the keyboard,
        // named like the slideshow so a screen reader says what the tab stop is.
        focusable
        aria-label={t('banner.label')}
        renderItem={(banner, index) => {
          const isActive = index === current;
          const link = safeHref(banner.link);
          return (
            <Box
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} / ${count}`}
              aria-hidden={!isActive}
              inert={!isActive}
              sx={{ position: 'relative', height: '100%' }}
            >
              <SlideMedia banner={banner} index={index} active={isActive} />
              <Box
                sx={{
                  position: 'absolute',
                  inset: 0,
                  display: 'flex',
                  flexDirection: 'column',
                  justifyContent: 'center',
                  alignItems: 'flex-start',
                  gap: 2,
                  // Clear of the arrows (12 px from each side, 40 px wide) on every screen.
                  px: { xs: 8, lg: 14 },
                  color: '#fff',
                  background:
                    'linear-gradient(90deg, rgba(0,0,0,0.55) 0%, rgba(0,0,0,0.15) 60%, rgba(0,0,0,0) 100%)',
                }}
              >
                {banner.title ? (
                  <Typography
                    component="h2"
                    variant="h3"
                    sx={{ fontWeight: 700, maxWidth: 720, textShadow: '0 2px 8px rgba(0,0,0,0.4)' }}
                  >
                    {banner.title}
                  </Typography>
                ) : null}
                {banner.subtitle ? (
                  <Typography
                    variant="h6"
                    component="p"
                    sx={{ maxWidth: 640, textShadow: '0 1px 6px rgba(0,0,0,0.4)' }}
                  >
                    {banner.subtitle}
                  </Typography>
                ) : null}
                {link ? (
                  <Button
                    variant="contained"
                    color="secondary"
                    size="large"
                    href={link}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    {banner.button_text || t('banner.more')}
                  </Button>
                ) : null}
              </Box>
            </Box>
          );
        }}
      />
      {controls ? (
        <>
          <IconButton
            aria-label={t('banner.previous')}
            onClick={() => goTo(wrapSlide(current, count, -1))}
            sx={{
              position: 'absolute',
              left: 12,
              top: '50%',
              transform: 'translateY(-50%)',
              zIndex: 2,
              bgcolor: 'rgba(255,255,255,0.85)',
              '&:hover': { bgcolor: '#fff' },
            }}
          >
            <ChevronLeft />
          </IconButton>
          <IconButton
            aria-label={t('banner.next')}
            onClick={() => goTo(wrapSlide(current, count, 1))}
            sx={{
              position: 'absolute',
              right: 12,
              top: '50%',
              transform: 'translateY(-50%)',
              zIndex: 2,
              bgcolor: 'rgba(255,255,255,0.85)',
              '&:hover': { bgcolor: '#fff' },
            }}
          >
            <ChevronRight />
          </IconButton>
          <Box
            sx={{
              position: 'absolute',
              bottom: 10,
              left: 0,
              right: 0,
              display: 'flex',
              justifyContent: 'center',
              gap: 0.5,
              zIndex: 2,
            }}
          >
            {banners.map((banner, index) => (
              <Box
                component="button"
                type="button"
                key={banner.id ?? index}
                aria-label={t('banner.goTo', { number: index + 1 })}
                aria-current={index === current ? 'true' : undefined}
                onClick={() => goTo(index)}
                // A 24 × 24 px target (WCAG 2.2 target size) around the small visible pill.
                sx={{
                  minWidth: 24,
                  height: 24,
                  p: 0,
                  border: 0,
                  borderRadius: 12,
                  cursor: 'pointer',
                  bgcolor: 'transparent',
                  display: 'grid',
                  placeItems: 'center',
                  '&::before': {
                    content: '""',
                    display: 'block',
                    width: index === current ? 28 : 10,
                    height: 10,
                    borderRadius: 5,
                    bgcolor: index === current ? '#fff' : 'rgba(255,255,255,0.7)',
                    boxShadow: '0 0 0 1px rgba(0,0,0,0.35)',
                    transition: 'width 300ms ease',
                  },
                  '&:focus-visible': { outline: '2px solid #fff', outlineOffset: 0 },
                }}
              />
            ))}
          </Box>
        </>
      ) : null}
    </Box>
  );
}

export default BannerCarousel;
