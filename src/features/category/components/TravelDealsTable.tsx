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
import Typography from '@mui/material/Typography';
import { styled, type CSSObject, type Theme } from '@mui/material/styles';
import { plainButtonClass } from '@/components/PlainButton';
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

const SECONDARY_SMALL = (theme: Theme): CSSObject => ({
  ...theme.typography.body2,
  margin: 0,
  color: theme.palette.text.secondary,
});

/**
 * The deals' cards (below 1 024 px) and table (from 1 024 px): one styled element, plain parts, drawn as MUI's Box,
 * Typography, Table, TableHead, TableRow and TableCell were (the table alone was some 80 MUI elements).
 */
const DealsView = styled('div', { label: 'DealsView' })(({ theme }) => {
  const cell: CSSObject = {
    ...theme.typography.body2,
    display: 'table-cell',
    verticalAlign: 'inherit',
    borderBottom: '1px solid rgb(224, 224, 224)',
    textAlign: 'left',
    padding: 16,
    color: theme.palette.text.primary,
  };
  return {
    // The cards.
    // Which of the two shows is decided inside media queries only (as MUI's responsive values were), so an engine
    // that reads no media query (jsdom) keeps both.
    '& > ul': {
      gap: theme.spacing(2),
      listStyle: 'none',
      margin: 0,
      padding: 0,
      [theme.breakpoints.up('xs')]: { display: 'grid', gridTemplateColumns: '1fr' },
      [theme.breakpoints.up('sm')]: { gridTemplateColumns: '1fr 1fr' },
      [theme.breakpoints.up('lg')]: { display: 'none' },
    },
    '& > ul > li': {
      display: 'flex',
      flexDirection: 'column',
      gap: theme.spacing(1),
      padding: theme.spacing(2),
      border: `1px solid ${theme.palette.divider}`,
      borderRadius: Number(theme.shape.borderRadius) * 2,
      minWidth: 0,
    },
    '& [data-deal-head]': { display: 'flex', gap: theme.spacing(1.5), alignItems: 'flex-start' },
    '& [data-deal-head] > div': { minWidth: 0 },
    '& [data-deal-head] h3': {
      ...theme.typography.body1,
      margin: 0,
      fontWeight: 700,
      overflowWrap: 'anywhere',
    },
    '& [data-deal-head] p': SECONDARY_SMALL(theme),
    '& > ul dl': {
      margin: 0,
      display: 'grid',
      gridTemplateColumns: 'auto 1fr',
      columnGap: theme.spacing(1.5),
      rowGap: theme.spacing(0.5),
    },
    '& > ul dt': SECONDARY_SMALL(theme),
    '& > ul dd': { margin: 0 },
    '& > ul dd[data-text]': theme.typography.body2,
    '& [data-deal-action]': { marginTop: 'auto' },
    '& [data-route]': {
      display: 'block',
      width: 96,
      height: 64,
      objectFit: 'cover',
      borderRadius: theme.shape.borderRadius,
      flexShrink: 0,
    },
    // The table (TableContainer, Table, TableCell: head cells medium weight, numbers to the right).
    '& > [data-deal-table]': {
      width: '100%',
      overflowX: 'auto',
      border: `1px solid ${theme.palette.divider}`,
      borderRadius: Number(theme.shape.borderRadius) * 2,
      [theme.breakpoints.up('xs')]: { display: 'none' },
      [theme.breakpoints.up('lg')]: { display: 'block' },
    },
    '& table': {
      display: 'table',
      width: '100%',
      minWidth: 760,
      borderCollapse: 'collapse',
      borderSpacing: 0,
    },
    '& table tr': { color: 'inherit', verticalAlign: 'middle', outline: 0 },
    '& table th': { ...cell, lineHeight: '1.5rem', fontWeight: 500 },
    '& table td': cell,
    '& table [data-number]': { textAlign: 'right' },
    '& table td > p': { ...theme.typography.body1, margin: 0, fontWeight: 600 },
    '& table td > p + p, & table td > p[data-note]': SECONDARY_SMALL(theme),
    '& table [data-price]': { display: 'flex', justifyContent: 'flex-end' },
    '& > [data-more]': { textAlign: 'center', marginTop: theme.spacing(3) },
  };
});

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
      <DealsView>
        <ul aria-label={title}>
          {rows.map((deal, index) => (
            <DealCard key={`${deal.viewTripPath}-${deal.dates.start}-${index}`} deal={deal} lang={lang} />
          ))}
        </ul>
        <div data-deal-table="">
          <table aria-label={title}>
            <thead>
              <tr>
                <th scope="col">{t('deals.departing')}</th>
                <th scope="col">{t('deals.trip')}</th>
                <th scope="col">{t('deals.route')}</th>
                <th scope="col" data-number="">
                  {t('deals.days')}
                </th>
                <th scope="col" data-number="">
                  {t('deals.fromUsd')}
                </th>
                <th scope="col">
                  <span style={visuallyHidden}>{t('deals.viewTrip')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((deal, index) => (
                <tr key={`${deal.viewTripPath}-${deal.dates.start}-${index}`}>
                  <td>{formatDealDate(deal.departing, lang)}</td>
                  <td>
                    <p>{deal.location}</p>
                    <p>
                      {t('deals.dates', {
                        start: formatDealDate(deal.dates.start, lang),
                        end: formatDealDate(deal.dates.end, lang),
                      })}
                    </p>
                  </td>
                  <td>
                    {deal.route ? <RouteImage deal={deal} /> : <p data-note="">{t('deals.noRoute')}</p>}
                  </td>
                  <td data-number="">{deal.days}</td>
                  <td data-number="">
                    <div data-price="">
                      <DealPrice price={dealPriceDisplay(deal.priceUSD)} />
                    </div>
                  </td>
                  <td>
                    <ViewTrip path={deal.viewTripPath} label={t('deals.viewTrip')} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {!expanded && deals.length > DEALS_FIRST_ROWS ? (
          <div data-more="">
            <button
              type="button"
              className={plainButtonClass({ variant: 'outlined' })}
              onClick={() => setExpanded(true)}
            >
              {t('deals.viewMore')}
            </button>
          </div>
        ) : null}
      </DealsView>
    </Section>
  );
}
