/** A travel deal's parts (./TravelDealsTable.tsx): the card shown below 1 024 px, its price, route image and link. */
import { AppLink } from '@/components/AppLink';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Price } from '@/components/Price';
import { contentLink } from '@/domain/category/categoryPaths';
import { dealPriceDisplay, formatDealDate } from '@/domain/category/dealPrice';
import type { Lang } from '@/domain/shared/language';
import type { useTravelDeals } from '../sectionData';
import { contentImageUrl } from '@/lib/contentImage';

export function ViewTrip({ path, label }: { path: string; label: string }) {
  const link = contentLink(path);
  if (!link) return null;
  return link.kind === 'internal' ? (
    <Button component={AppLink} to={link.to} variant="contained" size="small">
      {label}
    </Button>
  ) : (
    <Button href={link.href} target="_blank" rel="noopener noreferrer" variant="contained" size="small">
      {label}
    </Button>
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
    <Box
      component="img"
      src={contentImageUrl(deal.route ?? '')}
      alt={t('deals.routeAlt', { location: deal.location })}
      width={96}
      height={64}
      loading="lazy"
      sx={{ display: 'block', width: 96, height: 64, objectFit: 'cover', borderRadius: 1, flexShrink: 0 }}
    />
  );
}

export function DealCard({ deal, lang }: { deal: Deal; lang: Lang }) {
  const { t } = useTranslation('category');
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
        p: 2,
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        minWidth: 0,
      }}
    >
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
        {deal.route ? <RouteImage deal={deal} /> : null}
        <Box sx={{ minWidth: 0 }}>
          <Typography component="h3" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            {deal.location}
          </Typography>
          <Typography variant="body2" color="textSecondary">
            {t('deals.dates', {
              start: formatDealDate(deal.dates.start, lang),
              end: formatDealDate(deal.dates.end, lang),
            })}
          </Typography>
        </Box>
      </Box>
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1.5, rowGap: 0.5 }}
      >
        <Typography component="dt" variant="body2" color="textSecondary">
          {t('deals.departing')}
        </Typography>
        <Typography component="dd" variant="body2" sx={{ m: 0 }}>
          {formatDealDate(deal.departing, lang)}
        </Typography>
        <Typography component="dt" variant="body2" color="textSecondary">
          {t('deals.days')}
        </Typography>
        <Typography component="dd" variant="body2" sx={{ m: 0 }}>
          {deal.days}
        </Typography>
        <Typography component="dt" variant="body2" color="textSecondary">
          {t('deals.fromUsd')}
        </Typography>
        <Box component="dd" sx={{ m: 0 }}>
          <DealPrice price={dealPriceDisplay(deal.priceUSD)} />
        </Box>
      </Box>
      <Box sx={{ mt: 'auto' }}>
        <ViewTrip path={deal.viewTripPath} label={t('deals.viewTrip')} />
      </Box>
    </Box>
  );
}
