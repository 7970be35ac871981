import { useMemo } from 'react';
import type { ReviewCardLabels } from '@/components/ReviewCard';
import { useTourT } from '../tourLang';

/** The review card's texts from the tour namespace (memoised per language). */
export function useReviewCardLabels(): ReviewCardLabels {
  const { t } = useTourT();
  return useMemo(
    () => ({
      anonymous: t('reviews.anonymous'),
      rated: (rating: number) => t('reviews.ratingLabel', { rating }),
      readMore: t('reviews.readMore'),
      readLess: t('reviews.readLess'),
    }),
    [t],
  );
}
