/**
 * A home trip card (332 px wide, spec part 1 §3): the shared TripCard with picture, title, subtitle, days and price.
 * The price follows the one rule of every trip card (domain/tour/tripPrice.ts): 0 or none is 'Contact for price', under
 * 10 000 it is US$ × the rate (spec §9), the original price struck through when higher.
 */
import { useTranslation } from 'react-i18next';
import type { HomeTrip } from '@/api';
import { SCHEDULE_OUTLINED } from '@/components/tripCardIcons';
import { Price } from '@/components/Price';
import { TripCard, TripCardFact } from '@/components/TripCard';
import { useMoney } from '@/components/currency/useMoney';
import { tripPriceDisplay } from '@/domain/tour/tripPrice';
import type { Lang } from '@/domain/shared/language';
import { paths } from '@/domain/shared/paths';
import { contentImageUrl } from '@/lib/contentImage';

export const HOME_TRIP_CARD_WIDTH = 332;

export function HomeTripCard({ trip, lang }: { trip: HomeTrip; lang: Lang }) {
  const { t } = useTranslation('home');
  const money = useMoney();
  return (
    <TripCard
      href={paths.tour(lang, trip.slug)}
      title={trip.title}
      width={HOME_TRIP_CARD_WIDTH}
      image={{ src: contentImageUrl(trip.image), alt: '', width: HOME_TRIP_CARD_WIDTH, height: 221 }}
      price={<Price display={tripPriceDisplay(trip.price, trip.originalPrice, money)} tone="secondary" />}
    >
      {trip.subtitle ? <TripCardFact>{trip.subtitle}</TripCardFact> : null}
      {trip.duration != null ? (
        <TripCardFact icon={SCHEDULE_OUTLINED}>{t('tours.duration', { count: trip.duration })}</TripCardFact>
      ) : null}
    </TripCard>
  );
}

export default HomeTripCard;
