/**
 * Saving the listing's filters (spec: "filters are saved in browser storage"): in the persisted 'trip-filters'
 * slice and in the `trip_filters` cookie the server reads (domain/shared/preferences.ts), so a listing URL without filters
 * is sent to the saved ones before anything is rendered.
 */
import { useCallback, useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@/lib/hooks';
import { savedFiltersLocation, savedFiltersQuery } from '@/domain/search/listingUrl';
import { FILTERS_COOKIE, preferenceCookie, readCookie } from '@/domain/shared/preferences';
import type { TourFilterState } from '@/domain/search/tourFilterState';
import { filtersSaved, selectTripFilters } from './filtersSlice';

function writeCookie(filters: TourFilterState): void {
  const value = savedFiltersQuery(filters);
  if ((readCookie(document.cookie, FILTERS_COOKIE) ?? '') !== value)
    document.cookie = preferenceCookie(FILTERS_COOKIE, value);
}

/**
 * Where this listing URL goes for the saved filters (null: it stays), and the function that saves filters.
 *
 * The listing subscribes to the target only, a string, not to the saved filters: saving is a Redux dispatch, and a
 * store update renders its subscribers synchronously even inside a transition, so a subscription to the filters
 * themselves re-rendered the whole listing in a filter tick's own task. `at` is null when no redirect applies (the
 * page's first location, which the server already sent to the saved filters).
 */
export function useSavedFilters(
  at: { pathname: string; search: string } | null,
): [string | null, (filters: TourFilterState) => void] {
  const dispatch = useAppDispatch();
  const pathname = at?.pathname;
  const search = at?.search ?? '';
  const target = useAppSelector((state) =>
    pathname === undefined
      ? null
      : savedFiltersLocation(pathname, search, savedFiltersQuery(selectTripFilters(state))),
  );
  const save = useCallback((filters: TourFilterState) => dispatch(filtersSaved(filters)), [dispatch]);
  return [target, save];
}

/**
 * Keeps the `trip_filters` cookie the server reads in step with the saved filters; renders nothing. Its own component,
 * so a change of the saved filters renders it alone. Filters restored from local storage whose cookie was lost (or
 * never written) get it back.
 */
export function SavedFiltersCookie(): null {
  const saved = useAppSelector(selectTripFilters);
  // In a task of its own right after: writing a cookie is a synchronous round trip to the browser, about 6 ms that a
  // filter tick's own task (the box's update) does not wait for; the next page load, which reads it, comes later.
  useEffect(() => {
    const timer = window.setTimeout(() => writeCookie(saved), 0);
    return () => window.clearTimeout(timer);
  }, [saved]);
  return null;
}
