/**
 * Actions about the whole trip, shown beside the title (above the facts card): the add-to-compare toggle.
 */
import type { TourDetail } from '@/api';
import { CompareToggle } from '@/components/compare/CompareToggle';
import { compareEntryFromTour } from '@/components/compare/compareEntry';

export interface TourActionsProps {
  tour: TourDetail;
}

export function TourActions({ tour }: TourActionsProps) {
  return <CompareToggle trip={compareEntryFromTour(tour)} />;
}
