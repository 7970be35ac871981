/**
 * The inspiration carousel: a CSS scroll-snap row (4.5 cards visible on desktop, fewer on smaller screens)
 * with previous/next buttons. Chosen over swiper because it needs no script or stylesheet beyond a few lines
 * and stays usable by touch, trackpad and keyboard; each card is a real link to /{lang}/post/{slug}.
 */
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { useRef } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Lang } from '@/domain/language';
import { paths } from '@/domain/paths';
import type { InspirationCard } from '../content/types';

const GAP_PX = 16;

export function InspirationCarousel({
  cards,
  lang,
  label,
}: {
  cards: InspirationCard[];
  lang: Lang;
  label: string;
}) {
  const { t } = useTranslation('pages');
  const rowRef = useRef<HTMLUListElement>(null);
  const scrollBy = (direction: 1 | -1) => {
    const row = rowRef.current;
    if (!row) return;
    row.scrollBy?.({ left: direction * row.clientWidth * 0.8, behavior: 'smooth' });
  };

  return (
    <Box role="group" aria-roledescription="carousel" aria-label={label}>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', mb: 1 }}>
        <IconButton aria-label={t('carousel.previous')} onClick={() => scrollBy(-1)}>
          <ChevronLeftIcon />
        </IconButton>
        <IconButton aria-label={t('carousel.next')} onClick={() => scrollBy(1)}>
          <ChevronRightIcon />
        </IconButton>
      </Stack>
      <Box
        component="ul"
        ref={rowRef}
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          pb: 1,
          display: 'flex',
          gap: `${GAP_PX}px`,
          position: 'relative',
          overflowX: 'auto',
          scrollSnapType: 'x mandatory',
          scrollbarWidth: 'thin',
        }}
      >
        {cards.map((card) => (
          <Box
            component="li"
            key={card.slug}
            sx={{
              flex: '0 0 auto',
              scrollSnapAlign: 'start',
              width: {
                xs: '80%',
                sm: `calc((100% - ${GAP_PX}px) / 2.2)`,
                md: `calc((100% - ${2 * GAP_PX}px) / 3.2)`,
                lg: `calc((100% - ${4 * GAP_PX}px) / 4.5)`,
              },
            }}
          >
            <Card sx={{ height: '100%' }}>
              <CardActionArea component={RouterLink} to={paths.post(lang, card.slug)} sx={{ height: '100%' }}>
                <Box
                  aria-hidden="true"
                  sx={{
                    height: 140,
                    background: `linear-gradient(160deg, ${card.tones[0]}, ${card.tones[1]})`,
                  }}
                />
                <CardContent>
                  <Chip label={card.idea} size="small" color="secondary" sx={{ mb: 1 }} />
                  <Typography variant="h3" sx={{ typography: 'h6', mb: 0.5 }}>
                    {card.title}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {card.description}
                  </Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
