import type { Lang } from '@/domain/shared/language';
import { REVIEWS_PAGE_SIZE } from '@/domain/tour/reviews';

/** The tour's review summary call (average, count, distribution): one review is enough. */
export const reviewSummaryArgs = (lang: Lang, slug: string) =>
  ({ lang, type: 'tour', slug, page: 1, perPage: 1 }) as const;

/** A page of the tour's reviews, filtered by stars (none: all). */
export const reviewPageArgs = (lang: Lang, slug: string, page: number, stars: readonly number[] = []) =>
  ({
    lang,
    type: 'tour',
    slug,
    page,
    perPage: REVIEWS_PAGE_SIZE,
    stars: stars.length ? [...stars] : undefined,
  }) as const;
