/**
 * Reviews (#review): summary (weighted average, total), distribution with checkboxes that filter the list,
 * the first 5 reviews, and 'Read all reviews' opening the modal (loaded on first open).
 */
import { Suspense, useEffect, useRef, useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useGetTourReviewsQuery } from '@/api';
import { isRefusal } from '@/domain/shared/apiProblem';
import { REVIEWS_SUMMARY_COUNT, reviewsErrorMessage } from '@/domain/tour/reviews';
import { sectionId } from '../sections';
import { useLang } from '@/lib/hooks';
import { useTourT } from '../tourLang';
import { SectionShell } from '../components/SectionShell';
import { Stars } from '@/components/Stars';
import { lazyWithPreload } from '@/components/lazyWithPreload';
import { whenIdle } from '@/components/whenIdle';
import { whenNear } from '@/components/whenNear';
import { ReviewCard } from '@/components/ReviewCard';
import { useReviewCardLabels } from './reviewCardLabels';
import { reviewPageArgs } from './reviewArgs';
import { StarFilter } from './StarFilter';
import type { ReviewSummary } from './useReviewSummary';

// The modal's code (dialog, virtualiser) is fetched and evaluated while the browser is idle once the section shows
// reviews, so opening it is only its render.
const [ReviewsModal, preloadReviewsModal] = lazyWithPreload(
  () => import(/* webpackChunkName: "tour-reviews-modal" */ './ReviewsModal'),
);

export function ReviewsSection({ summary }: { summary: ReviewSummary }) {
  const { t } = useTourT();
  const lang = useLang();
  const labels = useReviewCardLabels();
  const [stars, setStars] = useState<number[]>([]);
  const [modal, setModal] = useState<{ open: boolean; key: number } | null>(null);
  const slug = summary.slug;
  const { currentData, error, isFetching } = useGetTourReviewsQuery(
    slug ? reviewPageArgs(lang, slug, 1, stars) : skipToken,
  );
  const reviews = (currentData?.data?.reviews ?? []).slice(0, REVIEWS_SUMMARY_COUNT);
  const listError = !slug
    ? t('reviews.noSlug')
    : error
      ? isRefusal(error)
        ? t('reviews.notSuccess')
        : reviewsErrorMessage(error)
      : null;
  // One line (spec: 'Error loading reviews: {message}'): the list's failure, else the summary's. The details of a
  // failed answer go to the log, never to the screen.
  const errorMessage = listError ?? (reviews.length === 0 && !isFetching ? summary.error : null);
  useEffect(() => {
    if (error) console.error('Reviews could not be loaded:', error);
  }, [error]);
  const filtered = stars.length > 0;
  const hasReviews = !!slug && summary.total > 0;
  useEffect(
    () => (hasReviews ? whenIdle(() => void preloadReviewsModal().catch(() => undefined)) : undefined),
    [hasReviews],
  );
  // When 'Read all reviews' comes near the screen, the modal's frame is rendered once, closed and hidden, while the
  // browser is idle: its styles and code are then ready, and the first tap on the button only opens it.
  const readAllRef = useRef<HTMLButtonElement>(null);
  const [warm, setWarm] = useState(false);
  useEffect(() => {
    const node = readAllRef.current;
    if (warm || !node) return undefined;
    let cancelIdle = () => {};
    const cancelNear = whenNear(node, 200, () => {
      cancelIdle = whenIdle(
        () =>
          void preloadReviewsModal().then(
            () => setWarm(true),
            () => undefined,
          ),
      );
    });
    return () => {
      cancelNear();
      cancelIdle();
    };
  }, [warm, hasReviews]);

  return (
    <SectionShell id={sectionId('reviews')} title={t('reviews.heading')}>
      {summary.total > 0 ? (
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '220px 1fr' }, mb: 2 }}>
          <Box>
            <Typography sx={{ fontSize: '3rem', fontWeight: 700, lineHeight: 1 }}>
              {summary.average.toFixed(1)}
            </Typography>
            <Stars value={summary.average} size={22} />
            <Typography color="text.secondary" data-testid="review-summary">
              {t('reviews.summary', { average: summary.average.toFixed(1), count: summary.total })}
            </Typography>
          </Box>
          <StarFilter
            distribution={summary.distribution}
            selected={stars}
            onChange={setStars}
            total={summary.total}
            showBars
          />
        </Box>
      ) : null}

      {reviews.length === 0 && errorMessage ? (
        <Typography role="alert" color="error">
          {t('reviews.error', { message: errorMessage })}
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
        <Button
          ref={readAllRef}
          variant="outlined"
          sx={{ mt: 2 }}
          onPointerEnter={() => void preloadReviewsModal().catch(() => undefined)}
          onFocus={() => void preloadReviewsModal().catch(() => undefined)}
          onClick={() => setModal((m) => ({ open: true, key: (m?.key ?? 0) + 1 }))}
        >
          {t('reviews.readAll')}
        </Button>
      ) : null}
      {/* The warmed frame and the first opening are one instance (key 1): opening it is an update, not a mount. Each
          later opening mounts afresh (a new key), so the modal starts again from the section's filter. */}
      {slug && (modal || warm) ? (
        <Suspense fallback={null}>
          <ReviewsModal
            key={modal?.key ?? 1}
            warmUp={!modal}
            open={!!modal?.open}
            onClose={() => setModal((m) => (m ? { ...m, open: false } : m))}
            slug={slug}
            distribution={summary.distribution}
            total={summary.total}
            initialStars={stars}
          />
        </Suspense>
      ) : null}
    </SectionShell>
  );
}

export default ReviewsSection;
