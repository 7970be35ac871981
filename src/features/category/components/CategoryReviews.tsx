/** Reviews of the category (getTourReviews type=category): weighted average, count, the first reviews. */
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import type { Lang } from '@/domain/shared/language';
import { normaliseReview, truncateComment, weightedAverageRating } from '@/domain/tour/reviews';
import { useCategoryReviews } from '../sectionData';
import { Section, SECTION_IDS } from './shared';

export function CategoryReviews({ lang, slug }: { lang: Lang; slug: string }) {
  const { t } = useTranslation('category');
  const { reviews, filters } = useCategoryReviews(lang, slug);
  if (reviews.length === 0) return null;
  const summary = weightedAverageRating(filters);
  return (
    <Section id={SECTION_IDS.reviews} title={t('reviews.title')} muted>
      {summary.total > 0 ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2 }}>
          {/* Half stars: the exact average is in the text beside it. (At a tenth of a star, MUI renders ten
              clipped copies of every star: 150 elements and 21 KB of HTML for one decorative row.) */}
          <Rating value={summary.average} precision={0.5} readOnly aria-hidden="true" />
          <Typography>
            {t('reviews.summary', { average: summary.average.toFixed(1), count: summary.total })}
          </Typography>
        </Box>
      ) : null}
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
        }}
      >
        {reviews.map((raw) => {
          const review = normaliseReview(raw, t('reviews.anonymous'));
          return (
            <li key={review.id}>
              <Card variant="outlined" sx={{ height: '100%' }}>
                <CardContent>
                  <Rating
                    value={review.rating}
                    readOnly
                    size="small"
                    aria-label={t('reviews.rating', { rating: review.rating })}
                  />
                  <Typography sx={{ fontWeight: 700 }}>{review.author}</Typography>
                  {review.tourName ? (
                    <Typography variant="body2" color="text.secondary">
                      {review.tourName}
                    </Typography>
                  ) : null}
                  <Typography variant="body2" sx={{ mt: 1 }}>
                    {truncateComment(review.comment).text}
                  </Typography>
                </CardContent>
              </Card>
            </li>
          );
        })}
      </Box>
    </Section>
  );
}
