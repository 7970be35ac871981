/**
 * Paged answers merged in the data cache: endless review pages (spec part 2 §4) and the category's popular-trips
 * grid (spec part 2, "Show more trips"). How a page merges into the cached list, and the key of a rating filter.
 * A module of its own because the API layer (on every page) uses it.
 */
import { mergeGridPage } from '../category/gridPaging';

/** The selected star filters as a stable key (identical page-1 queries are skipped). */
export function starsKey(stars: readonly number[]): string {
  return [...new Set(stars)].sort((a, b) => b - a).join(',');
}

/** First page replaces the list; later pages append (a review already shown is not repeated). */
export function mergeReviewPage<T extends { id: number | string }>(
  current: readonly T[],
  incoming: readonly T[],
  page: number,
): T[] {
  if (page <= 1) return [...incoming];
  const seen = new Set(current.map((r) => r.id));
  return [...current, ...incoming.filter((r) => !seen.has(r.id))];
}

/** A page of reviews as the service answers it (TourReviewsResponse, in the shape the merge needs). */
export interface ReviewPageAnswer<T extends { id: number | string }> {
  data: { reviews: T[]; pagination: { current_page: number; last_page: number } };
}

/**
 * The cached answer after a page arrives (endless scroll, spec part 2 §4): page 1 replaces what was cached; a later
 * page appends its reviews (none repeated) and brings its pagination. (A refusal never arrives here: the base query
 * makes it the call's error, src/api/emptyApi.ts.)
 */
export function mergeReviewAnswer<T extends { id: number | string }, A extends ReviewPageAnswer<T>>(
  cached: A | undefined,
  incoming: A,
  page: number,
): A {
  if (page <= 1 || !cached) return incoming;
  return {
    ...incoming,
    data: { ...incoming.data, reviews: mergeReviewPage(cached.data.reviews, incoming.data.reviews, page) },
  };
}

/** A page of the category's trips as the service answers it (CategoryToursResponse, in the shape the merge needs). */
export interface GridPageAnswer<T extends { id: number | string }> {
  data: T[];
  current_page?: number;
}

/**
 * The cached grid answer after a page arrives: page 1 replaces it; a later page appends its trips (none repeated).
 * `current_page` tells the last page merged.
 */
export function mergeGridAnswer<T extends { id: number | string }, A extends GridPageAnswer<T>>(
  cached: A | undefined,
  incoming: A,
  page: number,
): A {
  if (page <= 1 || !cached) return { ...incoming, current_page: page };
  return { ...incoming, current_page: page, data: mergeGridPage(cached.data, incoming.data) };
}
