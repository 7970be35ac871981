/**
 * A search result (spec part 1 §3 trip card): the shared TripCard with the listing's picture, badges (on sale,
 * last minute), location, duration, rating, comfort level, price (VNĐ, USD converted), the wishlist button and the
 * caller's actions (add to compare).
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import visuallyHidden from '@mui/utils/visuallyHidden';
import type { TourListItem } from '@/api';
import { PLACE_OUTLINED, SCHEDULE, STAR } from '@/components/tripCardIcons';
import { Price } from '@/components/Price';
import { TripCard, TripCardBadge, TripCardFact, TripCardFacts } from '@/components/TripCard';
import { useMoney } from '@/components/currency/useMoney';
import { WishlistButton } from '@/components/wishlist/WishlistButton';
import type { Lang } from '@/domain/shared/language';
import { paths } from '@/domain/shared/paths';
import { formatRating } from '@/domain/tour/rating';
import { tripPriceDisplay } from '@/domain/tour/tripPrice';
import { contentImageUrl } from '@/lib/contentImage';

export interface SearchTripCardProps {
  tour: TourListItem;
  lang: Lang;
  actions?: ReactNode;
  imageLoading?: 'lazy' | 'eager';
  titleComponent?: 'h2' | 'h3' | 'h4';
}

export function SearchTripCard({ tour, lang, actions, imageLoading, titleComponent }: SearchTripCardProps) {
  const { t } = useTranslation('search');
  const money = useMoney();
  const rating = formatRating(tour.rating);
  const badges =
    tour.onSale || tour.lastMinute ? (
      <>
        {tour.onSale ? <TripCardBadge tone="error">{t('card.onSale')}</TripCardBadge> : null}
        {tour.lastMinute ? <TripCardBadge tone="warning">{t('card.lastMinute')}</TripCardBadge> : null}
      </>
    ) : null;
  return (
    <TripCard
      href={paths.tour(lang, tour.slug)}
      title={tour.title}
      titleComponent={titleComponent}
      image={{
        src: contentImageUrl(tour.images?.[0]),
        alt: tour.title,
        loading: imageLoading,
      }}
      badges={badges}
      corner={<WishlistButton tour={tour} />}
      price={<Price display={tripPriceDisplay(tour.price, tour.originalPrice, money)} />}
      actions={actions}
    >
      {tour.location ? <TripCardFact icon={PLACE_OUTLINED}>{tour.location}</TripCardFact> : null}
      <TripCardFacts>
        <TripCardFact icon={SCHEDULE}>{t('card.days', { count: tour.duration })}</TripCardFact>
        <TripCardFact icon={STAR} iconTone="warning">
          <span aria-hidden="true">{rating}</span>
          <span style={visuallyHidden}>{t('card.rating', { value: rating })}</span>
        </TripCardFact>
      </TripCardFacts>
      {tour.comfortLevel ? (
        <TripCardFact>{t('card.comfort', { level: tour.comfortLevel })}</TripCardFact>
      ) : null}
    </TripCard>
  );
}
