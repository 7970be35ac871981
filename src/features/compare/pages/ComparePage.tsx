/**
 * /:lang/compare — up to 4 saved trips side by side (spec part 2, "Compare page").
 * The list (id, slug, title, image) is the persisted 'compare-trips' slice; each trip's detail is loaded with
 * getTour to fill the rows. A table with one row per attribute (row headers) keeps the rows lined up; on a
 * phone it scrolls sideways.
 * Price: the spec writes "From $price"; the site shows every tour price in VNĐ (spec §9), so the cell reads
 * "From {lowest current price over the departures, VNĐ}" (USD under 10 000 converted), or "Contact for price".
 */
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { skipToken } from '@reduxjs/toolkit/query';
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
import { useGetTourQuery, type TourDetail } from '@/api';
import { appConfig } from '@/api/config';
import { useAppDispatch, useAppSelector, useLang } from '@/lib/hooks';
import { PageTitle } from '@/components/PageTitle';
import { comparedTrips, type CompareEntry } from '@/domain/tour/compareList';
import { toCompareTrip, type CompareTrip } from '@/domain/tour/compareTrip';
import { resolveImageUrl } from '@/domain/shared/imageUrl';
import type { Lang } from '@/domain/shared/language';
import { paths } from '@/domain/shared/paths';
import { useMoney } from '@/components/currency/useMoney';
import { compareCleared, compareTripRemoved, selectCompareItems } from '@/lib/state/compareSlice';
import visuallyHidden from '@mui/utils/visuallyHidden';

type Loaded = { entry: CompareEntry; trip: CompareTrip | null; loading: boolean; failed: boolean };

function useTourColumn(lang: Lang, entry: CompareEntry | undefined): Loaded | null {
  const { data, isLoading, isFetching, isError } = useGetTourQuery(
    entry ? { lang, slug: entry.slug } : skipToken,
  );
  if (!entry) return null;
  const tour: TourDetail | null | undefined = data;
  return {
    entry,
    // A usable tour is decided once, by the API layer's contract check: getTour gives a tour with an id and a
    // title, or null, or the invalid-data error.
    trip: tour ? toCompareTrip(tour) : null,
    loading: !tour && (isLoading || isFetching),
    failed: !tour && !isLoading && !isFetching && (isError || tour === null),
  };
}

function List({ items }: { items: ReactNode[] }) {
  return (
    <Box component="ul" sx={{ m: 0, pl: 2 }}>
      {items.map((item, i) => (
        <li key={i}>{item}</li>
      ))}
    </Box>
  );
}

interface RowDef {
  key: string;
  label: string;
  render: (trip: CompareTrip) => ReactNode;
}

export default function ComparePage() {
  const money = useMoney();
  const { t } = useTranslation('compare');
  const lang = useLang();
  const dispatch = useAppDispatch();
  const entries = comparedTrips(useAppSelector(selectCompareItems));
  const c0 = useTourColumn(lang, entries[0]);
  const c1 = useTourColumn(lang, entries[1]);
  const c2 = useTourColumn(lang, entries[2]);
  const c3 = useTourColumn(lang, entries[3]);
  const columns = [c0, c1, c2, c3].filter((c): c is Loaded => c !== null);
  const { ref: scrollerRef, edges, scroll } = useOverflowEdges<HTMLDivElement>(columns.length);

  if (columns.length === 0) {
    return (
      <PageContainer sx={{ py: 8, textAlign: 'center' }}>
        <PageTitle title={t('title')} description={t('metaDescription')} />
        <Typography variant="h1" sx={{ fontSize: '2rem', mb: 3 }}>
          {t('empty')}
        </Typography>
        <Button component={RouterLink} to={paths.search(lang)} variant="contained">
          {t('backToSearch')}
        </Button>
      </PageContainer>
    );
  }

  const none = t('none');
  const textList = (values: string[]) => (values.length ? <List items={values} /> : none);
  const rows: RowDef[] = [
    {
      key: 'days',
      label: t('rows.days'),
      render: (x) => (x.duration != null ? t('values.days', { count: x.duration }) : none),
    },
    { key: 'destinations', label: t('rows.destinations'), render: (x) => textList(x.destinations) },
    { key: 'style', label: t('rows.style'), render: (x) => x.comfortLevel ?? none },
    { key: 'theme', label: t('rows.theme'), render: (x) => x.theme ?? none },
    {
      key: 'groupSize',
      label: t('rows.groupSize'),
      render: ({ groupSize: g }) =>
        !g
          ? none
          : g.min != null && g.max != null
            ? t('values.groupSize', { min: g.min, max: g.max })
            : g.min != null
              ? t('values.groupMin', { min: g.min })
              : t('values.groupMax', { max: g.max }),
    },
    { key: 'meals', label: t('rows.meals'), render: (x) => t('values.meals', { count: x.meals }) },
    { key: 'transport', label: t('rows.transport'), render: (x) => textList(x.transport) },
    { key: 'accommodation', label: t('rows.accommodation'), render: (x) => textList(x.accommodation) },
    {
      key: 'ages',
      label: t('rows.ages'),
      render: (x) => (x.minAge != null ? t('values.ages', { age: x.minAge }) : none),
    },
  ];
  if (columns.some((c) => c.trip?.physicalRating != null)) {
    rows.push({
      key: 'physicalRating',
      label: t('rows.physicalRating'),
      render: (x) =>
        x.physicalRating != null ? t('values.physicalRating', { rating: x.physicalRating }) : none,
    });
  }
  rows.push(
    {
      key: 'itinerary',
      label: t('rows.itinerary'),
      render: (x) => textList(x.itinerary.map((d) => t('values.day', { day: d.day, title: d.title }))),
    },
    { key: 'included', label: t('rows.included'), render: (x) => textList(x.includedActivities) },
    {
      key: 'optional',
      label: t('rows.optional'),
      render: (x) =>
        x.optionalActivities.length ? (
          <List
            items={x.optionalActivities.map((o) =>
              o.price != null ? `${o.name} – ${money.format(o.price)}` : o.name,
            )}
          />
        ) : (
          none
        ),
    },
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
                  <Box component="span" sx={visuallyHidden}>
                    {t('attribute')}
                  </Box>
                </TableCell>
                {columns.map((column) => {
                  const { entry, trip } = column;
                  const title = trip?.title ?? entry.title;
                  return (
                    <TableCell key={entry.id} scope="col" sx={colWidth}>
                      <Stack spacing={1}>
                        <Box
                          component="img"
                          src={resolveImageUrl(entry.image, appConfig.contentStorageUrl)}
                          alt={title}
                          width={320}
                          height={200}
                          loading="lazy"
                          sx={{
                            width: '100%',
                            height: 'auto',
                            aspectRatio: '16 / 10',
                            objectFit: 'cover',
                            borderRadius: 1,
                          }}
                        />
                        <Typography
                          component="h2"
                          variant="subtitle1"
                          sx={{ fontWeight: 700, lineHeight: 1.3 }}
                        >
                          {title}
                        </Typography>
                        <Typography sx={{ fontWeight: 700 }} color="primary">
                          {trip
                            ? trip.priceVnd != null
                              ? t('from', { price: money.format(trip.priceVnd) })
                              : t('contactForPrice')
                            : column.failed
                              ? t('loadError')
                              : null}
                        </Typography>
                        <Stack direction="row" spacing={1}>
                          <Button
                            component={RouterLink}
                            to={paths.tour(lang, entry.slug)}
                            variant="contained"
                            size="small"
                          >
                            {t('viewTrip')}
                          </Button>
                          <Button
                            size="small"
                            color="error"
                            aria-label={t('removeTrip', { title })}
                            onClick={() => dispatch(compareTripRemoved(entry.id))}
                          >
                            {t('remove')}
                          </Button>
                        </Stack>
                      </Stack>
                    </TableCell>
                  );
                })}
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
