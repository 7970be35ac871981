/**
 * The popular-destinations carousel itself (loaded lazily: swiper is only fetched when the section nears the
 * screen). 1.5 / 2.2 / 4 / 5.5 slides at 320 / 640 / 1024 / 1280 px; loops; autoplays every 3000 ms; pauses on
 * hover; stops once someone interacts with it. Swiper's few structural styles are set here (no CSS file).
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { Swiper, SwiperSlide } from 'swiper/react';
import { Autoplay } from 'swiper/modules';
import type { Destination } from '@/api';
import type { Lang } from '@/domain/language';
import { paths } from '@/domain/paths';
import { mediaUrl } from '../media';

export const DESTINATION_AUTOPLAY_MS = 3000;
export const DESTINATION_BREAKPOINTS = {
  320: { slidesPerView: 1.5 },
  640: { slidesPerView: 2.2 },
  1024: { slidesPerView: 4 },
  1280: { slidesPerView: 5.5 },
} as const;

export interface DestinationSwiperProps {
  destinations: readonly Destination[];
  lang: Lang;
}

export default function DestinationSwiper({ destinations, lang }: DestinationSwiperProps) {
  return (
    <Box
      sx={{
        '& .swiper': { position: 'relative', overflow: 'hidden', listStyle: 'none', p: 0, zIndex: 1 },
        '& .swiper-wrapper': {
          position: 'relative',
          width: '100%',
          height: '100%',
          zIndex: 1,
          display: 'flex',
          transitionProperty: 'transform',
          boxSizing: 'content-box',
        },
        '& .swiper-slide': { flexShrink: 0, width: '100%', height: '100%', position: 'relative', transitionProperty: 'transform' },
      }}
    >
      <Swiper
        modules={[Autoplay]}
        slidesPerView={1.5}
        spaceBetween={16}
        breakpoints={DESTINATION_BREAKPOINTS}
        loop={destinations.length > 2}
        autoplay={{ delay: DESTINATION_AUTOPLAY_MS, pauseOnMouseEnter: true, disableOnInteraction: true }}
      >
        {destinations.map((destination) => (
          <SwiperSlide key={destination.slug}>
            <Box
              component={RouterLink}
              to={paths.category(lang, destination.slug)}
              sx={{
                position: 'relative',
                display: 'block',
                aspectRatio: '3 / 4',
                borderRadius: 3,
                overflow: 'hidden',
                color: '#fff',
                textDecoration: 'none',
                '&:focus-visible': { outline: '3px solid', outlineColor: 'secondary.main', outlineOffset: 2 },
                '& img': { transition: 'transform 400ms ease' },
                '&:hover img': { transform: 'scale(1.05)' },
              }}
            >
              <Box
                component="img"
                src={mediaUrl(destination.image)}
                alt=""
                width={300}
                height={400}
                loading="lazy"
                sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
              />
              <Box sx={{ position: 'absolute', inset: 0, background: 'linear-gradient(180deg, rgba(0,0,0,0) 50%, rgba(0,0,0,0.65) 100%)' }} />
              <Typography component="span" variant="h6" sx={{ position: 'absolute', left: 16, right: 16, bottom: 14, fontWeight: 700 }}>
                {destination.label}
              </Typography>
            </Box>
          </SwiperSlide>
        ))}
      </Swiper>
    </Box>
  );
}
