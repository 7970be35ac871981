/**
 * Endless review pages for the 'all reviews' modal (spec part 2 §4): page size 10; the first page replaces the list
 * and later pages append; changing the filter restarts at page 1. The pages live in RTK Query's cache (one entry
 * per filter, merged there: see getTourReviews in src/api/index.ts); this hook only says which page is wanted.
 */
import { useCallback, useEffect, useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { useGetTourReviewsQuery } from '@/api';
import type { Lang } from '@/domain/shared/language';
import { toApiProblem } from '@/domain/shared/apiProblem';
import { reviewsFailure } from '@/domain/tour/reviews';
import { starsKey } from '@/domain/shared/pagedAnswers';
import { reviewPageArgs } from './reviewArgs';

export function useReviewPages(lang: Lang, slug: string | null, stars: number[]) {
  const key = starsKey(stars);
  // The page wanted for this filter; another filter starts again at page 1.
  const [wanted, setWanted] = useState({ key, page: 1 });
  const page = wanted.key === key ? wanted.page : 1;
  const { currentData, error, isFetching } = useGetTourReviewsQuery(
    slug ? reviewPageArgs(lang, slug, page, stars) : skipToken,
  );

  const items = currentData?.data.reviews ?? [];
  const loadedPage = currentData?.data.pagination.current_page ?? 0;
  const lastPage = currentData?.data.pagination.last_page ?? 1;
  const message = reviewsFailure(error);
  useEffect(() => {
    if (message) console.error('Reviews could not be loaded:', toApiProblem(error));
  }, [error, message]);
  const hasMore = loadedPage < lastPage;

  const loadMore = useCallback(() => {
    if (isFetching || error || !hasMore || loadedPage === 0) return;
    setWanted({ key, page: loadedPage + 1 });
  }, [error, hasMore, isFetching, key, loadedPage]);

  return {
    items,
    /** The last page shown (0 before the first one arrives). */
    page: currentData ? Math.max(loadedPage, 1) : 0,
    lastPage,
    loading: isFetching,
    /** What to tell the visitor (a catalogue key), null when nothing failed. */
    error: message,
    hasMore: currentData ? hasMore : false,
    loadMore,
  };
}
