/**
 * /:lang/travel-deals — 'Travel deals' (vi 'Ưu đãi du lịch'): last-minute deals (trips leaving within 56 days,
 * spec part 1 §9: the listing asked for departures from today to `lastMinuteWindow`'s end) and trips on sale
 * (onSale), each list with its loading, error and empty states. A card searches by
 * keyword: /{lang}/search?keyword={name}. A closing call to action goes to /{lang}/search.
 * (Owned by the category/deals feature; texts in the 'category' namespace.)
 */
import { AppLink } from '@/components/AppLink';
import { useTranslation } from 'react-i18next';
import { Notice } from '@/components/Notice';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { PageContainer } from '@/components/PageContainer';
import Typography from '@mui/material/Typography';
import { useListToursQuery, type ListToursArgs, type TourListItem } from '@/api';
import { useLang } from '@/lib/hooks';
import { Loading } from '@/components/Loading';
import { PageTitle } from '@/components/PageTitle';
import type { Lang } from '@/domain/shared/language';
import { LISTING_ERROR_MESSAGE_KEY, listingOutcome } from '@/domain/search/listingErrors';
import { paths } from '@/domain/shared/paths';
import { tripPriceDisplay } from '@/domain/tour/tripPrice';
import { useMoney } from '@/components/currency/useMoney';
import { Price } from '@/components/Price';
import { TripCard, TripCardBadge, TripCardFact } from '@/components/TripCard';
import { contentImageUrl } from '@/lib/contentImage';
import { CardGrid } from '@/components/CardGrid';
import { lastMinuteArgs, onSaleArgs } from '../listCalls';

function DealCard({ tour, lang, badge }: { tour: TourListItem; lang: Lang; badge: string }) {
  const { t } = useTranslation('category');
  const money = useMoney();
  return (
    <TripCard
      href={paths.search(lang, { keyword: tour.title })}
      title={tour.title}
      image={{ src: contentImageUrl(tour.images?.[0]), alt: '' }}
      badges={<TripCardBadge tone="error">{badge}</TripCardBadge>}
      price={<Price display={tripPriceDisplay(tour.price, tour.originalPrice, money)} tone="error" />}
    >
      {tour.location ? <TripCardFact>{tour.location}</TripCardFact> : null}
      <TripCardFact>{t('travelDealsPage.days', { count: tour.duration })}</TripCardFact>
    </TripCard>
  );
}

function DealList({
  id,
  title,
  badge,
  args,
}: {
  id: string;
  title: string;
  badge: string;
  args: ListToursArgs;
}) {
  const { t } = useTranslation('category');
  const { data, error, isLoading, isFetching } = useListToursQuery(args);
  const outcome = listingOutcome(data, error);
  const tours = outcome === null ? (data?.data ?? []) : [];
  return (
    <Box component="section" aria-labelledby={`${id}-heading`} sx={{ py: 4 }}>
      <Typography
        id={`${id}-heading`}
        variant="h2"
        sx={{ fontSize: { xs: '1.5rem', md: '2rem' }, fontWeight: 700, mb: 3 }}
      >
        {title}
      </Typography>
      {isLoading || (isFetching && !data) ? (
        <Loading label={t('travelDealsPage.loading')} minHeight={160} />
      ) : outcome !== null ? (
        <Notice severity="error">{t(`travelDealsPage.${LISTING_ERROR_MESSAGE_KEY[outcome]}`)}</Notice>
      ) : tours.length === 0 ? (
        <Typography color="textSecondary">{t('travelDealsPage.empty')}</Typography>
      ) : (
        <CardGrid>
          {tours.map((tour) => (
            <li key={tour.id}>
              <DealCard tour={tour} lang={args.lang} badge={badge} />
            </li>
          ))}
        </CardGrid>
      )}
    </Box>
  );
}

export default function TravelDealsPage() {
  const { t } = useTranslation('category');
  const lang = useLang();
  return (
    <>
      <PageTitle title={t('travelDealsPage.title')} description={t('travelDealsPage.intro')} />
      <Box component="header" sx={{ bgcolor: 'error.main', color: 'common.white', py: { xs: 5, md: 8 } }}>
        <PageContainer maxWidth="lg">
          <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '3rem' }, fontWeight: 800 }}>
            {t('travelDealsPage.title')}
          </Typography>
          <Typography sx={{ mt: 1, fontSize: '1.125rem', maxWidth: 720 }}>
            {t('travelDealsPage.intro')}
          </Typography>
        </PageContainer>
      </Box>
      <PageContainer maxWidth="lg">
        <DealList
          id="last-minute"
          title={t('travelDealsPage.lastMinute')}
          badge={t('travelDealsPage.lastMinute')}
          args={lastMinuteArgs(lang)}
        />
        <DealList
          id="on-sale"
          title={t('travelDealsPage.onSale')}
          badge={t('travelDealsPage.onSale')}
          args={onSaleArgs(lang)}
        />
        <Box component="section" aria-labelledby="deals-cta-heading" sx={{ textAlign: 'center', py: 6 }}>
          <Typography id="deals-cta-heading" variant="h2" sx={{ fontSize: '1.5rem', fontWeight: 700, mb: 2 }}>
            {t('travelDealsPage.ctaTitle')}
          </Typography>
          <Button component={AppLink} to={paths.search(lang)} variant="contained" size="large">
            {t('travelDealsPage.ctaButton')}
          </Button>
        </Box>
      </PageContainer>
    </>
  );
}
