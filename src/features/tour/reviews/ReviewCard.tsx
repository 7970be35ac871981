/** One review: author, stars, date and the comment (cut at 300 characters with a read more toggle). */
import { memo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { Review } from '@/api';
import { normaliseReview, truncateComment } from '@/domain/tour/reviews';
import { formatDate, parseDay } from '@/domain/shared/dates';
import type { Lang } from '@/domain/shared/language';
import { useLang } from '@/lib/hooks';
import { useTourT } from '../tourLang';
import { Stars } from '../components/Stars';

function formatReviewDate(value: string | null, lang: Lang): string | null {
  if (!value) return null;
  const date = parseDay(value);
  return date ? formatDate(date, lang, { day: 'numeric', month: 'long', year: 'numeric' }) : value;
}

export const ReviewCard = memo(function ReviewCard({
  review,
  position,
  setSize,
}: {
  review: Review;
  /** Position in a feed (aria-posinset / aria-setsize, -1 when the total is unknown). */
  position?: number;
  setSize?: number;
}) {
  const { t } = useTourT();
  const lang = useLang();
  const r = normaliseReview(review, t('reviews.anonymous'));
  const [expanded, setExpanded] = useState(false);
  const cut = truncateComment(r.comment);
  const date = formatReviewDate(r.date, lang);
  return (
    <Box
      component="article"
      data-review-id={r.id}
      aria-posinset={position}
      aria-setsize={setSize}
      sx={{ py: 2, borderBottom: 1, borderColor: 'divider' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography component="h3" sx={{ fontWeight: 700 }}>
          {r.author}
        </Typography>
        <Stars value={r.rating} size={16} label={t('reviews.ratingLabel', { rating: r.rating })} />
        {date ? (
          <Typography variant="body2" color="text.secondary">
            {date}
          </Typography>
        ) : null}
      </Box>
      {r.comment ? (
        <Typography sx={{ mt: 0.5, whiteSpace: 'pre-line' }}>{expanded ? r.comment : cut.text}</Typography>
      ) : null}
      {cut.truncated ? (
        <Button size="small" sx={{ px: 0 }} aria-expanded={expanded} onClick={() => setExpanded((v) => !v)}>
          {expanded ? t('reviews.readLess') : t('reviews.readMore')}
        </Button>
      ) : null}
    </Box>
  );
});
