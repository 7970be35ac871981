/**
 * Review rules (spec part 1 §7, part 2 §2 Reviews, §3 Review, §4, §5, §8, §9).
 */
import { toApiProblem } from '../shared/apiProblem';
import type { RatingFilter, Review } from '@/contract/types';

export const REVIEWS_PAGE_SIZE = 10;
export const REVIEWS_SUMMARY_COUNT = 5;
export const REVIEW_COMMENT_LIMIT = 300;
/** The next page loads when the list is scrolled to within this many pixels of its bottom. */
export const REVIEWS_NEXT_PAGE_THRESHOLD_PX = 200;

/** Average rating weighted by the star counts, rounded to one decimal, and the total count. */
export function weightedAverageRating(filters: readonly RatingFilter[] | null | undefined): {
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
export function ratingDistribution(filters: readonly RatingFilter[] | null | undefined): RatingFilter[] {
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

export interface NormalisedReview {
  id: number | string;
  tourName: string | null;
  author: string;
  rating: number;
  comment: string;
  date: string | null;
}

/** Reads the alternative field names: user_name/author (default Anonymous), rating (default 5), comment/content … */
export function normaliseReview(review: Review, anonymous = 'Anonymous'): NormalisedReview {
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

/** True when the scroll position is within 200 px of the bottom. */
export function isNearBottom(
  el: { scrollTop: number; scrollHeight: number; clientHeight: number },
  threshold = REVIEWS_NEXT_PAGE_THRESHOLD_PX,
): boolean {
  return el.scrollHeight - el.scrollTop - el.clientHeight <= threshold;
}

export const REVIEWS_NOT_SUCCESS_MESSAGE = 'API request failed or success field is false';

/**
 * What a visitor is told when reviews fail, as a catalogue key (the feature translates it inside 'Error loading
 * reviews: {message}'): 'noSlug' (no slug in the address), 'notSuccess' (the service refused, or answered what
 * cannot be used), 'connection' (no answer, or an error status). Statuses and answer bodies are never shown: the
 * failure itself (its ApiProblem) goes to the log. null when there is nothing to say (no error, aborted).
 */
export type ReviewsFailure = 'noSlug' | 'notSuccess' | 'connection';

export function reviewsFailure(error: unknown): ReviewsFailure | null {
  if (error === undefined || error === null) return null;
  const problem = toApiProblem(error);
  switch (problem.kind) {
    case 'aborted':
      return null;
    case 'invalidAnswer':
    case 'notSuccess':
      return 'notSuccess';
    default:
      return 'connection';
  }
}

/** The review summary's failure: no slug, or the call's (a refusal leaves the summary empty without a message). */
export function reviewSummaryFailure(slug: string | null, error: unknown): ReviewsFailure | null {
  if (!slug) return 'noSlug';
  if (error === undefined || error === null) return null;
  return toApiProblem(error).kind === 'notSuccess' ? null : reviewsFailure(error);
}
