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
  reviewSummaryErrorMessage,
  weightedAverageRating,
} from '@/domain/tour/reviews';
import { useLang } from '@/lib/hooks';

export interface ReviewSummary {
  /** The tour slug of the reviews calls, or null ('Could not extract tour slug from URL'). */
  slug: string | null;
  average: number;
  total: number;
  distribution: RatingFilter[];
  /** True once a successful summary arrived. */
  loaded: boolean;
  isLoading: boolean;
  /** 'No slug found', 'HTTP {status}' or a network message (spec part 1 §8); null when fine. Logged once. */
  error: string | null;
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
  const error = reviewSummaryErrorMessage(slug, failure);
  useEffect(() => {
    if (error) console.error('Review summary could not be loaded:', error);
  }, [error]);
  return useMemo(() => {
    const ok = !failure && !!data;
    const filters = ok ? (data.data?.ratingFilters ?? []) : [];
    const { average, total } = weightedAverageRating(filters);
    return { slug, average, total, distribution: ratingDistribution(filters), loaded: ok, isLoading, error };
  }, [data, failure, slug, isLoading, error]);
}
