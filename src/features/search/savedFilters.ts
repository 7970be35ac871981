/**
 * Saving the listing's filters (spec: "filters are saved in browser storage"): in the persisted 'trip-filters'
 * slice and in the `trip_filters` cookie the server reads (domain/shared/preferences.ts), so a listing URL without filters
 * is sent to the saved ones before anything is rendered.
 */
import { useCallback, useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@/lib/hooks';
import { savedFiltersQuery } from '@/domain/search/listingUrl';
import { FILTERS_COOKIE, preferenceCookie, readCookie } from '@/domain/shared/preferences';
import type { TourFilterState } from '@/domain/search/tourFilterState';
import { filtersSaved, selectTripFilters } from './filtersSlice';

function writeCookie(filters: TourFilterState): void {
  const value = savedFiltersQuery(filters);
  if ((readCookie(document.cookie, FILTERS_COOKIE) ?? '') !== value)
    document.cookie = preferenceCookie(FILTERS_COOKIE, value);
}

/** The saved filters, and the function that saves others. */
export function useSavedFilters(): [TourFilterState, (filters: TourFilterState) => void] {
  const dispatch = useAppDispatch();
  const saved = useAppSelector(selectTripFilters);
  // Filters restored from local storage whose cookie was lost (or never written) get it back. In a task of its own
  // right after: writing a cookie is a synchronous round trip to the browser, about 6 ms that a filter tick's own
  // task (the box's update) no longer waits for; the next page load, which reads it, comes later anyway.
  useEffect(() => {
    const timer = window.setTimeout(() => writeCookie(saved), 0);
    return () => window.clearTimeout(timer);
  }, [saved]);
  const save = useCallback((filters: TourFilterState) => dispatch(filtersSaved(filters)), [dispatch]);
  return [saved, save];
}
