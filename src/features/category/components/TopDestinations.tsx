/**
 * Top destinations carousel: a horizontal scroller with previous/next buttons scrolling 320 px per click.
 * Ranked cards; "Trip {name}" goes to /{lang}/{name lowercased, spaces as hyphens}.
 */
import { AppLink } from '@/components/AppLink';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TopDestination } from '@/api';
import { rankedDestinationPath } from '@/domain/category/categoryPaths';
import type { Lang } from '@/domain/shared/language';
import { SnapCarousel } from '@/components/SnapCarousel';
import { CarouselArrows, useCarouselScroll } from '@/components/CarouselArrows';
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
  const { trackRef, scroll } = useCarouselScroll(CAROUSEL_SCROLL_STEP);
  const ranked = [...items].sort((a, b) => a.rank - b.rank);
  return (
    <Section title={title?.trim() || t('topDestinations.title')} muted>
      <Stack direction="row" sx={{ justifyContent: 'flex-end', mb: 1 }}>
        <CarouselArrows
          onScroll={scroll}
          previousLabel={t('topDestinations.previous')}
          nextLabel={t('topDestinations.next')}
        />
      </Stack>
      <SnapCarousel
        items={ranked}
        getKey={(item) => `${item.rank}-${item.name}`}
        slidesPerView={{ fixed: 300 }}
        trackRef={trackRef}
        data-testid="top-destinations-scroller"
        renderItem={(item) => (
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
                <Typography variant="body2" color="textSecondary" sx={{ flexGrow: 1 }}>
                  {item.description}
                </Typography>
              ) : null}
              <Button
                component={AppLink}
                to={rankedDestinationPath(lang, item.name)}
                variant="outlined"
                size="small"
                sx={{ alignSelf: 'flex-start' }}
              >
                {t('topDestinations.trip', { name: item.name })}
              </Button>
            </CardContent>
          </Card>
        )}
      />
    </Section>
  );
}
