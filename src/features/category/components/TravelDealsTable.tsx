/**
 * Travel-deals table (spec part 2): departing, trip (location and dates), route image, days, From USD (original
 * struck through, discounted price), View Trip. 6 rows first; "View More Trips" shows all. "Loading travel
 * deals..." while loading; an empty list shows nothing; errors per the catalogue.
 * Below 1 024 px, where the table's seven columns do not fit, each deal is a card with the same facts (both are in
 * the page; the width decides which shows), so nothing is ever off screen.
 */
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Notice } from '@/components/Notice';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Price } from '@/components/Price';
import { contentLink } from '@/domain/category/categoryPaths';
import {
  DEALS_FIRST_ROWS,
  dealPriceDisplay,
  formatDealDate,
  visibleDeals,
} from '@/domain/category/dealPrice';
import type { Lang } from '@/domain/shared/language';
import { useTravelDeals } from '../sectionData';
import { imageUrl, Section, SECTION_IDS } from './shared';
import visuallyHidden from '@mui/utils/visuallyHidden';

function ViewTrip({ path, label }: { path: string; label: string }) {
  const link = contentLink(path);
  if (!link) return null;
  return link.kind === 'internal' ? (
    <Button component={RouterLink} to={link.to} variant="contained" size="small">
      {label}
    </Button>
  ) : (
    <Button href={link.href} target="_blank" rel="noopener noreferrer" variant="contained" size="small">
      {label}
    </Button>
  );
}

type Deal = ReturnType<typeof useTravelDeals>['deals'][number];

/** From USD: the one Price of every list (the original struck through and named for screen readers). */
function DealPrice({ price }: { price: ReturnType<typeof dealPriceDisplay> }) {
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
function RouteImage({ deal }: { deal: Deal }) {
  const { t } = useTranslation('category');
  return (
    <Box
      component="img"
      src={imageUrl(deal.route ?? '')}
      alt={t('deals.routeAlt', { location: deal.location })}
      width={96}
      height={64}
      loading="lazy"
      sx={{ display: 'block', width: 96, height: 64, objectFit: 'cover', borderRadius: 1, flexShrink: 0 }}
    />
  );
}

function DealCard({ deal, lang }: { deal: Deal; lang: Lang }) {
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
          <Typography variant="body2" color="text.secondary">
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
        <Typography component="dt" variant="body2" color="text.secondary">
          {t('deals.departing')}
        </Typography>
        <Typography component="dd" variant="body2" sx={{ m: 0 }}>
          {formatDealDate(deal.departing, lang)}
        </Typography>
        <Typography component="dt" variant="body2" color="text.secondary">
          {t('deals.days')}
        </Typography>
        <Typography component="dd" variant="body2" sx={{ m: 0 }}>
          {deal.days}
        </Typography>
        <Typography component="dt" variant="body2" color="text.secondary">
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

export function TravelDealsTable({ lang, slug }: { lang: Lang; slug: string }) {
  const { t } = useTranslation('category');
  const { isLoading, failure, deals, data } = useTravelDeals(lang, slug);
  const [expanded, setExpanded] = useState(false);
  const title = data?.traveldeals.title?.trim() || t('deals.title');

  if (isLoading) {
    return (
      <Section id={SECTION_IDS.travelDeals} title={t('deals.title')}>
        <Typography role="status">{t('deals.loading')}</Typography>
      </Section>
    );
  }
  if (failure) {
    return (
      <Section id={SECTION_IDS.travelDeals} title={t('deals.title')}>
        <Notice severity="error">
          {failure.kind === 'http' ? t('deals.httpError', { code: failure.code }) : t('deals.fetchFailed')}
        </Notice>
      </Section>
    );
  }
  if (deals.length === 0) return null;

  const rows = visibleDeals(deals, expanded);
  return (
    <Section id={SECTION_IDS.travelDeals} title={title}>
      <Box
        component="ul"
        aria-label={title}
        sx={{
          display: { xs: 'grid', lg: 'none' },
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          gap: 2,
          listStyle: 'none',
          m: 0,
          p: 0,
        }}
      >
        {rows.map((deal, index) => (
          <DealCard key={`${deal.viewTripPath}-${deal.dates.start}-${index}`} deal={deal} lang={lang} />
        ))}
      </Box>
      <TableContainer
        sx={{
          display: { xs: 'none', lg: 'block' },
          overflowX: 'auto',
          border: 1,
          borderColor: 'divider',
          borderRadius: 2,
        }}
      >
        <Table aria-label={title} sx={{ minWidth: 760 }}>
          <TableHead>
            <TableRow>
              <TableCell>{t('deals.departing')}</TableCell>
              <TableCell>{t('deals.trip')}</TableCell>
              <TableCell>{t('deals.route')}</TableCell>
              <TableCell align="right">{t('deals.days')}</TableCell>
              <TableCell align="right">{t('deals.fromUsd')}</TableCell>
              <TableCell>
                <Box component="span" sx={visuallyHidden}>
                  {t('deals.viewTrip')}
                </Box>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((deal, index) => {
              const price = dealPriceDisplay(deal.priceUSD);
              return (
                <TableRow key={`${deal.viewTripPath}-${deal.dates.start}-${index}`}>
                  <TableCell>{formatDealDate(deal.departing, lang)}</TableCell>
                  <TableCell>
                    <Typography sx={{ fontWeight: 600 }}>{deal.location}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      {t('deals.dates', {
                        start: formatDealDate(deal.dates.start, lang),
                        end: formatDealDate(deal.dates.end, lang),
                      })}
                    </Typography>
                  </TableCell>
                  <TableCell>
                    {deal.route ? (
                      <RouteImage deal={deal} />
                    ) : (
                      <Typography variant="body2" color="text.secondary">
                        {t('deals.noRoute')}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell align="right">{deal.days}</TableCell>
                  <TableCell align="right">
                    <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
                      <DealPrice price={price} />
                    </Box>
                  </TableCell>
                  <TableCell>
                    <ViewTrip path={deal.viewTripPath} label={t('deals.viewTrip')} />
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      {!expanded && deals.length > DEALS_FIRST_ROWS ? (
        <Box sx={{ textAlign: 'center', mt: 3 }}>
          <Button variant="outlined" onClick={() => setExpanded(true)}>
            {t('deals.viewMore')}
          </Button>
        </Box>
      ) : null}
    </Section>
  );
}
