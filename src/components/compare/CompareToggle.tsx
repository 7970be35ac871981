/**
 * Add-to-compare toggle for trip cards and the tour detail page. Adding a trip already present does nothing;
 * a 5th trip is refused with a toast ("You can compare up to 4 trips."). The button's pressed state is the
 * feedback for adding and removing (no toast, so the refusal is never queued behind others).
 */
import { useTranslation } from 'react-i18next';
import { showToast } from '@/components/toast/toast';
import { PlainButton } from '@/components/PlainButton';
import { useAppDispatch, useAppSelector } from '@/lib/hooks';
import { addCompareTrip, isInCompare, type CompareEntry } from '@/domain/tour/compareList';
import { compareTripAdded, compareTripRemoved, selectCompareItems } from '@/lib/state/compareSlice';

/** MUI's CompareArrows and Check icons. */
const COMPARE_ARROWS = 'M9.01 14H2v2h7.01v3L13 15l-3.99-4zm5.98-1v-3H22V8h-7.01V5L11 9z';
const CHECK = 'M9 16.17 4.83 12l-1.42 1.41L9 19 21 7l-1.41-1.41z';

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
    <PlainButton
      size={size}
      variant={present ? 'contained' : 'outlined'}
      aria-pressed={present}
      onClick={onClick}
      startIcon={present ? CHECK : COMPARE_ARROWS}
    >
      {present ? t('toggle.remove') : t('toggle.add')}
    </PlainButton>
  );
}

export default CompareToggle;
