/**
 * 'Read all reviews': the button and the modal it opens. Its own component, so opening and closing the modal render
 * only the button and the modal, never the section's summary, filter and cards.
 */
import { startTransition, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { PlainButton } from '@/components/PlainButton';
import type { RatingFilter } from '@/api';
import { useTourT } from '../tourLang';
import { lazyWithPreload } from '@/components/lazyWithPreload';
import { preloadModal, whenIdle } from '@/components/whenIdle';
import { useWhenShownIdle } from '@/components/useWhenShownIdle';

// The modal's code (dialog, virtualiser) is fetched and evaluated while the browser is idle once the section shows
// reviews, so opening it is only its render.
const [ReviewsModal, preloadReviewsModal] = lazyWithPreload(
  () => import(/* webpackChunkName: "tour-reviews-modal" */ './ReviewsModal'),
);
const preload = () => void preloadReviewsModal().catch(() => undefined);
const preloadWhenIdle = () => preloadModal(preloadReviewsModal);

interface ReadAllReviewsProps {
  slug: string;
  distribution: RatingFilter[];
  total: number;
  /** The section's star filter: the modal opens with it. */
  stars: number[];
}

export function ReadAllReviews({ slug, distribution, total, stars }: ReadAllReviewsProps) {
  const { t } = useTourT();
  const [modal, setModal] = useState<{ open: boolean; key: number } | null>(null);
  useEffect(() => whenIdle(preloadWhenIdle), []);
  // When the button comes near the screen, the modal's frame is rendered once, closed and hidden, while the browser
  // is idle: its styles and code are then ready, and the first tap on the button only opens it.
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [warm, setWarm] = useState(false);
  const warmUp = useCallback(() => preloadReviewsModal().then(() => setWarm(true)), []);
  useWhenShownIdle(buttonRef, 200, warmUp);
  const close = useCallback(() => setModal((m) => (m ? { ...m, open: false } : m)), []);

  return (
    <>
      <PlainButton
        ref={buttonRef}
        variant="outlined"
        style={{ marginTop: 16 }}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => startTransition(() => setModal((m) => ({ open: true, key: (m?.key ?? 0) + 1 })))}
      >
        {t('reviews.readAll')}
      </PlainButton>
      {/* The warmed frame and the first opening are one instance (key 1): opening it is an update, not a mount. Each
          later opening mounts afresh (a new key), so the modal starts again from the section's filter. */}
      {modal || warm ? (
        <Suspense fallback={null}>
          <ReviewsModal
            key={modal?.key ?? 1}
            warmUp={!modal}
            open={!!modal?.open}
            onClose={close}
            slug={slug}
            distribution={distribution}
            total={total}
            initialStars={stars}
          />
        </Suspense>
      ) : null}
    </>
  );
}
