/**
 * Highlight cards: the first tours of the live listing (GET /api/{lang}/tours, page 1), each with a button
 * to /{lang}/detail-trip/{slug}. Loading, error (with retry) and empty states.
 */
import { Notice } from '@/components/Notice';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { AppLink } from '@/components/AppLink';
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
    <Grid component="ul" container spacing={3} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {tours.map((tour) => {
        const price = tripPriceDisplay(tour.price, tour.originalPrice, money);
        return (
          <Grid component="li" key={tour.slug} size={{ xs: 12, sm: 6, md: 4 }}>
            <Card component="article" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
              <Box
                component="img"
                src={contentImageUrl(tour.images?.[0])}
                alt={tour.title}
                width={IMAGE_WIDTH}
                height={IMAGE_HEIGHT}
                loading="lazy"
                decoding="async"
                sx={{
                  display: 'block',
                  width: '100%',
                  height: 'auto',
                  aspectRatio: '3 / 2',
                  objectFit: 'cover',
                }}
              />
              <CardContent sx={{ flexGrow: 1 }}>
                <Typography variant="h3" sx={{ typography: 'h6', mb: 0.5 }}>
                  {tour.title}
                </Typography>
                <Typography variant="body2" color="textSecondary">
                  {[tour.location, t('highlights.days', { count: tour.duration })]
                    .filter(Boolean)
                    .join(' · ')}
                </Typography>
                <Box sx={{ mt: 1 }}>
                  <Price display={price} />
                </Box>
              </CardContent>
              <CardActions sx={{ px: 2, pb: 2 }}>
                <Button
                  component={AppLink}
                  to={paths.tour(lang, tour.slug)}
                  variant="contained"
                  aria-label={`${t('highlights.viewTrip')}: ${tour.title}`}
                >
                  {t('highlights.viewTrip')}
                </Button>
              </CardActions>
            </Card>
          </Grid>
        );
      })}
    </Grid>
  );
}
