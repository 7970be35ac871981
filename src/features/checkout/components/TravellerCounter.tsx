/** Traveller-count stepper: 1 to available_rooms, enforced by disabled buttons; a note at the maximum. */
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import { useTranslation } from 'react-i18next';
import { travellerBounds } from '@/domain/checkout/checkout';

export interface TravellerCounterProps {
  count: number;
  availableRooms: number;
  onChange: (count: number) => void;
}

export function TravellerCounter({ count, availableRooms, onChange }: TravellerCounterProps) {
  const { t } = useTranslation('checkout');
  const bounds = travellerBounds(count, availableRooms);
  return (
    <Box role="group" aria-labelledby="traveller-count-label" sx={{ my: 2 }}>
      <Typography id="traveller-count-label" component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {t('travellers.label')}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <IconButton
          aria-label={t('travellers.decrease')}
          disabled={!bounds.canDecrement}
          onClick={() => onChange(count - 1)}
          sx={{ border: 1, borderColor: 'divider' }}
        >
          <RemoveIcon />
        </IconButton>
        <Typography
          component="output"
          aria-live="polite"
          sx={{ minWidth: 32, textAlign: 'center', fontSize: 20 }}
        >
          {count}
        </Typography>
        <IconButton
          aria-label={t('travellers.increase')}
          disabled={!bounds.canIncrement}
          onClick={() => onChange(count + 1)}
          sx={{ border: 1, borderColor: 'divider' }}
        >
          <AddIcon />
        </IconButton>
      </Box>
      {bounds.atMaximum && (
        <Typography variant="body2" sx={{ mt: 0.5, color: 'secondary.dark' }}>
          {t('travellers.maxReached', { max: bounds.max })}
        </Typography>
      )}
    </Box>
  );
}
