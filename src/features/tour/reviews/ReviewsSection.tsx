/**
 * Reviews (#review): summary (weighted average, total), distribution with checkboxes that filter the list,
 * the first 5 reviews, and 'Read all reviews' opening the modal (loaded on first open).
 */
import { useEffect, useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import { useGetTourReviewsQuery } from '@/api';
import { isRefusal } from '@/domain/shared/apiProblem';
import { REVIEWS_SUMMARY_COUNT, reviewsFailure, type ReviewsFailure } from '@/domain/tour/reviews';
import { sectionId } from '../sections';
import { useLang } from '@/lib/hooks';
import { useTourT } from '../tourLang';
import { SectionShell } from '../components/SectionShell';
import { Stars } from '@/components/Stars';
import { ReviewCard } from '@/components/ReviewCard';
import { useReviewCardLabels } from './reviewCardLabels';
import { reviewPageArgs } from './reviewArgs';
import { StarFilter } from './StarFilter';
import { ReadAllReviews } from './ReadAllReviews';
import type { ReviewSummary } from './useReviewSummary';

/** The summary beside the filter: one styled element around plain ones (the average, its stars, the line). */
const Summary = styled('div', { label: 'ReviewSummary' })(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(3),
  gridTemplateColumns: '1fr',
  [theme.breakpoints.up('md')]: { gridTemplateColumns: '220px 1fr' },
  marginBottom: theme.spacing(2),
  '& p': { ...theme.typography.body1, margin: 0, color: theme.palette.text.secondary },
  '& p[data-review-average]': {
    fontSize: '3rem',
    fontWeight: 700,
    lineHeight: 1,
    color: theme.palette.text.primary,
  },
}));

export function ReviewsSection({ summary }: { summary: ReviewSummary }) {
  const { t } = useTourT();
  const lang = useLang();
  const labels = useReviewCardLabels();
  const [stars, setStars] = useState<number[]>([]);
  const slug = summary.slug;
  const { currentData, error, isFetching } = useGetTourReviewsQuery(
    slug ? reviewPageArgs(lang, slug, 1, stars) : skipToken,
  );
  const reviews = (currentData?.data?.reviews ?? []).slice(0, REVIEWS_SUMMARY_COUNT);
  const listError: ReviewsFailure | null = !slug
    ? 'noSlug'
    : error
      ? isRefusal(error)
        ? 'notSuccess'
        : reviewsFailure(error)
      : null;
  // One line (spec: 'Error loading reviews: {message}'): the list's failure, else the summary's. The details of a
  // failed answer go to the log, never to the screen.
  const errorMessage = listError ?? (reviews.length === 0 && !isFetching ? summary.error : null);
  useEffect(() => {
    if (error) console.error('Reviews could not be loaded:', error);
  }, [error]);
  const filtered = stars.length > 0;
  return (
    <SectionShell id={sectionId('reviews')} title={t('reviews.heading')} estimatedHeight={1000}>
      {summary.total > 0 ? (
        <Summary>
          <div>
            <p data-review-average="">{summary.average.toFixed(1)}</p>
            <Stars value={summary.average} size={22} />
            <p data-testid="review-summary">
              {t('reviews.summary', { average: summary.average.toFixed(1), count: summary.total })}
            </p>
          </div>
          <StarFilter
            distribution={summary.distribution}
            selected={stars}
            onChange={setStars}
            total={summary.total}
            showBars
          />
        </Summary>
      ) : null}

      {reviews.length === 0 && errorMessage ? (
        <Typography role="alert" color="error">
          {t('reviews.error', { message: t(`reviews.${errorMessage}`) })}
        </Typography>
      ) : null}
      {reviews.length === 0 &&
      !errorMessage &&
      !isFetching &&
      (!!currentData || (summary.loaded && summary.total === 0)) ? (
        filtered ? (
          <Box>
            <Typography>{t('reviews.emptyFiltered')}</Typography>
            <Button onClick={() => setStars([])} sx={{ mt: 1, px: 0 }}>
              {t('reviews.clearFilters')}
            </Button>
          </Box>
        ) : (
          <Typography>{t('reviews.empty')}</Typography>
        )
      ) : null}
      {reviews.length ? (
        <Box>
          {reviews.map((review) => (
            <ReviewCard key={review.id} review={review} lang={lang} labels={labels} />
          ))}
        </Box>
      ) : null}
      {slug && summary.total > 0 ? (
        <ReadAllReviews slug={slug} distribution={summary.distribution} total={summary.total} stars={stars} />
      ) : null}
    </SectionShell>
  );
}

export default ReviewsSection;
