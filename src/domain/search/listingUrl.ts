/**
 * The trip listing's address: every filter, the keyword, the dates, the sort and the page live in the URL (one
 * parameter per filter, named as the contract's query parameters), so the listing the server renders for a URL is
 * the listing the visitor keeps, and a link shares exactly what is on screen.
 *
 * - `filtersFromParams` / `withFilters`: the filter state a URL carries, and the URL for another filter state.
 * - `resolveListing`: what the URL asks for once the service's option names are known: a keyword that names a
 *   style, theme or deal is that filter (spec part 1 §5), and a deal flag (`?lastMinute=true`, from links in the
 *   content) is the deal option the service lists for it, so the sidebar, the chips and the URL show one control per
 *   filter. `canonical` is the URL that says the same thing that way.
 * - Saved filters (spec: "filters are saved in browser storage") are the filter part of the URL
 *   (`savedFiltersQuery`), kept in the browser and in a cookie the server reads: the server sends a listing URL
 *   without filters to the URL with the saved ones (`savedFiltersLocation`), so the first paint is final.
 */
import type { FilterOption, ListToursArgs } from '@/contract/types';
import { matchKeywordToFilter, type KnownFilterOptions } from './keywordFilter';
import type { Lang } from '../shared/language';
import { initialTourFilterState, type TourFilterState } from './tourFilterState';
import {
  dayParam,
  DURATION_MAX_OPTIONS,
  DURATION_MIN_OPTIONS,
  joinIds,
  parsePage,
  PHYSICAL_RATING_LEVELS,
  TRIPS_PAGE_SIZE,
} from './tourFilters';
import { parseTourSort, sortArg } from './tourSort';

export const DEAL_FLAGS = ['onSale', 'earlyBird', 'lastMinute'] as const;
export type DealFlag = (typeof DEAL_FLAGS)[number];

/** The URL parameters of the filters, in the order they are written. */
export const FILTER_PARAMS = [
  'duration_from',
  'duration_to',
  'price_from',
  'price_to',
  'deal',
  ...DEAL_FLAGS,
  'physical_rating',
  'style',
  'theme',
] as const;

/** The listing's pages: /{lang}/search, /{lang}/Search and /{lang}/destinations. */
export const LISTING_PATH = /^\/(vi|en)\/(search|Search|destinations)\/?$/;

function ids(value: string | null, allowed?: readonly number[]): number[] {
  if (!value) return [];
  const list = value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => /^\d+$/.test(part))
    .map(Number)
    .filter((id) => !allowed || allowed.includes(id));
  return [...new Set(list)].sort((a, b) => a - b);
}

function amount(value: string | null, allowed?: readonly number[]): number | null {
  if (value === null || !/^\d+$/.test(value.trim())) return null;
  const n = Number(value);
  return !allowed || allowed.includes(n) ? n : null;
}

/** The filter state a URL carries (unknown or malformed values are left out). */
export function filtersFromParams(params: URLSearchParams): TourFilterState {
  return {
    ...initialTourFilterState,
    duration: {
      min: amount(params.get('duration_from'), DURATION_MIN_OPTIONS),
      max: amount(params.get('duration_to'), DURATION_MAX_OPTIONS),
    },
    price: { min: amount(params.get('price_from')), max: amount(params.get('price_to')) },
    deals: ids(params.get('deal')),
    onSale: params.get('onSale') === 'true',
    earlyBird: params.get('earlyBird') === 'true',
    lastMinute: params.get('lastMinute') === 'true',
    physicalRating: ids(params.get('physical_rating'), PHYSICAL_RATING_LEVELS),
    style: ids(params.get('style')),
    theme: ids(params.get('theme')),
  };
}

/** The URL parameters of a filter state alone, in a stable order (empty filters left out). */
export function filterParams(filters: TourFilterState): URLSearchParams {
  const out = new URLSearchParams();
  const set = (key: string, value: string | number | null | undefined) => {
    if (value !== null && value !== undefined && value !== '') out.set(key, String(value));
  };
  set('duration_from', filters.duration.min);
  set('duration_to', filters.duration.max);
  set('price_from', filters.price.min);
  set('price_to', filters.price.max);
  set('deal', joinIds(filters.deals));
  for (const flag of DEAL_FLAGS) if (filters[flag]) out.set(flag, 'true');
  set('physical_rating', joinIds(filters.physicalRating));
  set('style', joinIds(filters.style));
  set('theme', joinIds(filters.theme));
  return out;
}

export function hasFilterParams(params: URLSearchParams): boolean {
  return FILTER_PARAMS.some((key) => params.has(key));
}

/**
 * The URL for another filter state: the filter parameters replaced, everything else kept, and the page dropped
 * (a filter change starts again at page 1).
 */
export function withFilters(params: URLSearchParams, filters: TourFilterState): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of FILTER_PARAMS) next.delete(key);
  next.delete('page');
  for (const [key, value] of filterParams(filters)) next.set(key, value);
  return next;
}

/** The names a deal flag goes by in the service's deal options (English and Vietnamese). */
const FLAG_NAMES: Record<DealFlag, readonly string[]> = {
  onSale: ['on sale', 'sale', 'giảm giá', 'khuyến mãi'],
  earlyBird: ['early bird', 'đặt sớm'],
  lastMinute: ['last minute', 'phút chót', 'giờ chót'],
};

/** The deal option the service lists for a flag (by its name in either language), if it lists one. */
export function dealOptionForFlag(
  flag: DealFlag,
  deals: readonly Pick<FilterOption, 'id' | 'name'>[] | null | undefined,
): number | undefined {
  const names = FLAG_NAMES[flag];
  return deals?.find((option) => names.includes(option.name.normalize('NFC').trim().toLowerCase()))?.id;
}

export interface ResolvedListing {
  /** The filters in effect: the URL's, with a keyword or flag that names an option turned into that option. */
  filters: TourFilterState;
  /** The keyword left as a keyword ('' when none, or when it named an option). */
  keyword: string;
  /** The URL that says the same with one parameter per filter. */
  canonical: URLSearchParams;
}

/** What a listing URL asks for, once the service's option names are known (see the module comment). */
export function resolveListing(
  params: URLSearchParams,
  known: KnownFilterOptions | null | undefined,
): ResolvedListing {
  const filters = filtersFromParams(params);
  let keyword = (params.get('keyword') ?? '').trim().replace(/\s+/g, ' ');
  const match = matchKeywordToFilter(keyword, known);
  if (match) {
    keyword = '';
    const key = match.kind === 'deal' ? 'deals' : match.kind;
    if (!filters[key].includes(match.id)) filters[key] = [...filters[key], match.id].sort((a, b) => a - b);
  }
  const deals = known?.deals?.data as readonly FilterOption[] | null | undefined;
  for (const flag of DEAL_FLAGS) {
    const id = filters[flag] ? dealOptionForFlag(flag, deals) : undefined;
    if (id === undefined) continue;
    filters[flag] = false;
    if (!filters.deals.includes(id)) filters.deals = [...filters.deals, id].sort((a, b) => a - b);
  }
  const canonical = withFilters(params, filters);
  const page = params.get('page');
  if (page) canonical.set('page', page);
  if (keyword) canonical.set('keyword', keyword);
  else canonical.delete('keyword');
  return { filters, keyword, canonical: sortedParams(canonical) };
}

/** The parameters in a stable order: the filters as FILTER_PARAMS lists them, then the rest as they came. */
function sortedParams(params: URLSearchParams): URLSearchParams {
  const order = (key: string) => {
    const i = (FILTER_PARAMS as readonly string[]).indexOf(key);
    return i === -1 ? FILTER_PARAMS.length : i;
  };
  return new URLSearchParams([...params].sort((a, b) => order(a[0]) - order(b[0])));
}

/**
 * The listing call's arguments (the contract's own type) for what a resolved URL asks for: the filters in effect,
 * the keyword left, the dates and the sort of the URL, its page; empty values left out, ids sorted (the same
 * selection always gives the same request, and RTK Query the same cache entry).
 */
export function listingArgs(
  lang: Lang,
  { filters, keyword, canonical }: ResolvedListing,
  perPage: number = TRIPS_PAGE_SIZE,
): ListToursArgs {
  const args: ListToursArgs = {
    lang,
    page: parsePage(canonical.get('page')),
    perPage,
    keyword: keyword || undefined,
    sort: sortArg(parseTourSort(canonical.get('sort'))),
    style: joinIds(filters.style),
    theme: joinIds(filters.theme),
    deal: joinIds(filters.deals),
    durationFrom: filters.duration.min ?? undefined,
    durationTo: filters.duration.max ?? undefined,
    priceFrom: filters.price.min ?? undefined,
    priceTo: filters.price.max ?? undefined,
    startDay: dayParam(canonical.get('start_day')),
    endDay: dayParam(canonical.get('end_day')),
    physicalRating: joinIds(filters.physicalRating),
    onSale: filters.onSale ? 'true' : undefined,
    earlyBird: filters.earlyBird ? 'true' : undefined,
    lastMinute: filters.lastMinute ? 'true' : undefined,
  };
  for (const key of Object.keys(args) as Array<keyof ListToursArgs>)
    if (args[key] === undefined) delete args[key];
  return args;
}

/** Whether the URL asks for names first: a keyword or a deal flag may name one of the service's options. */
export function needsOptionNames(params: URLSearchParams): boolean {
  return (
    (params.get('keyword') ?? '').trim() !== '' || DEAL_FLAGS.some((flag) => params.get(flag) === 'true')
  );
}

/** The saved filters as they are kept (the cookie's value): the filter part of a URL, '' for none. */
export function savedFiltersQuery(filters: TourFilterState): string {
  return filterParams(filters).toString();
}

/**
 * Where a listing URL without filters goes when filters were saved: the same URL with them (null when it has
 * filters already, is not a listing page, or nothing usable was saved).
 */
export function savedFiltersLocation(
  pathname: string,
  search: string,
  saved: string | undefined,
): string | null {
  if (!saved || !LISTING_PATH.test(pathname)) return null;
  const params = new URLSearchParams(search);
  if (hasFilterParams(params)) return null;
  const filters = filterParams(filtersFromParams(new URLSearchParams(saved)));
  if ([...filters].length === 0) return null;
  const next = new URLSearchParams(params);
  next.delete('page');
  for (const [key, value] of filters) next.set(key, value);
  return `${pathname}?${sortedParams(next).toString()}`;
}
