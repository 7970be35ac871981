import {
  extractReviewSlug,
  reviewSummaryFailure,
  isNearBottom,
  normaliseReview,
  ratingDistribution,
  reviewsFailure,
  truncateComment,
  weightedAverageRating,
} from './reviews';
import { mergeReviewAnswer, mergeReviewPage, starsKey } from '../shared/pagedAnswers';

describe('weighted average rating', () => {
  it('weights the stars by their counts, one decimal, with the total', () => {
    expect(
      weightedAverageRating([
        { stars: 5, count: 12 },
        { stars: 4, count: 3 },
        { stars: 3, count: 1 },
        { stars: 2, count: 0 },
      ]),
    ).toEqual({ average: 4.7, total: 16 });
  });
  it('is 0 with no reviews', () => {
    expect(weightedAverageRating([])).toEqual({ average: 0, total: 0 });
    expect(weightedAverageRating(undefined)).toEqual({ average: 0, total: 0 });
  });
  it('lists the distribution from 5 to 1 stars', () => {
    expect(ratingDistribution([{ stars: 4, count: 2 }])).toEqual([
      { stars: 5, count: 0 },
      { stars: 4, count: 2 },
      { stars: 3, count: 0 },
      { stars: 2, count: 0 },
      { stars: 1, count: 0 },
    ]);
  });
});

describe('slug extraction for reviews', () => {
  it('takes the last segment that is not the language or review(s)', () => {
    expect(extractReviewSlug('/vi/detail-trip/ha-long-sapa')).toBe('ha-long-sapa');
    expect(extractReviewSlug('/en/detail-trip/ha-long-sapa/reviews')).toBe('ha-long-sapa');
    expect(extractReviewSlug('/EN/detail-trip/ha-long/Review/')).toBe('ha-long');
    expect(extractReviewSlug('/vi/detail-trip/h%C3%A0-n%E1%BB%99i')).toBe('hà-nội');
  });
  it('is null when no such segment exists', () => {
    expect(extractReviewSlug('/vi/review')).toBeNull();
    expect(extractReviewSlug('/')).toBeNull();
  });
});

describe('comment truncation', () => {
  it('keeps comments of up to 300 characters', () => {
    const text = 'a'.repeat(300);
    expect(truncateComment(text)).toEqual({ text, truncated: false });
  });
  it('cuts longer comments and adds an ellipsis', () => {
    const result = truncateComment('word '.repeat(80));
    expect(result.truncated).toBe(true);
    expect(Array.from(result.text).length).toBeLessThanOrEqual(301);
    expect(result.text.endsWith('…')).toBe(true);
  });
});

describe('review normalisation', () => {
  it('reads alternative names and defaults', () => {
    expect(
      normaliseReview({ id: 1, author: 'Emma', content: 'Nice', travelDate: 'March 2025', title: 'T' }),
    ).toEqual({
      id: 1,
      tourName: 'T',
      author: 'Emma',
      rating: 5,
      comment: 'Nice',
      date: 'March 2025',
    });
    expect(normaliseReview({ id: 2, rating: 3 }, 'Ẩn danh').author).toBe('Ẩn danh');
  });
});

describe('review pages', () => {
  it('replaces on the first page and appends later pages', () => {
    const a = [{ id: 1 }, { id: 2 }];
    expect(mergeReviewPage(a, [{ id: 3 }], 1)).toEqual([{ id: 3 }]);
    expect(mergeReviewPage(a, [{ id: 2 }, { id: 3 }], 2)).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }]);
  });
  it('merges a cached answer with the next page; page 1 replaces it', () => {
    const page = (n: number, ids: number[]) => ({
      data: { reviews: ids.map((id) => ({ id })), pagination: { current_page: n, last_page: 3 } },
    });
    expect(mergeReviewAnswer(page(1, [1, 2]), page(2, [2, 3]), 2)).toEqual(page(2, [1, 2, 3]));
    expect(mergeReviewAnswer(page(2, [1, 2, 3]), page(1, [9]), 1)).toEqual(page(1, [9]));
    expect(mergeReviewAnswer(undefined, page(2, [5]), 2)).toEqual(page(2, [5]));
  });
  it('loads the next page within 200 px of the bottom', () => {
    expect(isNearBottom({ scrollTop: 600, scrollHeight: 1000, clientHeight: 200 })).toBe(true);
    expect(isNearBottom({ scrollTop: 599, scrollHeight: 1000, clientHeight: 200 })).toBe(false);
  });
  it('builds a stable key of the selected stars', () => {
    expect(starsKey([4, 5, 4])).toBe('5,4');
  });
});

describe('reviews failures (what a visitor is told)', () => {
  it('names the failure by kind, never by its status or body', () => {
    expect(reviewsFailure({ status: 503, data: 'Service Unavailable' })).toBe('connection');
    expect(reviewsFailure({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toBe('connection');
    expect(reviewsFailure({ status: 'PARSING_ERROR', originalStatus: 200, data: '<html>', error: 'x' })).toBe(
      'notSuccess',
    );
    expect(reviewsFailure({ name: 'AbortError', message: 'Aborted' })).toBeNull();
    expect(reviewsFailure(undefined)).toBeNull();
  });

  it("for the summary: no slug, or the call's failure; a refusal says nothing (the list below does)", () => {
    expect(reviewSummaryFailure(null, undefined)).toBe('noSlug');
    expect(reviewSummaryFailure('x', { status: 500, data: { message: 'boom' } })).toBe('connection');
    expect(reviewSummaryFailure('x', undefined)).toBeNull();
  });
});
