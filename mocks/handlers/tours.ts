/** Tours: listing with filters and counts, detail, reviews. */
import { DEFAULT_USD_TO_VND_RATE } from '../../src/domain/shared/price';
import type {
  Review,
  TourCounts,
  TourDetail,
  TourDetailResponse,
  TourListItem,
  TourListResponse,
  TourReviewsResponse,
} from '../../src/api/generated/contentApi';
import { DEALS, STYLES, THEMES } from '../data/catalogue';
import { findPage } from '../data/categories';
import { findTour, getDataset, type Dataset, type Lang } from '../data/index';
import { reviewsOf, type ReviewRecord } from '../data/reviews';
import type { TourRecord } from '../data/tours';
import {
  dealIds,
  isEarlyBird,
  isLastMinute,
  isOnSale,
  searchableText,
  startPrice,
  toDetail,
  toListItem,
} from '../data/views';
import { isScenarioActive } from '../scenarios';
import { addDays, daysBetween } from '../data/dates';
import { API, intParam, json, langParam, notFound, operation, validationError } from './util';

function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .toLowerCase();
}

function idList(
  url: URL,
  name: string,
  errors: Record<string, string[]>,
  pattern = /^\d+(,\d+)*$/,
): number[] | undefined {
  const raw = url.searchParams.get(name);
  if (raw === null || raw === '') return undefined;
  if (!pattern.test(raw)) {
    errors[name] = [`The ${name} must be a comma separated list of ids.`];
    return undefined;
  }
  return raw.split(',').map(Number);
}

function dateParam(url: URL, name: string, errors: Record<string, string[]>): string | undefined {
  const raw = url.searchParams.get(name);
  if (raw === null || raw === '') return undefined;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(raw) || Number.isNaN(Date.parse(raw))) {
    errors[name] = [`The ${name} is not a valid date (yyyy-MM-dd).`];
    return undefined;
  }
  return raw;
}

function numberParam(url: URL, name: string, errors: Record<string, string[]>): number | undefined {
  const raw = url.searchParams.get(name);
  if (raw === null || raw === '') return undefined;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) {
    errors[name] = [`The ${name} must be a non-negative number.`];
    return undefined;
  }
  return value;
}

export interface TourQuery {
  keyword?: string;
  style?: number[];
  theme?: number[];
  deal?: number[];
  durationFrom?: number;
  durationTo?: number;
  priceFrom?: number;
  priceTo?: number;
  startDay?: string;
  endDay?: string;
  physical?: number[];
  onSale?: boolean;
  earlyBird?: boolean;
  lastMinute?: boolean;
}

/** Does the tour's title/location/slug/tags text contain `needle` (accents and case ignored)? */
function contains(tour: TourRecord, lang: Lang, needle: string): boolean {
  return fold(searchableText(tour, lang)).includes(needle);
}

/**
 * Keyword: the whole phrase in title, location, slug or tags (accents and case ignored); when no tour has the
 * phrase and it has several words (keyword chips joined by +), any of its words of 3+ letters.
 */
function keywordFilter(tours: TourRecord[], lang: Lang, keyword: string): TourRecord[] {
  const phrase = fold(keyword.trim());
  if (!phrase) return tours;
  const exact = tours.filter((t) => contains(t, lang, phrase));
  const words = phrase.split(/[\s+,]+/).filter((w) => w.length >= 3);
  if (exact.length || words.length < 2) return exact;
  return tours.filter((t) => words.some((w) => contains(t, lang, w)));
}

/**
 * 200 departures every 4 days from a week ahead (scenario many-departures), with the tour's own rooms and
 * availability varying from sold out to plenty, for the long-list checks.
 */
export function manyDepartures(dates: TourDetail['dates'], today: string): NonNullable<TourDetail['dates']> {
  const first = dates?.[0];
  if (!first) return [];
  const length = daysBetween(first.start_date, first.end_date);
  return Array.from({ length: 200 }, (_, i) => {
    const start_date = addDays(today, 7 + i * 4);
    return {
      id: 900_000 + i,
      start_date,
      end_date: addDays(start_date, length),
      room_prices: first.room_prices.map((price, k) => ({
        ...price,
        ...(price.id !== undefined ? { id: 9_000_000 + i * 10 + k } : {}),
        available_rooms: (i + k) % 7,
      })),
    };
  });
}

export const TOUR_SORTS = ['recommended', 'price_asc', 'price_desc', 'duration_asc', 'rating_desc'] as const;
export type TourSort = (typeof TOUR_SORTS)[number];

/**
 * The contract's `sort` (stable: ties keep the recommended order, which is the input's). Prices compare in VNĐ
 * (the dataset's small prices are US$, as in the price filter); trips without a price go last.
 */
export function sortListItems(items: TourListItem[], sort: TourSort): TourListItem[] {
  const vnd = (item: TourListItem) => {
    const price = Number(item.price ?? 0);
    return price > 0 ? (price < 10000 ? price * DEFAULT_USD_TO_VND_RATE : price) : Number.POSITIVE_INFINITY;
  };
  const compare: Record<TourSort, ((a: TourListItem, b: TourListItem) => number) | null> = {
    recommended: null,
    price_asc: (a, b) => vnd(a) - vnd(b),
    price_desc: (a, b) => {
      const [x, y] = [vnd(a), vnd(b)];
      if (x === y) return 0;
      if (x === Number.POSITIVE_INFINITY) return 1;
      if (y === Number.POSITIVE_INFINITY) return -1;
      return y - x;
    },
    duration_asc: (a, b) => a.duration - b.duration,
    rating_desc: (a, b) => b.rating - a.rating,
  };
  const by = compare[sort];
  return by ? [...items].sort(by) : items;
}

export function filterTours(ds: Dataset, lang: Lang, q: TourQuery): TourRecord[] {
  const today = ds.today;
  const candidates = q.keyword ? keywordFilter(ds.tours, lang, q.keyword) : ds.tours;
  return candidates.filter((tour) => {
    if (q.style?.length && !q.style.includes(tour.styleId)) return false;
    if (q.theme?.length && !q.theme.includes(tour.themeId)) return false;
    if (q.deal?.length && !dealIds(tour, today).some((id) => q.deal!.includes(id))) return false;
    if (q.durationFrom !== undefined && tour.duration_days < q.durationFrom) return false;
    if (q.durationTo !== undefined && tour.duration_days > q.durationTo) return false;
    if (q.priceFrom !== undefined || q.priceTo !== undefined) {
      const start = startPrice(tour, today);
      if (!start || start.price <= 0) return false;
      const vnd = start.price < 10000 ? start.price * DEFAULT_USD_TO_VND_RATE : start.price;
      if (q.priceFrom !== undefined && vnd < q.priceFrom) return false;
      if (q.priceTo !== undefined && vnd > q.priceTo) return false;
    }
    if (q.startDay || q.endDay) {
      const overlaps = tour.dates.some(
        (d) =>
          (!q.endDay || d.start_date <= q.endDay) &&
          (!q.startDay || d.end_date >= q.startDay) &&
          d.start_date >= today,
      );
      if (!overlaps) return false;
    }
    if (q.physical?.length && !q.physical.includes(tour.physical)) return false;
    if (q.onSale && !isOnSale(tour, today)) return false;
    if (q.earlyBird && !isEarlyBird(tour, today)) return false;
    if (q.lastMinute && !isLastMinute(tour, today)) return false;
    return true;
  });
}

export function countsOf(tours: TourRecord[], lang: Lang, today: string): TourCounts {
  const physical: Record<string, number> = { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 };
  for (const t of tours) physical[String(t.physical)] += 1;
  return {
    physical_rating: physical,
    style: {
      title: lang === 'vi' ? 'Phong cách' : 'Style',
      data: STYLES.map((s) => ({
        id: s.id,
        name: s.name[lang],
        count: tours.filter((t) => t.styleId === s.id).length,
      })),
    },
    theme: {
      title: lang === 'vi' ? 'Chủ đề' : 'Theme',
      data: THEMES.map((s) => ({
        id: s.id,
        name: s.name[lang],
        count: tours.filter((t) => t.themeId === s.id).length,
      })),
    },
    deals: {
      title: lang === 'vi' ? 'Ưu đãi' : 'Deals',
      data: DEALS.map((d) => ({
        id: d.id,
        name: d.name[lang],
        count: tours.filter((t) => dealIds(t, today).includes(d.id)).length,
      })),
    },
  };
}

function toReview(r: ReviewRecord): Review {
  if (r.alt) {
    return {
      id: r.id,
      tour_id: r.tour_id,
      title: r.tour_name,
      author: r.user_name,
      rating: r.rating,
      content: r.comment,
      travelDate: r.review_date,
      created_at: r.created_at,
      updated_at: r.updated_at,
    };
  }
  return {
    id: r.id,
    tour_id: r.tour_id,
    tour_name: r.tour_name,
    user_name: r.user_name,
    rating: r.rating,
    comment: r.comment,
    review_date: r.review_date,
    created_at: r.created_at,
    updated_at: r.updated_at,
  };
}

export const tourHandlers = {
  listTours: operation('listTours', 'get', `${API}/:lang/tours`, ({ request, params }) => {
    const lang = langParam(params);
    if (!lang) return notFound();
    const url = new URL(request.url);
    const errors: Record<string, string[]> = {};
    const page = intParam(url, 'page') ?? 1;
    const perPage = intParam(url, 'per_page') ?? 12;
    if (!Number.isInteger(page) || page < 1) errors.page = ['The page must be an integer of at least 1.'];
    if (!Number.isInteger(perPage) || perPage < 1 || perPage > 100)
      errors.per_page = ['The per page must be between 1 and 100.'];
    const sort = (url.searchParams.get('sort') || 'recommended') as TourSort;
    if (!TOUR_SORTS.includes(sort)) errors.sort = [`The sort must be one of ${TOUR_SORTS.join(', ')}.`];
    for (const flag of ['onSale', 'earlyBird', 'lastMinute']) {
      const value = url.searchParams.get(flag);
      if (value !== null && value !== 'true' && value !== 'false')
        errors[flag] = [`The ${flag} must be true or false.`];
    }
    const q: TourQuery = {
      keyword: url.searchParams.get('keyword') ?? undefined,
      style: idList(url, 'style', errors),
      theme: idList(url, 'theme', errors),
      deal: idList(url, 'deal', errors),
      durationFrom: numberParam(url, 'duration_from', errors),
      durationTo: numberParam(url, 'duration_to', errors),
      priceFrom: numberParam(url, 'price_from', errors),
      priceTo: numberParam(url, 'price_to', errors),
      startDay: dateParam(url, 'start_day', errors),
      endDay: dateParam(url, 'end_day', errors),
      physical: idList(url, 'physical_rating', errors, /^[1-5](,[1-5])*$/),
      onSale: url.searchParams.get('onSale') === 'true',
      earlyBird: url.searchParams.get('earlyBird') === 'true',
      lastMinute: url.searchParams.get('lastMinute') === 'true',
    };
    if (Object.keys(errors).length) return validationError(errors, lang);
    const ds = getDataset();
    const empty =
      isScenarioActive(request, 'tours-empty') || isScenarioActive(request, 'tours-success-false');
    const filtered = empty ? [] : filterTours(ds, lang, q).sort((a, b) => b.popularity - a.popularity);
    const items = sortListItems(
      filtered.map((t) => toListItem(t, lang, ds.today)),
      sort,
    );
    const lastPage = Math.max(1, Math.ceil(filtered.length / perPage));
    const body: TourListResponse & { message?: string } = {
      success: !isScenarioActive(request, 'tours-success-false'),
      data: items.slice((page - 1) * perPage, page * perPage),
      total: filtered.length,
      current_page: page,
      last_page: lastPage,
      per_page: perPage,
      counts: countsOf(filtered, lang, ds.today),
    };
    if (!body.success)
      body.message = lang === 'vi' ? 'Không thể tải danh sách tour.' : 'Unable to load tours.';
    return json(body);
  }),

  getTour: operation('getTour', 'get', `${API}/:lang/tours/:slug`, ({ request, params }) => {
    const lang = langParam(params);
    if (!lang) return notFound();
    const ds = getDataset();
    const tour = findTour(ds, String(params.slug));
    if (!tour) return notFound(lang);
    const detail = toDetail(tour, lang, ds.today);
    if (isScenarioActive(request, 'many-departures')) detail.dates = manyDepartures(detail.dates, ds.today);
    if (isScenarioActive(request, 'tour-invalid')) {
      // Deliberately breaks the contract: no id and no title.
      const broken: Partial<TourDetail> = { ...detail };
      delete broken.id;
      delete broken.title;
      return json({ success: true, data: broken });
    }
    return json<TourDetailResponse>({ success: true, data: detail });
  }),

  getTourReviews: operation(
    'getTourReviews',
    'get',
    `${API}/:lang/tour-reviews-show`,
    ({ request, params }) => {
      const lang = langParam(params);
      if (!lang) return notFound();
      const url = new URL(request.url);
      const errors: Record<string, string[]> = {};
      const type = url.searchParams.get('type');
      const slug = url.searchParams.get('slug');
      if (type !== 'tour' && type !== 'category') errors.type = ['The type must be tour or category.'];
      if (!slug) errors.slug = ['The slug field is required.'];
      const page = intParam(url, 'page') ?? 1;
      const perPage = intParam(url, 'per_page') ?? 10;
      if (!Number.isInteger(page) || page < 1) errors.page = ['The page must be an integer of at least 1.'];
      if (!Number.isInteger(perPage) || perPage < 1) errors.per_page = ['The per page must be at least 1.'];
      const rawStars = [...url.searchParams.getAll('stars[]'), ...url.searchParams.getAll('stars')].flatMap(
        (s) => s.split(','),
      );
      if (rawStars.some((s) => !/^[1-5]$/.test(s))) errors['stars'] = ['Each star must be between 1 and 5.'];
      if (Object.keys(errors).length) return validationError(errors, lang);
      const ds = getDataset();
      let all: ReviewRecord[] = [];
      if (!isScenarioActive(request, 'reviews-empty')) {
        if (type === 'tour') {
          const tour = findTour(ds, slug as string);
          all = tour ? reviewsOf(tour, ds.today, lang) : [];
        } else {
          const page = findPage(ds.pages, slug as string);
          all = page
            ? page.select(ds.tours, ds.today).flatMap((t) => reviewsOf(t, ds.today, lang).slice(0, 20))
            : [];
        }
      }
      const stars = rawStars.map(Number);
      const filtered = stars.length ? all.filter((r) => stars.includes(r.rating)) : all;
      const sorted = [...filtered].sort((a, b) => b.review_date.localeCompare(a.review_date) || b.id - a.id);
      const body: TourReviewsResponse & { message?: string } = {
        success: !isScenarioActive(request, 'reviews-success-false'),
        data: {
          reviews: sorted.slice((page - 1) * perPage, page * perPage).map(toReview),
          ratingFilters: [5, 4, 3, 2, 1].map((s) => ({
            stars: s,
            count: all.filter((r) => r.rating === s).length,
          })),
          pagination: {
            current_page: page,
            last_page: Math.max(1, Math.ceil(filtered.length / perPage)),
            per_page: perPage,
            total: filtered.length,
          },
        },
      };
      if (!body.success) body.message = 'API request failed';
      return json(body);
    },
  ),
};
