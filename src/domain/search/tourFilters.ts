/**
 * Trip-listing filter rules (spec part 1 §3, §4, §7, §9): the listing's constants, the filter options, the URL's
 * page and days, and the removable filter chips. The filters, keyword, dates, sort and page live in the URL and
 * become the listing call's arguments in ./listingUrl.ts.
 */
import { parseDay } from '../shared/dates';
import type { FilterChip, TourFilterState } from './tourFilterState';

export const TRIPS_PAGE_SIZE = 12;
export const FIRST_PAGE = 1;
/** Listing requests are sent this long after the last change of filters, page, page size, language or query. */
export const LISTING_DEBOUNCE_MS = 300;

export const DURATION_MIN_OPTIONS = [2, 3, 5, 7, 10, 14, 21] as const;
export const DURATION_MAX_OPTIONS = [7, 10, 14, 21, 30] as const;
/** 1 Light, 2 Easy, 3 Moderate, 4 Challenging, 5 Demanding. */
export const PHYSICAL_RATING_LEVELS = [1, 2, 3, 4, 5] as const;
export type PhysicalRatingLevel = (typeof PHYSICAL_RATING_LEVELS)[number];

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

/** Sorted, de-duplicated ids joined by commas, so the same selection always gives the same request. */
export function joinIds(ids: readonly number[]): string | undefined {
  const unique = [...new Set(ids.filter((id) => Number.isInteger(id)))].sort((a, b) => a - b);
  return unique.length ? unique.join(',') : undefined;
}

/** A page number from the URL: a whole number ≥ 1, otherwise the first page. */
export function parsePage(value: string | number | null | undefined): number {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n >= FIRST_PAGE ? n : FIRST_PAGE;
}

/** A yyyy-MM-dd day from the URL as it is, or undefined (another shape, or no such day). */
export function dayParam(value: string | null | undefined): string | undefined {
  return value && DATE_RE.test(value) && parseDay(value) ? value : undefined;
}

export function pageCount(total: number | null | undefined, perPage = TRIPS_PAGE_SIZE): number {
  return total && total > 0 ? Math.ceil(total / perPage) : 0;
}

/** The chips for the active filters, in sidebar order. */
export function activeFilterChips(filters: TourFilterState): FilterChip[] {
  const chips: FilterChip[] = [];
  if (filters.duration.min != null) chips.push({ kind: 'durationMin', value: filters.duration.min });
  if (filters.duration.max != null) chips.push({ kind: 'durationMax', value: filters.duration.max });
  if (filters.price.min != null) chips.push({ kind: 'priceMin', value: filters.price.min });
  if (filters.price.max != null) chips.push({ kind: 'priceMax', value: filters.price.max });
  for (const value of filters.deals) chips.push({ kind: 'deal', value });
  if (filters.onSale) chips.push({ kind: 'onSale' });
  if (filters.earlyBird) chips.push({ kind: 'earlyBird' });
  if (filters.lastMinute) chips.push({ kind: 'lastMinute' });
  for (const value of filters.physicalRating) chips.push({ kind: 'physicalRating', value });
  for (const value of filters.style) chips.push({ kind: 'style', value });
  for (const value of filters.theme) chips.push({ kind: 'theme', value });
  for (const value of filters.comfortLevel) chips.push({ kind: 'comfortLevel', value });
  return chips;
}
