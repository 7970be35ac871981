/**
 * Trip-listing filter rules (spec part 1 §3, §4, §7, §9): the filter state, its options, the request
 * parameters built from it, and the removable filter chips.
 *
 * The sidebar filters live in the persisted 'trip-filters' state; what a person shares (keyword, page, dates)
 * lives in the URL and is passed in beside them.
 */
import { parseDay } from './dates';
import { matchKeywordToFilter, type KnownFilterOptions } from './keywordFilter';
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

/** What the URL carries: keyword, page and the dates (yyyy-MM-dd). */
export interface ListingLocation {
  keyword?: string | null;
  page?: number | null;
  start_day?: string | null;
  end_day?: string | null;
}

/** Query parameters of GET /api/{lang}/tours, named as the contract names them. */
export interface ListToursParams {
  page: number;
  per_page: number;
  keyword?: string;
  style?: string;
  theme?: string;
  deal?: string;
  duration_from?: number;
  duration_to?: number;
  price_from?: number;
  price_to?: number;
  start_day?: string;
  end_day?: string;
  physical_rating?: string;
  onSale?: 'true';
  earlyBird?: 'true';
  lastMinute?: 'true';
}

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

/** Sorted, de-duplicated ids joined by commas, so the same selection always gives the same request. */
export function joinIds(ids: readonly number[]): string | undefined {
  const unique = [...new Set(ids.filter((id) => Number.isInteger(id)))].sort((a, b) => a - b);
  return unique.length ? unique.join(',') : undefined;
}

function nonNegative(value: number | null | undefined): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : undefined;
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

/**
 * The request parameters for the filter state and URL. A keyword equal (ignoring case) to a known style, theme
 * or deal name is sent as that filter instead of as a keyword; empty filters are left out; booleans are 'true'.
 */
export function buildListToursParams(
  filters: TourFilterState,
  location: ListingLocation = {},
  options: { perPage?: number; known?: KnownFilterOptions | null } = {},
): ListToursParams {
  const style = [...filters.style];
  const theme = [...filters.theme];
  const deals = [...filters.deals];
  let keyword = (location.keyword ?? '').trim().replace(/\s+/g, ' ') || undefined;
  const match = matchKeywordToFilter(keyword, options.known);
  if (match) {
    keyword = undefined;
    if (match.kind === 'style') style.push(match.id);
    else if (match.kind === 'theme') theme.push(match.id);
    else deals.push(match.id);
  }
  const params: ListToursParams = {
    page: parsePage(location.page),
    per_page: options.perPage ?? TRIPS_PAGE_SIZE,
  };
  const set = <K extends keyof ListToursParams>(key: K, value: ListToursParams[K] | undefined) => {
    if (value !== undefined) params[key] = value;
  };
  set('keyword', keyword);
  set('style', joinIds(style));
  set('theme', joinIds(theme));
  set('deal', joinIds(deals));
  set('duration_from', nonNegative(filters.duration.min));
  set('duration_to', nonNegative(filters.duration.max));
  set('price_from', nonNegative(filters.price.min));
  set('price_to', nonNegative(filters.price.max));
  set('start_day', dayParam(location.start_day));
  set('end_day', dayParam(location.end_day));
  set(
    'physical_rating',
    joinIds(
      filters.physicalRating.filter((level) => (PHYSICAL_RATING_LEVELS as readonly number[]).includes(level)),
    ),
  );
  if (filters.onSale) params.onSale = 'true';
  if (filters.earlyBird) params.earlyBird = 'true';
  if (filters.lastMinute) params.lastMinute = 'true';
  return params;
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
