/**
 * The category page's server-backed sections ask for their data here. The page asks first (to know which sections
 * have content, for the section nav), the sections ask again and RTK Query shares the answer. Kept apart from the
 * sections' components so those can arrive in their own chunks (CategoryView loads them lazily).
 */
import { useGetTourReviewsQuery, useGetToursOfCategoryQuery, useGetTravelDealsOfCategoryQuery } from '@/api';
import type { TravelDeal } from '@/api';
import { travelDealsFailure } from '@/domain/category/dealPrice';
import type { Lang } from '@/domain/shared/language';
import { REVIEWS_SUMMARY_COUNT } from '@/domain/tour/reviews';

export function useTravelDeals(lang: Lang, slug: string, skip = false) {
  const query = useGetTravelDealsOfCategoryQuery({ lang, slug }, { skip });
  const failure = travelDealsFailure(query.error, query.data);
  const deals: TravelDeal[] = !failure ? (query.data?.traveldeals.content ?? []) : [];
  return { ...query, failure, deals };
}

/** The category's reviews call (its summary section): the first few reviews. */
export const categoryReviewsArgs = (lang: Lang, slug: string) =>
  ({ lang, type: 'category', slug, page: 1, perPage: REVIEWS_SUMMARY_COUNT }) as const;

export function useCategoryReviews(lang: Lang, slug: string) {
  const query = useGetTourReviewsQuery(categoryReviewsArgs(lang, slug));
  const answer = query.isError ? undefined : query.data?.data;
  return { ...query, reviews: answer?.reviews ?? [], filters: answer?.ratingFilters ?? [] };
}

export function useFirstToursPage(lang: Lang, slug: string) {
  return useGetToursOfCategoryQuery({ lang, slug, page: 1 });
}
