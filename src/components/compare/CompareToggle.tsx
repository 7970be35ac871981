/**
 * Add-to-compare toggle for trip cards and the tour detail page. Adding a trip already present does nothing;
 * a 5th trip is refused with a toast ("You can compare up to 4 trips."). The button's pressed state is the
 * feedback for adding and removing (no toast, so the refusal is never queued behind others).
 */
import { useTranslation } from 'react-i18next';
import { showToast } from '@/components/toast/toast';
import Button from '@mui/material/Button';
import CompareArrowsIcon from '@mui/icons-material/CompareArrows';
import CheckIcon from '@mui/icons-material/Check';
import { useAppDispatch, useAppSelector } from '@/lib/hooks';
import { addCompareTrip, isInCompare, type CompareEntry } from '@/domain/tour/compareList';
import { compareTripAdded, compareTripRemoved, selectCompareItems } from '@/lib/state/compareSlice';

export interface CompareToggleProps {
  trip: CompareEntry;
  size?: 'small' | 'medium';
}

export function CompareToggle({ trip, size = 'small' }: CompareToggleProps) {
  const { t, ready } = useTranslation('compare', { useSuspense: false });
  const dispatch = useAppDispatch();
  const items = useAppSelector(selectCompareItems);
  if (!ready) return null;
  const present = isInCompare(items, trip.id);

  const onClick = () => {
    if (present) {
      dispatch(compareTripRemoved(trip.id));
      return;
    }
    const { outcome } = addCompareTrip(items, trip);
    if (outcome === 'full') {
      showToast(t('toggle.full'), { variant: 'warning', preventDuplicate: true });
      return;
    }
    if (outcome === 'added') dispatch(compareTripAdded(trip));
  };

  return (
    <Button
      size={size}
      variant={present ? 'contained' : 'outlined'}
      aria-pressed={present}
      onClick={onClick}
      startIcon={present ? <CheckIcon /> : <CompareArrowsIcon />}
    >
      {present ? t('toggle.remove') : t('toggle.add')}
    </Button>
  );
}

export default CompareToggle;
