/** Answers of the content service shaped as the contract requires, for tests that stub one operation. */
import type { TourListItem, TourListResponse } from '@/api';

/** A one-page tour listing of `data` (counts empty). */
export function tourListResponse(data: TourListItem[]): TourListResponse {
  const group = { title: '', data: [] };
  return {
    success: true,
    data,
    total: data.length,
    current_page: 1,
    last_page: 1,
    per_page: 12,
    counts: { physical_rating: {}, style: group, theme: group, deals: group },
  };
}
