import { contentApi } from '@/api';
import type { RoutePrefetch } from '@/api/prefetch';
import { categorySlug } from '@/domain/category/categoryTemplate';
import { categoryReviewsArgs } from './sectionData';

/**
 * The category's page data and its sections' data (sectionData.ts): reviews, the first page of trips and the
 * travel deals (asked for with the rest, although a template without that section does not show them: one more
 * call in parallel costs less than a second render pass).
 */
export const categoryPrefetch: RoutePrefetch = ({ lang, params }) => {
  const slug = categorySlug(params.slug, params.sub);
  if (!slug) return [];
  const { getHomepageData, getTourReviews, getToursOfCategory, getTravelDealsOfCategory } =
    contentApi.endpoints;
  return [
    getHomepageData.initiate({ lang, slug }),
    getTourReviews.initiate(categoryReviewsArgs(lang, slug)),
    getToursOfCategory.initiate({ lang, slug, page: 1 }),
    getTravelDealsOfCategory.initiate({ lang, slug }),
  ];
};
