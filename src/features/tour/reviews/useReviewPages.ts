/**
 * Endless review pages for the 'all reviews' modal (spec part 2 §4): page size 10; the first page replaces
 * the list and later pages append; changing the filter restarts at page 1 and aborts the earlier request;
 * an identical page-1 query is skipped; aborted requests are ignored.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLazyGetTourReviewsQuery, type Review } from '@/api';
import type { Lang } from '@/domain/language';
import {
  mergeReviewPage,
  REVIEWS_NOT_SUCCESS_MESSAGE,
  REVIEWS_PAGE_SIZE,
  reviewsErrorMessage,
  starsKey,
} from '@/domain/reviews';

export interface ReviewPagesState {
  items: Review[];
  page: number;
  lastPage: number;
  loading: boolean;
  error: string | null;
}

const INITIAL: ReviewPagesState = { items: [], page: 0, lastPage: 1, loading: false, error: null };

export function useReviewPages(lang: Lang, slug: string | null, stars: number[]) {
  const [trigger] = useLazyGetTourReviewsQuery();
  const [state, setState] = useState<ReviewPagesState>(INITIAL);
  const inflight = useRef<{ abort: () => void } | null>(null);
  const lastFirstPageKey = useRef<string | null>(null);
  const key = starsKey(stars);

  const load = useCallback(
    async (page: number, selected: number[]) => {
      if (!slug) return;
      const requestKey = starsKey(selected);
      if (page === 1) {
        if (lastFirstPageKey.current === requestKey) return; // identical page-1 query: skipped
        lastFirstPageKey.current = requestKey;
        inflight.current?.abort(); // a new filter cancels the earlier request
        inflight.current = null;
      } else if (inflight.current) {
        return; // a page is already on its way
      }
      const request = trigger(
        {
          lang,
          type: 'tour',
          slug,
          page,
          perPage: REVIEWS_PAGE_SIZE,
          stars: selected.length ? selected : undefined,
        },
        true,
      );
      inflight.current = request;
      setState((s) => ({
        ...s,
        loading: true,
        error: null,
        ...(page === 1 ? { items: [], page: 0, lastPage: 1 } : {}),
      }));
      const current = () => inflight.current === request;
      try {
        const body = await request.unwrap();
        if (!current()) return;
        if (body?.success !== true) throw { status: 'NOT_SUCCESS', error: REVIEWS_NOT_SUCCESS_MESSAGE };
        const data = body.data;
        setState((s) => ({
          items: mergeReviewPage(s.items, data?.reviews ?? [], page),
          page,
          lastPage: data?.pagination?.last_page ?? page,
          loading: false,
          error: null,
        }));
      } catch (error) {
        if (!current()) return; // aborted or superseded: ignored
        const message = reviewsErrorMessage(error);
        if (message == null) return;
        setState((s) => ({ ...s, loading: false, error: message }));
      } finally {
        if (inflight.current === request) inflight.current = null;
      }
    },
    [lang, slug, trigger],
  );

  useEffect(() => {
    // Starting the request synchronises with the server; the state it sets is the request's progress.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void load(1, stars);
    // `key` stands for `stars` (same selection, same key).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, load]);

  useEffect(
    () => () => {
      // Unmounted (or StrictMode's trial unmount): cancel, and let a remount ask for page 1 again.
      inflight.current?.abort();
      inflight.current = null;
      lastFirstPageKey.current = null;
    },
    [],
  );

  const loadMore = useCallback(() => {
    if (state.loading || state.error || state.page >= state.lastPage || state.page === 0) return;
    void load(state.page + 1, stars);
  }, [load, stars, state]);

  return { ...state, hasMore: state.page < state.lastPage, loadMore };
}
