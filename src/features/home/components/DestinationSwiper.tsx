/**
 * The popular-destinations carousel (spec part 1 §2): 1.5 / 2.2 / 4 / 5.5 slides at 320 / 640 / 1024 / 1280 px;
 * loops; autoplays every 3000 ms; pauses on hover; stops once someone interacts with it. Built on the shared
 * scroll-snap carousel, so its cards are plain links in the page from the first paint.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AppLink } from '@/components/AppLink';
import type { Destination } from '@/api';
import { SnapCarousel } from '@/components/SnapCarousel';
import { useCarouselAutoplay } from '@/components/useCarouselAutoplay';
import type { Lang } from '@/domain/shared/language';
import { paths } from '@/domain/shared/paths';
import { contentImageUrl } from '@/lib/contentImage';

export const DESTINATION_AUTOPLAY_MS = 3000;
/** Slides per view from a minimum width (px): the spec's 320 / 640 / 1024 / 1280 steps. */
export const DESTINATION_SLIDES_PER_VIEW = { 0: 1.5, 640: 2.2, 1024: 4, 1280: 5.5 } as const;

export interface DestinationSwiperProps {
  destinations: readonly Destination[];
  lang: Lang;
  label?: string;
}

const cardSx = {
  position: 'relative',
  display: 'block',
  aspectRatio: '3 / 4',
  borderRadius: 3,
  overflow: 'hidden',
  color: '#fff',
  textDecoration: 'none',
  '&:focus-visible': { outline: '3px solid', outlineColor: 'secondary.main', outlineOffset: -3 },
  '& img': { transition: 'transform 400ms ease' },
  '&:hover img': { transform: 'scale(1.05)' },
} as const;
const imageSx = { width: '100%', height: '100%', objectFit: 'cover', display: 'block' } as const;
const shadeSx = {
  position: 'absolute',
  inset: 0,
  background: 'linear-gradient(180deg, rgba(0,0,0,0) 40%, rgba(0,0,0,0.75) 100%)',
} as const;
const labelSx = { position: 'absolute', left: 16, right: 16, bottom: 14, fontWeight: 700 } as const;

export function DestinationSwiper({ destinations, lang, label }: DestinationSwiperProps) {
  const trackRef = useCarouselAutoplay(DESTINATION_AUTOPLAY_MS, 16, destinations.length);
  return (
    <SnapCarousel
      trackRef={trackRef}
      items={destinations}
      getKey={(d) => d.slug}
      slidesPerView={DESTINATION_SLIDES_PER_VIEW}
      gap={16}
      aria-label={label}
      renderItem={(destination) => (
        <Box component={AppLink} to={paths.category(lang, destination.slug)} sx={cardSx}>
          <Box
            component="img"
            src={contentImageUrl(destination.image)}
            alt=""
            width={300}
            height={400}
            loading="lazy"
            sx={imageSx}
          />
          <Box sx={shadeSx} />
          <Typography component="span" variant="h6" sx={labelSx}>
            {destination.label}
          </Typography>
        </Box>
      )}
    />
  );
}

export default DestinationSwiper;
