/** One home banner's media (./BannerCarousel.tsx): an image, a muted looping video, a YouTube embed or an image link. */
import Box from '@mui/material/Box';
import type { Banner } from '@/api';
import { BANNER_HEIGHT_PX, BANNER_MAX_WIDTH_PX, youtubeEmbedUrl } from '@/domain/content/homeBanner';
import { useTranslation } from 'react-i18next';
import { contentImageUrl } from '@/lib/contentImage';

export function SlideMedia({ banner, index, active }: { banner: Banner; index: number; active: boolean }) {
  const { t } = useTranslation('home');
  const cover = {
    position: 'absolute',
    inset: 0,
    width: '100%',
    height: '100%',
    objectFit: 'cover',
    border: 0,
  } as const;
  // Only the visible slide plays a video or an embed; the others show their image (a swipe shows it coming in).
  if (active && banner.type === 'video' && banner.video) {
    return (
      <Box
        component="video"
        src={contentImageUrl(banner.video)}
        poster={banner.image ? contentImageUrl(banner.image) : undefined}
        muted
        autoPlay
        loop
        playsInline
        aria-label={banner.title ?? t('banner.video')}
        sx={cover}
      />
    );
  }
  if (active && banner.type === 'youtube_link') {
    const src = youtubeEmbedUrl(banner.youtube_link);
    if (src) {
      return (
        <Box
          component="iframe"
          src={src}
          title={banner.title ?? t('banner.video')}
          sandbox="allow-scripts allow-same-origin"
          allow="autoplay; encrypted-media"
          sx={{ ...cover, pointerEvents: 'none' }}
        />
      );
    }
  }
  const source = banner.type === 'image_link' && banner.image_link ? banner.image_link : banner.image;
  if (!source) return null;
  const first = index === 0;
  return (
    <Box
      component="img"
      src={/^https?:\/\//i.test(source) ? source : contentImageUrl(source)}
      alt={banner.title ?? ''}
      width={BANNER_MAX_WIDTH_PX}
      height={BANNER_HEIGHT_PX}
      loading={first ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : 'low'}
      decoding={first ? 'sync' : 'async'}
      sx={cover}
    />
  );
}
