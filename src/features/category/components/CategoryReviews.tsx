/** Reviews of the category (getTourReviews type=category): weighted average, count, the first reviews. */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ReviewCard, type ReviewCardLabels } from '@/components/ReviewCard';
import { Stars } from '@/components/Stars';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Lang } from '@/domain/shared/language';
import { weightedAverageRating } from '@/domain/tour/reviews';
import { useCategoryReviews } from '../sectionData';
import { Section, SECTION_IDS } from './shared';
import { CardGrid } from '@/components/CardGrid';

export function CategoryReviews({ lang, slug }: { lang: Lang; slug: string }) {
  const { t } = useTranslation('category');
  const { reviews, filters } = useCategoryReviews(lang, slug);
  const labels = useMemo<ReviewCardLabels>(
    () => ({
      anonymous: t('reviews.anonymous'),
      rated: (rating: number) => t('reviews.rating', { rating }),
      readMore: t('reviews.readMore'),
      readLess: t('reviews.readLess'),
    }),
    [t],
  );
  if (reviews.length === 0) return null;
  const summary = weightedAverageRating(filters);
  return (
    <Section id={SECTION_IDS.reviews} title={t('reviews.title')} muted>
      {summary.total > 0 ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2 }}>
          {/* Decorative: the exact average is in the text beside it. */}
          <Stars value={summary.average} size={22} />
          <Typography>
            {t('reviews.summary', { average: summary.average.toFixed(1), count: summary.total })}
          </Typography>
        </Box>
      ) : null}
      <CardGrid columns={3}>
        {reviews.map((review) => (
          <li key={review.id}>
            <ReviewCard review={review} lang={lang} labels={labels} showTrip framed />
          </li>
        ))}
      </CardGrid>
    </Section>
  );
}
