/**
 * Review rules (spec part 1 §7, part 2 §2 Reviews, §3 Review, §4, §5, §8, §9).
 */

export const REVIEWS_PAGE_SIZE = 10;
export const REVIEWS_SUMMARY_COUNT = 5;
export const REVIEW_COMMENT_LIMIT = 300;
/** The next page loads when the list is scrolled to within this many pixels of its bottom. */
export const REVIEWS_NEXT_PAGE_THRESHOLD_PX = 200;

export interface RatingFilterLike {
  stars: number;
  count: number;
}

/** Average rating weighted by the star counts, rounded to one decimal, and the total count. */
export function weightedAverageRating(filters: readonly RatingFilterLike[] | null | undefined): {
  average: number;
  total: number;
} {
  let total = 0;
  let sum = 0;
  for (const f of filters ?? []) {
    const count = Number(f.count) || 0;
    const stars = Number(f.stars) || 0;
    if (count <= 0) continue;
    total += count;
    sum += stars * count;
  }
  return { average: total ? Math.round((sum / total) * 10) / 10 : 0, total };
}

/** Counts per star from 5 down to 1 (missing stars count 0), for the distribution bars. */
export function ratingDistribution(
  filters: readonly RatingFilterLike[] | null | undefined,
): RatingFilterLike[] {
  return [5, 4, 3, 2, 1].map((stars) => ({
    stars,
    count: (filters ?? [])
      .filter((f) => Number(f.stars) === stars)
      .reduce((s, f) => s + (Number(f.count) || 0), 0),
  }));
}

const NON_SLUG_SEGMENTS = new Set(['vi', 'en', 'review', 'reviews']);

/**
 * The tour slug for the reviews call: the last path segment that is not the language or the word
 * review / reviews (any case). Null when none exists ('Could not extract tour slug from URL').
 */
export function extractReviewSlug(pathname: string): string | null {
  const path = pathname.split(/[?#]/)[0];
  const segments = path.split('/').filter(Boolean);
  for (let i = segments.length - 1; i >= 0; i -= 1) {
    let segment = segments[i];
    try {
      segment = decodeURIComponent(segment);
    } catch {
      /* keep the raw segment */
    }
    if (!NON_SLUG_SEGMENTS.has(segment.toLowerCase())) return segment;
  }
  return null;
}

/** Cuts a comment longer than 300 characters (at a word boundary when one is near) and adds an ellipsis. */
export function truncateComment(
  text: string,
  limit = REVIEW_COMMENT_LIMIT,
): { text: string; truncated: boolean } {
  const chars = Array.from(text);
  if (chars.length <= limit) return { text, truncated: false };
  let cut = chars.slice(0, limit).join('');
  const space = cut.lastIndexOf(' ');
  if (space > limit * 0.8) cut = cut.slice(0, space);
  return { text: `${cut.trimEnd()}…`, truncated: true };
}

export interface ReviewLike {
  id: number | string;
  tour_id?: number | null;
  tour_name?: string | null;
  title?: string | null;
  user_name?: string | null;
  author?: string | null;
  rating?: number | null;
  comment?: string | null;
  content?: string | null;
  review_date?: string | null;
  travelDate?: string | null;
  created_at?: string | null;
}

export interface NormalisedReview {
  id: number | string;
  tourName: string | null;
  author: string;
  rating: number;
  comment: string;
  date: string | null;
}

/** Reads the alternative field names: user_name/author (default Anonymous), rating (default 5), comment/content … */
export function normaliseReview(review: ReviewLike, anonymous = 'Anonymous'): NormalisedReview {
  const rating = Number(review.rating);
  return {
    id: review.id,
    tourName: review.tour_name ?? review.title ?? null,
    author: (review.user_name ?? review.author ?? '').trim() || anonymous,
    rating: Number.isFinite(rating) && rating > 0 ? Math.min(5, Math.max(1, rating)) : 5,
    comment: review.comment ?? review.content ?? '',
    date: review.review_date ?? review.travelDate ?? review.created_at ?? null,
  };
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

/** True when the scroll position is within 200 px of the bottom. */
export function isNearBottom(
  el: { scrollTop: number; scrollHeight: number; clientHeight: number },
  threshold = REVIEWS_NEXT_PAGE_THRESHOLD_PX,
): boolean {
  return el.scrollHeight - el.scrollTop - el.clientHeight <= threshold;
}

/** The selected star filters as a stable key (identical page-1 queries are skipped). */
export function starsKey(stars: readonly number[]): string {
  return [...new Set(stars)].sort((a, b) => b - a).join(',');
}

export const REVIEWS_NOT_SUCCESS_MESSAGE = 'API request failed or success field is false';

/**
 * The message of a failed reviews request: a non-OK answer gives 'HTTP {status}: {text}', an answer whose
 * success is not true gives 'API request failed or success field is false'. Aborted requests give null
 * (they are ignored).
 */
export function reviewsErrorMessage(error: unknown): string | null {
  if (!error || typeof error !== 'object') return null;
  const e = error as {
    name?: string;
    status?: unknown;
    originalStatus?: number;
    data?: unknown;
    error?: string;
    message?: string;
  };
  if (e.name === 'AbortError' || e.error === 'AbortError: Aborted' || /abort/i.test(String(e.error ?? '')))
    return null;
  if (e.status === 'PARSING_ERROR' && typeof e.originalStatus === 'number') {
    // An OK answer that could not be used (not JSON, or breaking the contract) is an unsuccessful answer.
    if (e.originalStatus < 400) return REVIEWS_NOT_SUCCESS_MESSAGE;
    return `HTTP ${e.originalStatus}: ${typeof e.data === 'string' ? e.data : ''}`.trim();
  }
  if (typeof e.status === 'number') {
    const text = typeof e.data === 'string' ? e.data : e.data != null ? JSON.stringify(e.data) : '';
    return `HTTP ${e.status}: ${text}`.trim();
  }
  if (e.status === 'CUSTOM_ERROR' || e.status === 'NOT_SUCCESS')
    return e.error || REVIEWS_NOT_SUCCESS_MESSAGE;
  if (e.status === 'FETCH_ERROR') return e.error ?? 'Failed to fetch';
  return e.error ?? e.message ?? null;
}

/** The review summary's error (spec part 1 §8): a missing slug gives this text. */
export const REVIEW_SUMMARY_NO_SLUG = 'No slug found';

/**
 * The review summary call's error text (spec part 1 §8): no slug → 'No slug found'; a non-OK answer →
 * 'HTTP {status}'; another failure (network) → its own message; null when there is nothing to report
 * (no error, or a request cancelled by navigation).
 */
export function reviewSummaryErrorMessage(slug: string | null, error: unknown): string | null {
  if (!slug) return REVIEW_SUMMARY_NO_SLUG;
  if (!error || typeof error !== 'object') return null;
  const e = error as { status?: unknown; originalStatus?: unknown };
  const status =
    typeof e.status === 'number' ? e.status : typeof e.originalStatus === 'number' ? e.originalStatus : null;
  if (status !== null && status >= 400) return `HTTP ${status}`;
  return reviewsErrorMessage(error);
}
