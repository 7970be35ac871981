/**
 * One departure of Dates and prices (DatesPrices.tsx): its row (dates, length, status, 'From' price) and, expanded,
 * its rooms to choose from, the booking link, or the fully-booked state.
 */
import Box from '@mui/material/Box';
import visuallyHidden from '@mui/utils/visuallyHidden';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { PlainIcon } from '@/components/PlainIcon';
import { EXPAND_MORE } from '@/components/plainIconStyles';
import { AppLink } from '@/components/AppLink';
import type { RoomPrice, TourDate } from '@/api';
import {
  bookableFromPrice,
  chosenRoom,
  departureAvailability,
  hasActiveSale,
  roomAvailability,
} from '@/domain/tour/availability';
import { paths } from '@/domain/shared/paths';
import { useMoney } from '@/components/currency/useMoney';
import { currentPrice, originalPriceIfOnSale } from '@/domain/tour/sale';
import { tripLengthDays } from '@/domain/tour/tripLength';
import { useLang } from '@/lib/hooks';
import { useAskAboutTrip } from './askAboutTrip';
import { useTourT } from '../tourLang';
import { priceText } from './priceText';
import { DepartureItem, useDateFormats } from './departureParts';

/** Made once: the same element on every render of a row, so React does not render the icon again (a plain one). */
const CHEVRON = <PlainIcon path={EXPAND_MORE} />;

export interface RowProps {
  date: TourDate;
  slug: string;
  expanded: boolean;
  onToggle: () => void;
  selectedRoomId: number | undefined;
  onSelectRoom: (roomId: number) => void;
  onRoomDetails: (room: RoomPrice) => void;
  now: Date;
}

export function DepartureRow({
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
    <DepartureItem data-departure-id={date.id}>
      <button type="button" onClick={onToggle} aria-expanded={expanded} aria-controls={panelId}>
        <span data-hidden="">{`${t('dates.showDetails')} `}</span>
        <span data-range="">{range}</span>
        <span data-facts="">
          <span data-length="">{length != null ? t('dates.tripLength', { count: length }) : '-'}</span>
          <span data-status="">
            <span data-tone={status}>{t(`dates.status.${status}`)}</span>
            {onSale && from != null ? <span data-tone="sale">{t('dates.sale')}</span> : null}
          </span>
          <span data-price="">
            {from != null
              ? t('dates.fromPrice', { price: priceText(money, from) })
              : status === 'sold_out'
                ? t('dates.status.sold_out')
                : t('facts.contactPrice')}
          </span>
        </span>
        {CHEVRON}
      </button>
      {expanded ? (
        <Box id={panelId} sx={{ p: 2, pt: 0 }}>
          {status === 'sold_out' ? (
            <Box sx={{ p: 2, borderRadius: 2, bgcolor: 'grey.100' }}>
              <Typography sx={{ fontWeight: 700 }}>{t('dates.fullyBooked')}</Typography>
              <Typography color="textSecondary" sx={{ mb: 1 }}>
                {t('dates.fullyBookedHint')}
              </Typography>
              <Button component={AppLink} to={paths.contact(lang)} variant="outlined">
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
                                <span
                                  style={visuallyHidden}
                                >{` (${t('dates.originalPrice', { price: priceText(money, original) })})`}</span>
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
                  component={AppLink}
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
    </DepartureItem>
  );
}
