/**
 * The review summary (spec part 1 §7): GET tour-reviews-show with page=1&per_page=1, average weighted by the
 * star counts (one decimal) and the total. The slug comes from the URL (last segment that is not the language
 * or review(s)).
 */
import { useEffect, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { skipToken } from '@reduxjs/toolkit/query';
import { useGetTourReviewsQuery, type RatingFilter } from '@/api';
import { reviewSummaryArgs } from './reviewArgs';
import {
  extractReviewSlug,
  ratingDistribution,
  reviewSummaryFailure,
  type ReviewsFailure,
  weightedAverageRating,
} from '@/domain/tour/reviews';
import { useLang } from '@/lib/hooks';
import { toApiProblem } from '@/domain/shared/apiProblem';

export interface ReviewSummary {
  /** The tour slug of the reviews calls, or null ('Could not extract tour slug from URL'). */
  slug: string | null;
  average: number;
  total: number;
  distribution: RatingFilter[];
  /** True once a successful summary arrived. */
  loaded: boolean;
  isLoading: boolean;
  /**
   * What the visitor is told (a catalogue key); null when fine. The spec's developer text ('No slug found',
   * 'HTTP {status}', part 1 §8) goes to the log once, never to the screen.
   */
  error: ReviewsFailure | null;
}

export function useReviewSlug(): string | null {
  const { pathname } = useLocation();
  return extractReviewSlug(pathname);
}

export function useReviewSummary(): ReviewSummary {
  const lang = useLang();
  const slug = useReviewSlug();
  const {
    data,
    isLoading,
    error: failure,
  } = useGetTourReviewsQuery(slug ? reviewSummaryArgs(lang, slug) : skipToken);
  const error = reviewSummaryFailure(slug, failure);
  useEffect(() => {
    if (error) console.error('Review summary could not be loaded:', error, failure && toApiProblem(failure));
  }, [error, failure]);
  return useMemo(() => {
    const ok = !failure && !!data;
    const filters = ok ? (data.data?.ratingFilters ?? []) : [];
    const { average, total } = weightedAverageRating(filters);
    return { slug, average, total, distribution: ratingDistribution(filters), loaded: ok, isLoading, error };
  }, [data, failure, slug, isLoading, error]);
}
