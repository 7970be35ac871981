/**
 * Actions about the whole trip, shown beside the title (above the facts card).
 * Slot for the add-to-compare toggle (a later change puts it here); empty until then.
 */
import type { TourDetail } from '@/api';

export interface TourActionsProps {
  tour: TourDetail;
}

export function TourActions(_props: TourActionsProps) {
  return null;
}
