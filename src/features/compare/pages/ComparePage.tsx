/**
 * /:lang/compare — up to 4 saved trips side by side (spec part 2, "Compare page").
 * The list (id, slug, title, image) is the persisted 'compare-trips' slice; each trip's detail is loaded with
 * getTour to fill the rows. A table with one row per attribute (row headers) keeps the rows lined up; on a
 * phone it scrolls sideways.
 * Price: the spec writes "From $price"; the site shows every tour price in VNĐ (spec §9), so the cell reads
 * "From {lowest current price over the departures, VNĐ}" (USD under 10 000 converted), or "Contact for price".
 */
import type { ReactNode } from 'react';
import { AppLink } from '@/components/AppLink';
import { useTranslation } from 'react-i18next';
import { Notice } from '@/components/Notice';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { PageContainer } from '@/components/PageContainer';
import { ScrollEdges, useOverflowEdges } from '@/components/ScrollEdges';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useAppDispatch, useAppSelector, useLang } from '@/lib/hooks';
import { PageTitle } from '@/components/PageTitle';
import { comparedTrips } from '@/domain/tour/compareList';
import { type CompareTrip } from '@/domain/tour/compareTrip';
import { paths } from '@/domain/shared/paths';
import { useMoney } from '@/components/currency/useMoney';
import { compareCleared, compareTripRemoved, selectCompareItems } from '@/lib/state/compareSlice';
import visuallyHidden from '@mui/utils/visuallyHidden';
import { useCompareColumns, type Loaded } from '../hooks/useCompareColumns';
import { compareRows } from '../components/compareRows';
import { CompareColumnHead } from '../components/CompareColumnHead';

export default function ComparePage() {
  const money = useMoney();
  const { t } = useTranslation('compare');
  const lang = useLang();
  const dispatch = useAppDispatch();
  const entries = comparedTrips(useAppSelector(selectCompareItems));
  const columns = useCompareColumns(lang, entries);
  const { ref: scrollerRef, edges, scroll } = useOverflowEdges<HTMLDivElement>(columns.length);

  if (columns.length === 0) {
    return (
      <PageContainer sx={{ py: 8, textAlign: 'center' }}>
        <PageTitle title={t('title')} description={t('metaDescription')} />
        <Typography variant="h1" sx={{ fontSize: '2rem', mb: 3 }}>
          {t('empty')}
        </Typography>
        <Button component={AppLink} to={paths.search(lang)} variant="contained">
          {t('backToSearch')}
        </Button>
      </PageContainer>
    );
  }

  const none = t('none');
  const rows = compareRows(
    t,
    money.format,
    columns.some((c) => c.trip?.physicalRating != null),
  );

  const cell = (column: Loaded, render: (trip: CompareTrip) => ReactNode) => {
    if (column.trip) return render(column.trip);
    if (column.loading) return <CircularProgress size={16} aria-label={t('loading')} />;
    return none;
  };

  const colWidth = {
    minWidth: { xs: 200, sm: 220 },
    width: `${Math.floor(80 / columns.length)}%`,
    verticalAlign: 'top',
  } as const;
  // The attribute column stays in place while the trips scroll under it; narrower on a phone, so a trip shows whole.
  const labelWidth = { xs: 112, sm: 180 };

  return (
    <PageContainer maxWidth="xl" sx={{ py: 4 }}>
      <PageTitle title={t('title')} description={t('metaDescription')} />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between', mb: 2 }}
      >
        <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
          {t('title')}
        </Typography>
        <Button variant="outlined" color="error" onClick={() => dispatch(compareCleared())}>
          {t('clearAll')}
        </Button>
      </Stack>
      <Notice severity="info" sx={{ mb: 3 }}>
        {t('note')}
      </Notice>
      <Box sx={{ position: 'relative' }}>
        <TableContainer
          ref={scrollerRef}
          sx={{ overflowX: 'auto', border: 1, borderColor: 'divider', borderRadius: 2 }}
        >
          <Table
            aria-label={t('tableLabel')}
            sx={{
              minWidth: { xs: 112 + columns.length * 200, sm: 200 + columns.length * 220 },
              tableLayout: 'fixed',
            }}
          >
            <TableHead>
              <TableRow>
                <TableCell
                  component="td"
                  sx={{
                    width: labelWidth,
                    position: 'sticky',
                    left: 0,
                    bgcolor: 'background.paper',
                    zIndex: 1,
                  }}
                >
                  <span style={visuallyHidden}>{t('attribute')}</span>
                </TableCell>
                {columns.map((column) => (
                  <CompareColumnHead
                    key={column.entry.id}
                    lang={lang}
                    column={column}
                    width={colWidth}
                    onRemove={() => dispatch(compareTripRemoved(column.entry.id))}
                  />
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.key} data-row={row.key}>
                  <TableCell
                    component="th"
                    scope="row"
                    sx={{
                      fontWeight: 700,
                      width: labelWidth,
                      overflowWrap: 'anywhere',
                      position: 'sticky',
                      left: 0,
                      bgcolor: 'background.paper',
                      zIndex: 1,
                      verticalAlign: 'top',
                    }}
                  >
                    {row.label}
                  </TableCell>
                  {columns.map((column) => (
                    <TableCell key={column.entry.id} sx={{ verticalAlign: 'top' }}>
                      {cell(column, row.render)}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
        <ScrollEdges
          edges={edges}
          onScroll={scroll}
          previousLabel={t('scrollPrevious')}
          nextLabel={t('scrollNext')}
          align="top"
        />
      </Box>
    </PageContainer>
  );
}
