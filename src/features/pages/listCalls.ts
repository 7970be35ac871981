/**
 * The listing calls of this feature's pages (the travel deals page's two lists, the static pages' tour highlights),
 * shared by the components that make them and by the pages' server prefetch (./prefetch.ts), so that both ask for
 * the same cache entries.
 */
import type { ListToursArgs } from '@/api';
import type { Lang } from '@/domain/shared/language';
import { lastMinuteWindow } from '@/domain/tour/lastMinute';

/** Cards per list. */
export const DEALS_PAGE_SIZE = 8;

/** Last-minute deals: trips leaving within the last-minute window (spec part 1 §9). */
export function lastMinuteArgs(lang: Lang, today?: Date): ListToursArgs {
  const window = lastMinuteWindow(today);
  return { lang, page: 1, perPage: DEALS_PAGE_SIZE, startDay: window.start_day, endDay: window.end_day };
}

/** Trips on sale. */
export function onSaleArgs(lang: Lang): ListToursArgs {
  return { lang, page: 1, perPage: DEALS_PAGE_SIZE, onSale: 'true' };
}

/** The static pages' tour highlights: the first `count` tours of the listing (components/TourHighlights.tsx). */
export function highlightsArgs(lang: Lang, count: number): ListToursArgs {
  return { lang, page: 1, perPage: count };
}
