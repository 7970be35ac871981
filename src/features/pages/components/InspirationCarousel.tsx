/**
 * The inspiration carousel: a CSS scroll-snap row (4.5 cards visible on desktop, fewer on smaller screens)
 * with previous/next buttons, on the shared SnapCarousel: no script needed to scroll, usable by touch, trackpad and
 * keyboard; each card is a real link to /{lang}/post/{slug}. Plain elements, drawn by the page's one styled element
 * (./staticPageStyles.ts); each card's gradient colours are its own.
 */
import { AppLink } from '@/components/AppLink';
import { useTranslation } from 'react-i18next';
import type { Lang } from '@/domain/shared/language';
import { paths } from '@/domain/shared/paths';
import { SnapCarousel } from '@/components/SnapCarousel';
import { CarouselArrows, useCarouselScroll } from '@/components/CarouselArrows';
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
  const { trackRef, scroll } = useCarouselScroll();

  return (
    <div role="group" aria-roledescription="carousel" aria-label={label}>
      <div data-arrows="">
        <CarouselArrows
          onScroll={scroll}
          previousLabel={t('carousel.previous')}
          nextLabel={t('carousel.next')}
        />
      </div>
      <SnapCarousel
        items={cards}
        getKey={(card) => card.slug}
        // 80 % of the row on phones, then 2.2, 3.2 and 4.5 cards (the spec's 4.5 visible on desktop).
        slidesPerView={{ 0: 1.25, 600: 2.2, 900: 3.2, 1200: 4.5 }}
        gap={GAP_PX}
        trackRef={trackRef}
        renderItem={(card) => (
          <div data-card="">
            <AppLink to={paths.post(lang, card.slug)}>
              <div
                aria-hidden="true"
                data-tones="tall"
                style={{ background: `linear-gradient(160deg, ${card.tones[0]}, ${card.tones[1]})` }}
              />
              <div data-card-body="">
                <div data-chip="">
                  <span>{card.idea}</span>
                </div>
                <h3>{card.title}</h3>
                <p>{card.description}</p>
              </div>
            </AppLink>
          </div>
        )}
      />
    </div>
  );
}
