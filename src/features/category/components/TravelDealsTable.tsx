/**
 * Travel-deals table (spec part 2): departing, trip (location and dates), route image, days, From USD (original
 * struck through, discounted price), View Trip. 6 rows first; "View More Trips" shows all. "Loading travel
 * deals..." while loading; an empty list shows nothing; errors per the catalogue.
 * Below 1 024 px, where the table's seven columns do not fit, each deal is a card with the same facts (both are in
 * the page; the width decides which shows), so nothing is ever off screen.
 */
import { useEffect, useState } from 'react';
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
import {
  DEALS_FIRST_ROWS,
  dealPriceDisplay,
  formatDealDate,
  visibleDeals,
} from '@/domain/category/dealPrice';
import type { Lang } from '@/domain/shared/language';
import { useTravelDeals } from '../sectionData';
import { Section, SECTION_IDS } from './shared';
import visuallyHidden from '@mui/utils/visuallyHidden';
import { DealCard, DealPrice, RouteImage, ViewTrip } from './DealCard';

export function TravelDealsTable({ lang, slug }: { lang: Lang; slug: string }) {
  const { t } = useTranslation('category');
  const { isLoading, failure, deals, data } = useTravelDeals(lang, slug);
  const [expanded, setExpanded] = useState(false);
  // The status is for the log; the visitor reads the catalogue's sentence.
  const failureLog = failure ? (failure.kind === 'http' ? `HTTP ${failure.code}` : failure.kind) : null;
  useEffect(() => {
    if (failureLog) console.error('Travel deals could not be loaded:', failureLog);
  }, [failureLog]);
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
        <Notice severity="error">{t('deals.fetchFailed')}</Notice>
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
                <span style={visuallyHidden}>{t('deals.viewTrip')}</span>
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
                    <Typography variant="body2" color="textSecondary">
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
                      <Typography variant="body2" color="textSecondary">
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
