/**
 * Top destinations carousel: a horizontal scroller with previous/next buttons scrolling 320 px per click.
 * Ranked cards; "Trip {name}" goes to /{lang}/{name lowercased, spaces as hyphens}.
 */
import { useRef } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import type { TopDestination } from '@/api';
import { rankedDestinationPath } from '@/domain/categoryPaths';
import type { Lang } from '@/domain/language';
import { CoverImage, Section } from './shared';

/** Pixels scrolled per previous/next click (spec part 2 §9). */
export const CAROUSEL_SCROLL_STEP = 320;

export function TopDestinations({
  title,
  items,
  lang,
}: {
  title?: string | null;
  items: TopDestination[];
  lang: Lang;
}) {
  const { t } = useTranslation('category');
  const scroller = useRef<HTMLUListElement>(null);
  const scroll = (direction: 1 | -1) => {
    scroller.current?.scrollBy({ left: direction * CAROUSEL_SCROLL_STEP, behavior: 'smooth' });
  };
  const ranked = [...items].sort((a, b) => a.rank - b.rank);
  return (
    <Section title={title?.trim() || t('topDestinations.title')} muted>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', mb: 1 }}>
        <IconButton aria-label={t('topDestinations.previous')} onClick={() => scroll(-1)}>
          <ChevronLeftIcon />
        </IconButton>
        <IconButton aria-label={t('topDestinations.next')} onClick={() => scroll(1)}>
          <ChevronRightIcon />
        </IconButton>
      </Stack>
      <Box
        component="ul"
        ref={scroller}
        data-testid="top-destinations-scroller"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          pb: 1,
          display: 'flex',
          gap: 2,
          position: 'relative',
          overflowX: 'auto',
          scrollSnapType: 'x mandatory',
        }}
      >
        {ranked.map((item) => (
          <Box
            component="li"
            key={`${item.rank}-${item.name}`}
            sx={{ flex: '0 0 300px', scrollSnapAlign: 'start' }}
          >
            <Card
              variant="outlined"
              sx={{ height: '100%', display: 'flex', flexDirection: 'column', position: 'relative' }}
            >
              <CoverImage src={item.image} alt={item.name} height={180} />
              <Chip
                label={t('topDestinations.rank', { rank: item.rank })}
                color="secondary"
                size="small"
                sx={{ position: 'absolute', top: 8, left: 8 }}
              />
              <CardContent sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', gap: 1 }}>
                <Typography component="h3" variant="h6" sx={{ fontWeight: 700 }}>
                  {item.name}
                </Typography>
                {item.description ? (
                  <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1 }}>
                    {item.description}
                  </Typography>
                ) : null}
                <Button
                  component={RouterLink}
                  to={rankedDestinationPath(lang, item.name)}
                  variant="outlined"
                  size="small"
                  sx={{ alignSelf: 'flex-start' }}
                >
                  {t('topDestinations.trip', { name: item.name })}
                </Button>
              </CardContent>
            </Card>
          </Box>
        ))}
      </Box>
    </Section>
  );
}
