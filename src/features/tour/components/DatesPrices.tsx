/**
 * Dates and prices (#dates-prices): year tabs, 12 month tabs, filters, sorting, departure rows (one expanded
 * at a time, 10 shown per 'View more dates'), room choice with the cheapest available room preselected,
 * room details dialog, booking link and the fully-booked state.
 */
import { lazy, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import visuallyHidden from '@mui/utils/visuallyHidden';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { TextField } from '@/components/TextField';
import Typography from '@mui/material/Typography';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { Link as RouterLink } from 'react-router-dom';
import type { RoomPrice, TourDate } from '@/api';
import {
  bookableFromPrice,
  chosenRoom,
  departureAvailability,
  hasActiveSale,
  roomAvailability,
  type AvailabilityStatus,
} from '@/domain/tour/availability';
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
import { paths } from '@/domain/shared/paths';
import { useMoney } from '@/components/currency/useMoney';
import { currentPrice, originalPriceIfOnSale } from '@/domain/tour/sale';
import { formatMonthYear, formatShortDay, formatShortMonth, parseDay } from '@/domain/shared/dates';
import { tripLengthDays } from '@/domain/tour/tripLength';
import { sectionId } from '../sections';
import { useLang } from '@/app/hooks';
import { useAskAboutTrip } from './askAboutTrip';
import { useTourT } from '../tourLang';
import { SectionShell } from './SectionShell';
import { priceText } from './priceText';
import { MountOnFirstOpen } from '@/components/MountOnFirstOpen';

// The room details dialog (and MUI's Modal with it) loads when a visitor first opens it.
const RoomDetailsDialog = lazy(() => import('./RoomDetailsDialog'));

/** A small status label (lighter than MUI Chip). */
function Badge({ tone, label }: { tone: AvailabilityStatus | 'sale'; label: string }) {
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-block',
        px: 1,
        py: 0.25,
        borderRadius: 8,
        fontSize: '0.8rem',
        fontWeight: 600,
        bgcolor: (t) => t.status[tone].bg,
        color: (t) => t.status[tone].fg,
      }}
    >
      {label}
    </Box>
  );
}

/** The section's dates in the page's language (domain/shared/dates: one locale per language). */
function useDateFormats() {
  const lang = useLang();
  return useMemo(
    () => ({
      day: (value: string) => {
        const date = parseDay(value);
        return date ? formatShortDay(date, lang) : value;
      },
      month: (m: number) => formatShortMonth(m, lang),
      monthYear: (year: number, m: number) => formatMonthYear(year, m, lang),
    }),
    [lang],
  );
}

interface RowProps {
  date: TourDate;
  slug: string;
  expanded: boolean;
  onToggle: () => void;
  selectedRoomId: number | undefined;
  onSelectRoom: (roomId: number) => void;
  onRoomDetails: (room: RoomPrice) => void;
  now: Date;
}

function DepartureRow({
  date,
  slug,
  expanded,
  onToggle,
  selectedRoomId,
  onSelectRoom,
  onRoomDetails,
  now,
}: RowProps) {
  const money = useMoney();
  const { t } = useTourT();
  const lang = useLang();
  const askAboutTrip = useAskAboutTrip();
  const fmt = useDateFormats();
  const rooms = date.room_prices ?? [];
  const status = departureAvailability(rooms, now);
  const chosen = chosenRoom(rooms, selectedRoomId, now);
  const length = tripLengthDays(date.start_date, date.end_date);
  const from = bookableFromPrice(rooms, now);
  const onSale = hasActiveSale(rooms, now);
  const range = t('dates.range', { start: fmt.day(date.start_date), end: fmt.day(date.end_date) });
  const panelId = `departure-${date.id}-panel`;
  const askButton = askAboutTrip ? (
    <Button
      variant="text"
      sx={{ mt: 2, ml: { sm: 1 } }}
      onClick={() => askAboutTrip(date.id)}
      aria-label={`${t('enquiry.openDeparture')}: ${range}`}
    >
      {t('enquiry.openDeparture')}
    </Button>
  ) : null;

  return (
    <Box
      component="li"
      data-departure-id={date.id}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 2, overflow: 'hidden' }}
    >
      <ButtonBase
        onClick={onToggle}
        aria-expanded={expanded}
        aria-controls={panelId}
        sx={{
          width: '100%',
          p: 2,
          display: 'grid',
          columnGap: 1.5,
          rowGap: 0.5,
          textAlign: 'left',
          alignItems: 'center',
          // Phones: the dates, then length, status and price on a second line, all visible while collapsed.
          gridTemplateColumns: { xs: 'minmax(0, 1fr) auto', md: '2fr 1fr 1fr 1.2fr auto' },
          gridTemplateAreas: {
            xs: '"range chevron" "facts facts"',
            md: '"range length status price chevron"',
          },
        }}
      >
        <Box component="span" sx={visuallyHidden}>{`${t('dates.showDetails')} `}</Box>
        <Typography sx={{ fontWeight: 700, gridArea: 'range' }}>{range}</Typography>
        <Box
          component="span"
          sx={{
            gridArea: { xs: 'facts' },
            display: { xs: 'flex', md: 'contents' },
            flexWrap: 'wrap',
            alignItems: 'center',
            columnGap: 1,
            rowGap: 0.5,
          }}
        >
          <Typography component="span" color="text.secondary" sx={{ gridArea: { md: 'length' } }}>
            {length != null ? t('dates.tripLength', { count: length }) : '-'}
          </Typography>
          <Box
            component="span"
            sx={{ gridArea: { md: 'status' }, display: 'flex', gap: 0.5, flexWrap: 'wrap' }}
          >
            <Badge tone={status} label={t(`dates.status.${status}`)} />
            {onSale && from != null ? <Badge tone="sale" label={t('dates.sale')} /> : null}
          </Box>
          <Typography
            component="span"
            sx={{
              fontWeight: 700,
              color: 'primary.main',
              gridArea: { md: 'price' },
              ml: { xs: 'auto', md: 0 },
            }}
          >
            {from != null
              ? t('dates.fromPrice', { price: priceText(money, from) })
              : status === 'sold_out'
                ? t('dates.status.sold_out')
                : t('facts.contactPrice')}
          </Typography>
        </Box>
        <ExpandMore
          aria-hidden="true"
          sx={{
            gridArea: 'chevron',
            transform: expanded ? 'rotate(180deg)' : 'none',
            transition: 'transform .2s',
          }}
        />
      </ButtonBase>
      {expanded ? (
        <Box id={panelId} sx={{ p: 2, pt: 0 }}>
          {status === 'sold_out' ? (
            <Box sx={{ p: 2, borderRadius: 2, bgcolor: 'grey.100' }}>
              <Typography sx={{ fontWeight: 700 }}>{t('dates.fullyBooked')}</Typography>
              <Typography color="text.secondary" sx={{ mb: 1 }}>
                {t('dates.fullyBookedHint')}
              </Typography>
              <Button component={RouterLink} to={paths.contact(lang)} variant="outlined">
                {t('dates.contactUs')}
              </Button>
              {askButton}
            </Box>
          ) : (
            <>
              <Typography id={`${panelId}-rooms`} component="h3" sx={{ fontWeight: 700, mb: 1 }}>
                {t('dates.chooseRoom')}
              </Typography>
              <RadioGroup
                aria-labelledby={`${panelId}-rooms`}
                value={chosen ? String(chosen.room_id) : ''}
                onChange={(e) => onSelectRoom(Number(e.target.value))}
              >
                {rooms.map((room) => {
                  const roomStatus = roomAvailability(room);
                  const price = currentPrice(room, now);
                  const original = originalPriceIfOnSale(room, now);
                  return (
                    <Box
                      key={room.room_id}
                      sx={{
                        display: 'flex',
                        alignItems: 'center',
                        justifyContent: 'space-between',
                        gap: 1,
                        flexWrap: 'wrap',
                        borderBottom: 1,
                        borderColor: 'divider',
                        py: 0.5,
                      }}
                    >
                      <FormControlLabel
                        value={String(room.room_id)}
                        disabled={roomStatus === 'sold_out'}
                        control={<Radio />}
                        label={
                          <span>
                            <strong>{room.room.name}</strong>
                            {' · '}
                            {priceText(money, price) ?? t('facts.contactPrice')}
                            {original != null ? (
                              <>
                                <Box
                                  component="span"
                                  sx={visuallyHidden}
                                >{` (${t('dates.originalPrice', { price: priceText(money, original) })})`}</Box>
                                <Box component="s" aria-hidden="true" sx={{ ml: 1, color: 'text.secondary' }}>
                                  {priceText(money, original)}
                                </Box>
                              </>
                            ) : null}
                            {' · '}
                            {roomStatus === 'sold_out'
                              ? t('dates.status.sold_out')
                              : t('dates.roomsLeft', { count: room.available_rooms })}
                          </span>
                        }
                      />
                      <Button
                        size="small"
                        onClick={() => onRoomDetails(room)}
                        aria-label={`${t('dates.roomDetails')}: ${room.room.name}`}
                      >
                        {t('dates.roomDetails')}
                      </Button>
                    </Box>
                  );
                })}
              </RadioGroup>
              {chosen ? (
                <Button
                  component={RouterLink}
                  to={paths.checkout(lang, slug, date.id, chosen.room_id)}
                  variant="contained"
                  color="secondary"
                  sx={{ mt: 2 }}
                >
                  {t('dates.book')}
                </Button>
              ) : null}
              {askButton}
            </>
          )}
        </Box>
      ) : null}
    </Box>
  );
}

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
          <Tabs
            value={year}
            onChange={(_, y: number) => chooseYear(y)}
            aria-label={t('dates.years')}
            variant="scrollable"
            allowScrollButtonsMobile
          >
            {years.map((y) => (
              <Tab key={y} value={y} label={String(y)} />
            ))}
          </Tabs>
          <Tabs
            value={month ?? false}
            onChange={(_, m: number) => {
              setMonth(m);
              resetPaging();
            }}
            aria-label={t('dates.months')}
            variant="scrollable"
            scrollButtons="auto"
            allowScrollButtonsMobile
            sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}
          >
            {Array.from({ length: 12 }, (_, m) => (
              <Tab
                key={m}
                value={m}
                disabled={!months.has(m)}
                sx={{ minWidth: 64 }}
                label={
                  <span>
                    {fmt.month(m)}
                    <Box component="span" sx={visuallyHidden}>{` ${year}`}</Box>
                  </span>
                }
              />
            ))}
          </Tabs>
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
            <FormControlLabel
              control={
                <Checkbox
                  checked={filters.saleOnly}
                  onChange={(e) => {
                    setFilters((f) => ({ ...f, saleOnly: e.target.checked }));
                    resetPaging();
                  }}
                />
              }
              label={t('dates.saleOnly')}
            />
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
          </Box>
          {month != null ? (
            <Typography variant="h3" sx={{ fontSize: '1.1rem', fontWeight: 700, mb: 1 }}>
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
