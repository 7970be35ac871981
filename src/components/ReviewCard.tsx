/**
 * One review, the same wherever reviews show (the tour page, its reviews modal, the category page): author, stars,
 * date, the trip it is about (`showTrip`), and the comment cut at 300 characters with a read more toggle.
 * `framed` draws it as an outlined card (a grid of reviews) rather than a row of a list.
 */
import { memo, useState } from 'react';
import Button from '@mui/material/Button';
import { styled } from '@mui/material/styles';
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

/**
 * The card: one styled element, the same class for every card (a list row, or `data-framed`); its author, date, trip
 * and comment are plain elements it styles, as MUI's body1 and body2 texts. A page of reviews renders and hydrates
 * some forty MUI elements fewer.
 */
const Card = styled('article', { label: 'ReviewCard' })(({ theme }) => ({
  paddingTop: theme.spacing(2),
  paddingBottom: theme.spacing(2),
  borderBottom: `1px solid ${theme.palette.divider}`,
  '&[data-framed]': {
    height: '100%',
    padding: theme.spacing(2),
    border: `1px solid ${theme.palette.divider}`,
    borderRadius: theme.shape.borderRadius,
    backgroundColor: theme.palette.background.paper,
  },
  '& > [data-review-head]': {
    display: 'flex',
    alignItems: 'center',
    gap: theme.spacing(1),
    flexWrap: 'wrap',
  },
  '& h3': { ...theme.typography.body1, margin: 0, fontWeight: 700 },
  '& [data-review-meta]': { ...theme.typography.body2, margin: 0, color: theme.palette.text.secondary },
  '& > [data-review-comment]': {
    ...theme.typography.body1,
    margin: 0,
    marginTop: theme.spacing(0.5),
    whiteSpace: 'pre-line',
  },
}));

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
    <Card
      data-review-id={r.id}
      data-framed={framed ? '' : undefined}
      aria-posinset={position}
      aria-setsize={setSize}
    >
      <div data-review-head="">
        <h3>{r.author}</h3>
        <Stars value={r.rating} label={labels.rated(r.rating)} />
        {date ? <p data-review-meta="">{date}</p> : null}
      </div>
      {showTrip && r.tourName ? <p data-review-meta="">{r.tourName}</p> : null}
      {r.comment ? <p data-review-comment="">{expanded ? r.comment : cut.text}</p> : null}
      {cut.truncated ? (
        <Button size="small" sx={{ px: 0 }} aria-expanded={expanded} onClick={() => setExpanded((v) => !v)}>
          {expanded ? labels.readLess : labels.readMore}
        </Button>
      ) : null}
    </Card>
  );
});
