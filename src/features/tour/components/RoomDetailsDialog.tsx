/** A room's details (description, capacity, price, availability), opened from a departure's room list. */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { RoomPrice } from '@/api';
import { useMoney } from '@/components/currency/useMoney';
import { roomAvailability } from '@/domain/tour/availability';
import { currentPrice } from '@/domain/tour/sale';
import { useTourT } from '../tourLang';
import { priceText } from './priceText';

export default function RoomDetailsDialog({
  room,
  onClose,
}: {
  room: RoomPrice | null;
  onClose: () => void;
}) {
  const money = useMoney();
  const { t } = useTourT();
  const now = new Date();
  return (
    <Dialog
      open={room != null}
      onClose={onClose}
      aria-labelledby="room-details-title"
      fullWidth
      maxWidth="xs"
    >
      {room ? (
        <>
          <DialogTitle id="room-details-title">
            {t('dates.roomDetailsOf', { room: room.room.name })}
          </DialogTitle>
          <DialogContent>
            {room.room.description ? <Typography sx={{ mb: 1 }}>{room.room.description}</Typography> : null}
            {room.room.capacity ? (
              <Typography color="textSecondary">
                {t('dates.capacity', { count: room.room.capacity })}
              </Typography>
            ) : null}
            <Typography sx={{ mt: 1, fontWeight: 700 }}>
              {priceText(money, currentPrice(room, now)) ?? t('facts.contactPrice')}
            </Typography>
            <Typography color="textSecondary">{t(`dates.status.${roomAvailability(room)}`)}</Typography>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('dates.close')}</Button>
          </DialogActions>
        </>
      ) : null}
    </Dialog>
  );
}
