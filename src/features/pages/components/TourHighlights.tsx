/**
 * Highlight cards: the first tours of the live listing (GET /api/{lang}/tours, page 1), each with a button
 * to /{lang}/detail-trip/{slug}. Loading, error (with retry) and empty states. The cards are plain elements, drawn
 * by the page's one styled element (./staticPageStyles.ts).
 */
import { Notice } from '@/components/Notice';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import { AppLink } from '@/components/AppLink';
import { plainButtonClass } from '@/components/PlainButton';
import { useTranslation } from 'react-i18next';
import { useListToursQuery } from '@/api';
import type { Lang } from '@/domain/shared/language';
import { paths } from '@/domain/shared/paths';
import { tripPriceDisplay } from '@/domain/tour/tripPrice';
import { Price } from '@/components/Price';
import { useMoney } from '@/components/currency/useMoney';
import { contentImageUrl } from '@/lib/contentImage';
import { highlightsArgs } from '../listCalls';

const IMAGE_WIDTH = 400;
const IMAGE_HEIGHT = 267;

export function TourHighlights({ lang, count }: { lang: Lang; count: number }) {
  const money = useMoney();
  const { t } = useTranslation('pages');
  const { currentData, isFetching, isError, refetch } = useListToursQuery(highlightsArgs(lang, count));
  const tours = (currentData?.data ?? []).slice(0, count);

  if (isFetching && !currentData) {
    return (
      <Box role="status" aria-label={t('highlights.loading')}>
        <Grid container spacing={3}>
          {Array.from({ length: count }, (_, i) => (
            <Grid key={i} size={{ xs: 12, sm: 6, md: 4 }}>
              <Skeleton variant="rounded" height={320} />
            </Grid>
          ))}
        </Grid>
      </Box>
    );
  }
  if (isError) {
    return (
      <Notice
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void refetch()}>
            {t('highlights.retry')}
          </Button>
        }
      >
        {t('highlights.error')}
      </Notice>
    );
  }
  if (tours.length === 0) {
    return (
      <Notice severity="info" variant="outlined">
        {t('highlights.empty')}
      </Notice>
    );
  }

  return (
    <ul data-grid="tours">
      {tours.map((tour) => {
        const price = tripPriceDisplay(tour.price, tour.originalPrice, money);
        return (
          <li key={tour.slug}>
            <article data-card="column">
              <img
                src={contentImageUrl(tour.images?.[0])}
                alt={tour.title}
                width={IMAGE_WIDTH}
                height={IMAGE_HEIGHT}
                loading="lazy"
                decoding="async"
              />
              <div data-card-body="">
                <h3>{tour.title}</h3>
                <p>
                  {[tour.location, t('highlights.days', { count: tour.duration })]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
                <div data-price="">
                  <Price display={price} />
                </div>
              </div>
              <div data-card-actions="">
                <AppLink
                  to={paths.tour(lang, tour.slug)}
                  className={plainButtonClass({ variant: 'contained' })}
                  aria-label={`${t('highlights.viewTrip')}: ${tour.title}`}
                >
                  {t('highlights.viewTrip')}
                </AppLink>
              </div>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
