/**
 * 'Read all reviews' modal: rating filter and endless scroll. Only a window of rows is rendered
 * (@tanstack/react-virtual), so thousands of reviews scroll as smoothly as a few.
 * Loaded on first open (React.lazy) together with the virtualiser.
 */
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import Close from '@mui/icons-material/Close';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { RatingFilter } from '@/api';
import { isNearBottom } from '@/domain/tour/reviews';
import { useLang } from '@/lib/hooks';
import { useContentAfterOpen } from '@/components/useContentAfterOpen';
import { BodyPortal } from '@/components/BodyPortal';
import { useTourT } from '../tourLang';
import { ReviewCard } from '@/components/ReviewCard';
import { useReviewCardLabels } from './reviewCardLabels';
import { StarFilter } from './StarFilter';
import { useReviewPages } from './useReviewPages';

export interface ReviewsModalProps {
  open: boolean;
  onClose: () => void;
  slug: string;
  distribution: RatingFilter[];
  total: number;
  initialStars: number[];
  /**
   * Only the dialog's frame, closed and kept in the page (hidden): rendered once before the first open so the frame's
   * styles are in the page and its code has run, and the opening tap pays only for its own render.
   */
  warmUp?: boolean;
}

export default function ReviewsModal({
  open,
  onClose,
  slug,
  distribution,
  total,
  initialStars,
  warmUp = false,
}: ReviewsModalProps) {
  const { t } = useTourT();
  // The opening renders the frame with a loading line; the list (its data hook and the virtualiser, which measures
  // the page) mounts in a render of its own once the opened frame has committed, at a lower priority. Latched: the
  // list stays through the closing fade (each opening is a new instance: ReadAllReviews' key).
  const shown = open && !warmUp;
  const [listMounted, setListMounted] = useState(false);
  useEffect(() => {
    if (shown && !listMounted) startTransition(() => setListMounted(true));
  }, [shown, listMounted]);
  return (
    <BodyPortal>
      <Dialog
        open={shown}
        keepMounted={warmUp}
        disablePortal
        onClose={onClose}
        fullWidth
        maxWidth="md"
        scroll="paper"
        aria-labelledby="reviews-modal-title"
      >
        <DialogTitle id="reviews-modal-title" sx={{ pr: 6 }}>
          {t('reviews.modalTitle')}
          <IconButton
            aria-label={t('reviews.close')}
            onClick={onClose}
            sx={{ position: 'absolute', right: 8, top: 8 }}
          >
            <Close />
          </IconButton>
        </DialogTitle>
        {listMounted ? (
          <ReviewsModalBody
            open={open}
            slug={slug}
            distribution={distribution}
            total={total}
            initialStars={initialStars}
          />
        ) : (
          <ListPlaceholder label={t('reviews.loading')} />
        )}
      </Dialog>
    </BodyPortal>
  );
}

const FILTER_BAR_SX = { px: 3, pb: 1, borderBottom: 1, borderColor: 'divider' } as const;
const LIST_SX = { height: '60vh', position: 'relative' } as const;
const STATUS_SX = { display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1, py: 2 } as const;

/** What the list looks like before its first render: the empty filter bar and the loading line (same styles). */
function ListPlaceholder({ label }: { label: string }) {
  return (
    <>
      <Box sx={FILTER_BAR_SX} />
      <DialogContent sx={LIST_SX}>
        <Box role="status" sx={STATUS_SX}>
          <Typography color="textSecondary">{label}</Typography>
        </Box>
      </DialogContent>
    </>
  );
}

/**
 * The filter and the list. Their own component, so the list's renders (the deferred first one, the virtualiser's
 * measures, each page) re-render only them, never the dialog's frame (modal, backdrop, transitions, focus trap).
 */
function ReviewsModalBody({
  open,
  slug,
  distribution,
  total,
  initialStars,
}: Omit<ReviewsModalProps, 'onClose' | 'warmUp'>) {
  const { t } = useTourT();
  const lang = useLang();
  const labels = useReviewCardLabels();
  const [stars, setStars] = useState<number[]>(initialStars);
  const pages = useReviewPages(lang, slug, stars);
  const scrollRef = useRef<HTMLDivElement | null>(null);
  const [scrollEl, setScrollEl] = useState<HTMLDivElement | null>(null);
  const setScroll = useCallback((el: HTMLDivElement | null) => {
    scrollRef.current = el;
    setScrollEl(el);
  }, []);

  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualiser's functions are not memoised by the compiler
  const virtualizer = useVirtualizer({
    count: pages.items.length,
    getScrollElement: () => scrollEl,
    estimateSize: () => 140,
    overscan: 2,
    getItemKey: (index) => pages.items[index]?.id ?? index,
  });

  const { loadMore } = pages;
  const checkNearBottom = useCallback(() => {
    const el = scrollRef.current;
    if (el && isNearBottom(el)) loadMore();
  }, [loadMore]);

  // A page that does not fill the list yet: keep loading.
  useEffect(() => {
    if (open) checkNearBottom();
  }, [open, pages.items.length, checkNearBottom]);

  useEffect(() => {
    scrollRef.current?.scrollTo?.({ top: 0 });
  }, [stars]);

  const filtered = stars.length > 0;
  // The dialog opens with its title and a loading line; the filter and the rows render right after.
  const full = useContentAfterOpen();
  const items = full ? virtualizer.getVirtualItems() : [];

  return (
    <>
      <Box sx={FILTER_BAR_SX}>
        {full ? (
          <StarFilter distribution={distribution} selected={stars} onChange={setStars} total={total} />
        ) : null}
      </Box>
      <DialogContent ref={setScroll} onScroll={checkNearBottom} data-testid="reviews-modal-list" sx={LIST_SX}>
        {pages.items.length === 0 && pages.error ? (
          <Typography role="alert" color="error">
            {t('reviews.error', { message: t(`reviews.${pages.error}`) })}
          </Typography>
        ) : null}
        {pages.items.length === 0 && !pages.loading && !pages.error && pages.page > 0 ? (
          filtered ? (
            <Box>
              <Typography>{t('reviews.emptyFiltered')}</Typography>
              <Button onClick={() => setStars([])} sx={{ mt: 1 }}>
                {t('reviews.clearFilters')}
              </Button>
            </Box>
          ) : (
            <Typography>{t('reviews.empty')}</Typography>
          )
        ) : null}
        <Box
          role="feed"
          aria-busy={pages.loading}
          aria-label={t('reviews.modalTitle')}
          // Values that change with every measure and scroll go inline: as `sx` each new value would add a CSS rule to
          // the page (and restyle it), one per row position.
          sx={{ position: 'relative', width: '100%' }}
          style={{ height: virtualizer.getTotalSize() }}
        >
          {items.map((row) => {
            const review = pages.items[row.index];
            if (!review) return null;
            return (
              <Box
                key={row.key}
                data-index={row.index}
                ref={virtualizer.measureElement}
                sx={{ position: 'absolute', top: 0, left: 0, width: '100%' }}
                style={{ transform: `translateY(${row.start}px)` }}
              >
                <ReviewCard
                  review={review}
                  lang={lang}
                  labels={labels}
                  position={row.index + 1}
                  setSize={pages.hasMore ? -1 : pages.items.length}
                />
              </Box>
            );
          })}
        </Box>
        {pages.loading || !full ? (
          <Box role="status" sx={STATUS_SX}>
            {/* The spinner only for a page on its way: the first frame's list follows in the next one. */}
            {pages.loading ? <CircularProgress size={20} aria-hidden="true" /> : null}
            <Typography color="textSecondary">
              {pages.items.length ? t('reviews.loadingMore') : t('reviews.loading')}
            </Typography>
          </Box>
        ) : null}
        {!pages.loading && !pages.hasMore && pages.items.length > 0 ? (
          <Typography color="textSecondary" sx={{ textAlign: 'center', py: 2 }}>
            {t('reviews.end')}
          </Typography>
        ) : null}
      </DialogContent>
    </>
  );
}
