/**
 * One review, the same wherever reviews show (the tour page, its reviews modal, the category page): author, stars,
 * date, the trip it is about (`showTrip`), and the comment cut at 300 characters with a read more toggle.
 * `framed` draws it as an outlined card (a grid of reviews) rather than a row of a list.
 */
import { memo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { Review } from '@/api';
import { normaliseReview, truncateComment } from '@/domain/tour/reviews';
import { parseDay } from '@/domain/shared/dates';
import { formatDate } from '@/domain/shared/dateText';
import type { Lang } from '@/domain/shared/language';
import { Stars } from './Stars';

/** The card's texts in the page's language (memoise them: the card is memoised). */
export interface ReviewCardLabels {
  anonymous: string;
  rated: (rating: number) => string;
  readMore: string;
  readLess: string;
}

function formatReviewDate(value: string | null, lang: Lang): string | null {
  if (!value) return null;
  const date = parseDay(value);
  return date ? formatDate(date, lang, 'day-long') : value;
}

export const ReviewCard = memo(function ReviewCard({
  review,
  lang,
  labels,
  showTrip = false,
  framed = false,
  position,
  setSize,
}: {
  review: Review;
  lang: Lang;
  labels: ReviewCardLabels;
  showTrip?: boolean;
  framed?: boolean;
  /** Position in a feed (aria-posinset / aria-setsize, -1 when the total is unknown). */
  position?: number;
  setSize?: number;
}) {
  const r = normaliseReview(review, labels.anonymous);
  const [expanded, setExpanded] = useState(false);
  const cut = truncateComment(r.comment);
  const date = formatReviewDate(r.date, lang);
  return (
    <Box
      component="article"
      data-review-id={r.id}
      aria-posinset={position}
      aria-setsize={setSize}
      sx={
        framed
          ? {
              height: '100%',
              p: 2,
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              bgcolor: 'background.paper',
            }
          : { py: 2, borderBottom: 1, borderColor: 'divider' }
      }
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography component="h3" sx={{ fontWeight: 700 }}>
          {r.author}
        </Typography>
        <Stars value={r.rating} label={labels.rated(r.rating)} />
        {date ? (
          <Typography variant="body2" color="textSecondary">
            {date}
          </Typography>
        ) : null}
      </Box>
      {showTrip && r.tourName ? (
        <Typography variant="body2" color="textSecondary">
          {r.tourName}
        </Typography>
      ) : null}
      {r.comment ? (
        <Typography sx={{ mt: 0.5, whiteSpace: 'pre-line' }}>{expanded ? r.comment : cut.text}</Typography>
      ) : null}
      {cut.truncated ? (
        <Button size="small" sx={{ px: 0 }} aria-expanded={expanded} onClick={() => setExpanded((v) => !v)}>
          {expanded ? labels.readLess : labels.readMore}
        </Button>
      ) : null}
    </Box>
  );
});
