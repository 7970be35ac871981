/**
 * Popular trips grid (spec part 2): 4 cards, "Show more trips" adds 4 and fetches the next page when the cached
 * cards run out and page < last_page; card image, title, duration, comfort level, price or "Contact us";
 * "Refine search" goes to /{lang}/search.
 */
import { useState } from 'react';
import { AppLink } from '@/components/AppLink';
import { useTranslation } from 'react-i18next';
import { Notice } from '@/components/Notice';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useGetToursOfCategoryQuery, type CategoryTour } from '@/api';
import { canShowMore, GRID_STEP, showMore } from '@/domain/category/gridPaging';
import type { Lang } from '@/domain/shared/language';
import { paths } from '@/domain/shared/paths';
import { CompareToggle } from '@/components/compare/CompareToggle';
import { Section, SECTION_IDS } from './shared';
import { useMoney } from '@/components/currency/useMoney';
import { Price } from '@/components/Price';
import { TripCard, TripCardFact } from '@/components/TripCard';
import { amountDisplay } from '@/domain/shared/price';
import { contentImageUrl } from '@/lib/contentImage';
import { CardGrid } from '@/components/CardGrid';

function CategoryTripCard({ tour, lang }: { tour: CategoryTour; lang: Lang }) {
  const { t } = useTranslation('category');
  const money = useMoney();
  const price = money.toVnd(tour.price);
  return (
    <TripCard
      href={paths.tour(lang, tour.slug)}
      title={tour.title}
      image={{ src: contentImageUrl(tour.image), alt: tour.title }}
      price={
        <Price
          display={amountDisplay(price != null ? money.format(price) : null)}
          noPriceLabel={t('popular.contactUs')}
        />
      }
      actions={
        <CompareToggle
          trip={{ id: tour.id, slug: tour.slug, title: tour.title, image: tour.image || null }}
        />
      }
    >
      {tour.duration ? <TripCardFact>{t('popular.days', { count: tour.duration })}</TripCardFact> : null}
      {tour.comfortLevel ? (
        <TripCardFact>{t('popular.comfort', { level: tour.comfortLevel })}</TripCardFact>
      ) : null}
    </TripCard>
  );
}

export function PopularTripsGrid({ lang, slug }: { lang: Lang; slug: string }) {
  const { t } = useTranslation('category');
  const [visible, setVisible] = useState(GRID_STEP);
  // The page asked for; the pages fetched so far are merged in the data cache (getToursOfCategory, src/api).
  const [page, setPage] = useState(1);
  const query = useGetToursOfCategoryQuery({ lang, slug, page });
  const answer = query.data;
  const tours = answer?.data ?? [];

  if (query.isLoading) {
    return (
      <Section id={SECTION_IDS.popularTrips} title={t('popular.title')} muted>
        <Typography role="status">{t('popular.loading')}</Typography>
      </Section>
    );
  }
  // A failed "Show more" keeps the trips already shown; a failed first page shows the error.
  if (query.isError && tours.length === 0) {
    return (
      <Section id={SECTION_IDS.popularTrips} title={t('popular.title')} muted>
        <Notice severity="error">{t('popular.error')}</Notice>
      </Section>
    );
  }
  if (tours.length === 0) return null;
  const state = {
    visible,
    cached: tours.length,
    page: answer?.current_page ?? 1,
    lastPage: answer?.last_page ?? 1,
  };

  const onShowMore = () => {
    const step = showMore(state);
    setVisible(step.visible);
    if (step.fetchPage != null) setPage(step.fetchPage);
  };

  return (
    <Section id={SECTION_IDS.popularTrips} title={t('popular.title')} muted>
      <CardGrid aria-busy={query.isFetching}>
        {tours.slice(0, visible).map((tour) => (
          <li key={tour.id}>
            <CategoryTripCard tour={tour} lang={lang} />
          </li>
        ))}
      </CardGrid>
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'center', mt: 3 }}>
        {canShowMore(state) ? (
          <Button variant="contained" onClick={onShowMore} disabled={query.isFetching}>
            {t('popular.showMore')}
          </Button>
        ) : null}
        <Button component={AppLink} to={paths.search(lang)} variant="outlined">
          {t('popular.refine')}
        </Button>
      </Stack>
    </Section>
  );
}
