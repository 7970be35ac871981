/**
 * Dates and prices (#dates-prices): year tabs, 12 month tabs, filters, sorting, departure rows (one expanded
 * at a time, 10 shown per 'View more dates'), room choice with the cheapest available room preselected,
 * room details dialog, booking link and the fully-booked state.
 */
import { lazy, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import visuallyHidden from '@mui/utils/visuallyHidden';
import Button from '@mui/material/Button';
import { styled } from '@mui/material/styles';
import { CheckOption, checkOptionStyles } from '@/components/CheckOption';
import { PlainTabs } from '@/components/PlainTabs';
import { TextField } from '@/components/TextField';
import Typography from '@mui/material/Typography';
import type { RoomPrice, TourDate } from '@/api';
import {
  DEFAULT_DEPARTURE_FILTERS,
  defaultDepartureMonth,
  defaultDepartureYear,
  DEPARTURES_PAGE_SIZE,
  departureMonths,
  departureYears,
  departuresInMonth,
  filterDepartures,
  sortDepartures,
  type AvailabilityFilter,
  type DepartureFilters,
  type DepartureSort,
} from '@/domain/tour/departures';
import { sectionId } from '../sections';
import { useTourT } from '../tourLang';
import { SectionShell } from './SectionShell';
import { MountOnFirstOpen } from '@/components/MountOnFirstOpen';
import { DepartureRow } from './DepartureRow';
import { useDateFormats } from './departureParts';

/** The filters' row: the sale-only option (a plain CheckOption) and the two selects. */
const Filters = styled('div', { label: 'DepartureFilters' })(({ theme }) => ({
  marginTop: theme.spacing(2),
  display: 'flex',
  gap: theme.spacing(2),
  flexWrap: 'wrap',
  alignItems: 'center',
  marginBottom: theme.spacing(2),
  ...checkOptionStyles(theme),
}));

// The room details dialog (and MUI's Modal with it) loads when a visitor first opens it.
const RoomDetailsDialog = lazy(() => import('./RoomDetailsDialog'));

export function DatesPrices({ dates, slug }: { dates: readonly TourDate[]; slug: string }) {
  const { t } = useTourT();
  const fmt = useDateFormats();
  const now = useMemo(() => new Date(), []);
  const years = useMemo(() => departureYears(dates), [dates]);
  const [year, setYear] = useState<number | null>(() => defaultDepartureYear(dates));
  const [month, setMonth] = useState<number | null>(() => {
    const y = defaultDepartureYear(dates);
    return y == null ? null : defaultDepartureMonth(dates, y);
  });
  const [filters, setFilters] = useState<DepartureFilters>(DEFAULT_DEPARTURE_FILTERS);
  const [sort, setSort] = useState<DepartureSort>('date');
  const [visible, setVisible] = useState(DEPARTURES_PAGE_SIZE);
  const [expandedId, setExpandedId] = useState<TourDate['id'] | null>(null);
  const [rooms, setRooms] = useState<Record<string, number>>({});
  const [roomDetails, setRoomDetails] = useState<RoomPrice | null>(null);

  const months = useMemo(
    () => (year == null ? new Set<number>() : departureMonths(dates, year)),
    [dates, year],
  );
  const rows = useMemo(() => {
    if (year == null) return [];
    return sortDepartures(filterDepartures(departuresInMonth(dates, year, month), filters, now), sort, now);
  }, [dates, year, month, filters, sort, now]);

  const resetPaging = () => {
    setVisible(DEPARTURES_PAGE_SIZE);
    setExpandedId(null);
  };
  const chooseYear = (y: number) => {
    setYear(y);
    setMonth(defaultDepartureMonth(dates, y));
    resetPaging();
  };

  return (
    <SectionShell id={sectionId('dates')} title={t('dates.heading')}>
      {years.length === 0 || year == null ? (
        <Typography>{t('dates.empty')}</Typography>
      ) : (
        <>
          <PlainTabs
            label={t('dates.years')}
            value={year}
            onChange={chooseYear}
            tabs={years.map((y) => ({ value: y, label: String(y) }))}
            previousLabel={t('dates.earlierYears')}
            nextLabel={t('dates.laterYears')}
          />
          <PlainTabs
            label={t('dates.months')}
            value={month}
            onChange={(m) => {
              setMonth(m);
              resetPaging();
            }}
            tabs={Array.from({ length: 12 }, (_, m) => ({
              value: m,
              disabled: !months.has(m),
              label: (
                <span>
                  {fmt.month(m)}
                  <span style={visuallyHidden}>{` ${year}`}</span>
                </span>
              ),
            }))}
            previousLabel={t('dates.earlierMonths')}
            nextLabel={t('dates.laterMonths')}
            divider
            compact
          />
          <Filters>
            <CheckOption
              checked={filters.saleOnly}
              onChange={(saleOnly) => {
                setFilters((f) => ({ ...f, saleOnly }));
                resetPaging();
              }}
            >
              {t('dates.saleOnly')}
            </CheckOption>
            <TextField
              select
              label={t('dates.availability')}
              value={filters.availability}
              onChange={(e) => {
                setFilters((f) => ({ ...f, availability: e.target.value as AvailabilityFilter }));
                resetPaging();
              }}
              sx={{ minWidth: 180 }}
            >
              <option value="all">{t('dates.availabilityAll')}</option>
              <option value="available">{t('dates.availabilityAvailable')}</option>
              <option value="limited">{t('dates.availabilityLimited')}</option>
            </TextField>
            <TextField
              select
              label={t('dates.sort')}
              value={sort}
              onChange={(e) => {
                setSort(e.target.value as DepartureSort);
                resetPaging();
              }}
              sx={{ minWidth: 200 }}
            >
              <option value="date">{t('dates.sortDate')}</option>
              <option value="price_asc">{t('dates.sortPriceAsc')}</option>
              <option value="price_desc">{t('dates.sortPriceDesc')}</option>
            </TextField>
          </Filters>
          {month != null ? (
            <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 700, mb: 1 }}>
              {fmt.monthYear(year, month)}
            </Typography>
          ) : null}
          {rows.length === 0 ? (
            <Typography>{t('dates.emptyFiltered')}</Typography>
          ) : (
            <Box
              component="ul"
              aria-label={t('dates.heading')}
              sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}
            >
              {rows.slice(0, visible).map((date) => (
                <DepartureRow
                  key={date.id}
                  date={date}
                  slug={slug}
                  now={now}
                  expanded={expandedId === date.id}
                  onToggle={() => setExpandedId((id) => (id === date.id ? null : date.id))}
                  selectedRoomId={rooms[String(date.id)]}
                  onSelectRoom={(roomId) => setRooms((r) => ({ ...r, [String(date.id)]: roomId }))}
                  onRoomDetails={setRoomDetails}
                />
              ))}
            </Box>
          )}
          {rows.length > visible ? (
            <Button
              variant="outlined"
              sx={{ mt: 2 }}
              onClick={() => setVisible((v) => v + DEPARTURES_PAGE_SIZE)}
            >
              {t('dates.viewMore')}
            </Button>
          ) : null}
        </>
      )}
      <MountOnFirstOpen open={roomDetails != null}>
        <RoomDetailsDialog room={roomDetails} onClose={() => setRoomDetails(null)} />
      </MountOnFirstOpen>
    </SectionShell>
  );
}

export default DatesPrices;
