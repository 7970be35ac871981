import { contentApi } from '@/api';
import type { RoutePrefetch } from '@/api/prefetch';
import { extractReviewSlug } from '@/domain/tour/reviews';
import { isSupportedLanguage } from '@/domain/shared/language';
import { reviewPageArgs, reviewSummaryArgs } from './reviews/reviewArgs';

/** The tour, its review summary and the first page of its reviews (TourLoader, useReviewSummary, ReviewsSection). */
export const tourPrefetch: RoutePrefetch = ({ lang, params, pathname }) => {
  const slug = params.slug;
  if (!slug || !isSupportedLanguage(params.lang?.toLowerCase())) return [];
  const { getTour, getTourReviews } = contentApi.endpoints;
  const reviewSlug = extractReviewSlug(pathname);
  return [
    getTour.initiate({ lang, slug }),
    ...(reviewSlug
      ? [
          getTourReviews.initiate(reviewSummaryArgs(lang, reviewSlug)),
          getTourReviews.initiate(reviewPageArgs(lang, reviewSlug, 1)),
        ]
      : []),
  ];
};
