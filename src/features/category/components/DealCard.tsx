/**
 * A travel deal's parts (./TravelDealsTable.tsx): the card shown below 1 024 px, its price, route image and link.
 * Plain elements, drawn by the deals' one styled element (`DealsView` in ./TravelDealsTable.tsx).
 */
import { AppLink } from '@/components/AppLink';
import { useTranslation } from 'react-i18next';
import { plainButtonClass } from '@/components/PlainButton';
import { Price } from '@/components/Price';
import { contentLink } from '@/domain/category/categoryPaths';
import { dealPriceDisplay, formatDealDate } from '@/domain/category/dealPrice';
import type { Lang } from '@/domain/shared/language';
import type { useTravelDeals } from '../sectionData';
import { contentImageUrl } from '@/lib/contentImage';

const VIEW_TRIP = plainButtonClass({ variant: 'contained', size: 'small' });

export function ViewTrip({ path, label }: { path: string; label: string }) {
  const link = contentLink(path);
  if (!link) return null;
  return link.kind === 'internal' ? (
    <AppLink to={link.to} className={VIEW_TRIP}>
      {label}
    </AppLink>
  ) : (
    <a href={link.href} target="_blank" rel="noopener noreferrer" className={VIEW_TRIP}>
      {label}
    </a>
  );
}

export type Deal = ReturnType<typeof useTravelDeals>['deals'][number];

/** From USD: the one Price of every list (the original struck through and named for screen readers). */
export function DealPrice({ price }: { price: ReturnType<typeof dealPriceDisplay> }) {
  if (!price.discounted) return null;
  return (
    <Price
      display={{
        kind: 'amount',
        price: price.discounted,
        ...(price.original ? { originalPrice: price.original } : {}),
      }}
      tone="error"
    />
  );
}

/** One deal as a card (below 1 024 px): the table's facts, each named. */
/** The deal's route map (96 × 64), the same in the cards and the table. */
export function RouteImage({ deal }: { deal: Deal }) {
  const { t } = useTranslation('category');
  return (
    <img
      data-route=""
      src={contentImageUrl(deal.route ?? '')}
      alt={t('deals.routeAlt', { location: deal.location })}
      width={96}
      height={64}
      loading="lazy"
    />
  );
}

export function DealCard({ deal, lang }: { deal: Deal; lang: Lang }) {
  const { t } = useTranslation('category');
  return (
    <li>
      <div data-deal-head="">
        {deal.route ? <RouteImage deal={deal} /> : null}
        <div>
          <h3>{deal.location}</h3>
          <p>
            {t('deals.dates', {
              start: formatDealDate(deal.dates.start, lang),
              end: formatDealDate(deal.dates.end, lang),
            })}
          </p>
        </div>
      </div>
      <dl>
        <dt>{t('deals.departing')}</dt>
        <dd data-text="">{formatDealDate(deal.departing, lang)}</dd>
        <dt>{t('deals.days')}</dt>
        <dd data-text="">{deal.days}</dd>
        <dt>{t('deals.fromUsd')}</dt>
        <dd>
          <DealPrice price={dealPriceDisplay(deal.priceUSD)} />
        </dd>
      </dl>
      <div data-deal-action="">
        <ViewTrip path={deal.viewTripPath} label={t('deals.viewTrip')} />
      </div>
    </li>
  );
}
