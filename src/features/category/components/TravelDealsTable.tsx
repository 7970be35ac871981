/**
 * Travel-deals table (spec part 2): departing, trip (location and dates), route image, days, From USD (original
 * struck through, discounted price), View Trip. 6 rows first; "View More Trips" shows all. "Loading travel
 * deals..." while loading; an empty list shows nothing; errors per the catalogue.
 */
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { contentLink } from '@/domain/categoryPaths';
import { DEALS_FIRST_ROWS, dealPriceDisplay, formatDealDate, visibleDeals } from '@/domain/dealPrice';
import type { Lang } from '@/domain/language';
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
        <Alert severity="error">
          {failure.kind === 'http' ? t('deals.httpError', { code: failure.code }) : t('deals.fetchFailed')}
        </Alert>
      </Section>
    );
  }
  if (deals.length === 0) return null;

  const rows = visibleDeals(deals, expanded);
  return (
    <Section id={SECTION_IDS.travelDeals} title={title}>
      <TableContainer
        sx={{ position: 'relative', overflowX: 'auto', border: 1, borderColor: 'divider', borderRadius: 2 }}
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
                  <TableCell>{deal.departing}</TableCell>
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
                      <Box
                        component="img"
                        src={imageUrl(deal.route)}
                        alt={t('deals.routeAlt', { location: deal.location })}
                        width={96}
                        height={64}
                        loading="lazy"
                        sx={{ display: 'block', width: 96, height: 64, objectFit: 'cover', borderRadius: 1 }}
                      />
                    ) : (
                      <Typography variant="body2" color="text.secondary">
                        {t('deals.noRoute')}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell align="right">{deal.days}</TableCell>
                  <TableCell align="right">
                    {price.original ? (
                      <Typography variant="body2" color="text.secondary" component="div">
                        <Box component="span" sx={visuallyHidden}>
                          {t('deals.originalPrice')}:{' '}
                        </Box>
                        <s>{price.original}</s>
                      </Typography>
                    ) : null}
                    {price.discounted ? (
                      <Typography sx={{ fontWeight: 700 }} color="error" component="div">
                        <Box component="span" sx={visuallyHidden}>
                          {t('deals.discountedPrice')}:{' '}
                        </Box>
                        {price.discounted}
                      </Typography>
                    ) : null}
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
