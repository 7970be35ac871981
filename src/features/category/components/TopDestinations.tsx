/**
 * Top destinations carousel: a horizontal scroller with previous/next buttons scrolling 320 px per click.
 * Ranked cards; "Trip {name}" goes to /{lang}/{name lowercased, spaces as hyphens}.
 */
import { AppLink } from '@/components/AppLink';
import { useTranslation } from 'react-i18next';
import { styled } from '@mui/material/styles';
import { plainButtonClass } from '@/components/PlainButton';
import { plainChipStyles } from '@/components/plainCardStyles';
import type { TopDestination } from '@/api';
import { rankedDestinationPath } from '@/domain/category/categoryPaths';
import type { Lang } from '@/domain/shared/language';
import { SnapCarousel } from '@/components/SnapCarousel';
import { CarouselArrows, useCarouselScroll } from '@/components/CarouselArrows';
import { categoryCardStyles, CoverImage, Section } from './shared';

/** Pixels scrolled per previous/next click (spec part 2 §9). */
export const CAROUSEL_SCROLL_STEP = 320;

/**
 * The arrows' row and the ranked cards: one styled element, plain parts (drawn as MUI's Stack, Card, Chip,
 * CardContent, Typography and Button were).
 */
const TopCards = styled('div', { label: 'TopDestinationCards' })(({ theme }) => ({
  '& > [data-arrows]': {
    display: 'flex',
    flexDirection: 'row',
    justifyContent: 'flex-end',
    marginBottom: theme.spacing(1),
  },
  ...categoryCardStyles(theme),
  '& [data-card="column"] > [data-card-body][data-stack]': {
    display: 'flex',
    flexDirection: 'column',
    gap: theme.spacing(1),
  },
  '& [data-card-body][data-stack] > p': { flexGrow: 1 },
  '& [data-card-body][data-stack] > a': { alignSelf: 'flex-start' },
  // MUI's Chip (small, the secondary colour, the theme's override), over the picture's top left corner.
  '& [data-rank]': { position: 'absolute', top: 8, left: 8, ...plainChipStyles(theme) },
}));

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
      <TopCards>
        <div data-arrows="">
          <CarouselArrows
            onScroll={scroll}
            previousLabel={t('topDestinations.previous')}
            nextLabel={t('topDestinations.next')}
          />
        </div>
        <SnapCarousel
          items={ranked}
          getKey={(item) => `${item.rank}-${item.name}`}
          slidesPerView={{ fixed: 300 }}
          trackRef={trackRef}
          data-testid="top-destinations-scroller"
          renderItem={(item) => (
            <div data-card="column">
              <CoverImage src={item.image} alt={item.name} height={180} />
              <div data-rank="">
                <span>{t('topDestinations.rank', { rank: item.rank })}</span>
              </div>
              <div data-card-body="" data-stack="">
                <h3>{item.name}</h3>
                {item.description ? (
                  <p data-small="" data-secondary="">
                    {item.description}
                  </p>
                ) : null}
                <AppLink
                  to={rankedDestinationPath(lang, item.name)}
                  className={plainButtonClass({ variant: 'outlined', size: 'small' })}
                >
                  {t('topDestinations.trip', { name: item.name })}
                </AppLink>
              </div>
            </div>
          )}
        />
      </TopCards>
    </Section>
  );
}
