/**
 * Reviews, generated lazily per tour (the tour with thousands of reviews only costs time when it is asked for).
 * The star sequence is decided by tours.ts so ratings and counts are known without generating texts.
 */
import { addDays, timestamp } from './dates';
import { FIRST_NAMES, LONG_COMMENTS, REVIEW_SNIPPETS } from './catalogue';
import { hashSeed, int, mulberry32, pick } from './prng';
import type { TourRecord } from './tours';

export interface ReviewRecord {
  id: number;
  tour_id: number;
  tour_name: string;
  user_name: string | null;
  /** Some reviews use the alternative field names (author / content / travelDate) the contract allows. */
  alt: boolean;
  rating: number;
  comment: string;
  review_date: string;
  created_at: string;
  updated_at: string;
}

const cache = new Map<string, ReviewRecord[]>();

export function reviewsOf(tour: TourRecord, today: string, lang: 'vi' | 'en'): ReviewRecord[] {
  const key = `${today}|${tour.slug}|${lang}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const rng = mulberry32(hashSeed(`reviews:${tour.slug}`));
  const list = tour.reviewStars.map((stars, i): ReviewRecord => {
    const daysAgo = Math.floor((i * 700) / Math.max(1, tour.reviewStars.length)) + int(rng, 0, 6);
    const date = addDays(today, -daysAgo - 3);
    const long = rng() < 0.12;
    const snippets = REVIEW_SNIPPETS[stars as 1 | 2 | 3 | 4 | 5];
    const comment = long ? pick(rng, LONG_COMMENTS) : pick(rng, snippets);
    const anonymous = rng() < 0.03;
    return {
      id: tour.id * 100_000 + i + 1,
      tour_id: tour.id,
      tour_name: tour.title[lang],
      user_name: anonymous ? null : pick(rng, FIRST_NAMES),
      alt: rng() < 0.05,
      rating: stars,
      comment,
      review_date: date,
      created_at: timestamp(date, int(rng, 480, 1320)),
      updated_at: timestamp(date, 1400),
    };
  });
  cache.set(key, list);
  return list;
}

/** Average weighted by count, one decimal; 0 without reviews. */
export function averageOf(stars: number[]): number {
  if (!stars.length) return 0;
  return Math.round((stars.reduce((a, b) => a + b, 0) / stars.length) * 10) / 10;
}

export function clearReviewCache(): void {
  cache.clear();
}
