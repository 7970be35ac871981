/**
 * One departure of Dates and prices (DatesPrices.tsx): its row (dates, length, status, 'From' price) and, expanded,
 * its rooms to choose from, the booking link, or the fully-booked state.
 */
import Box from '@mui/material/Box';
import visuallyHidden from '@mui/utils/visuallyHidden';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
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
} from '@/domain/tour/availability';
import { paths } from '@/domain/shared/paths';
import { useMoney } from '@/components/currency/useMoney';
import { currentPrice, originalPriceIfOnSale } from '@/domain/tour/sale';
import { tripLengthDays } from '@/domain/tour/tripLength';
import { useLang } from '@/lib/hooks';
import { useAskAboutTrip } from './askAboutTrip';
import { useTourT } from '../tourLang';
import { priceText } from './priceText';
import { Badge, useDateFormats } from './departureParts';

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
