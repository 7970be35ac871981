/** A home trip card (332 px wide): a real link to /{lang}/detail-trip/{slug} with image, title, subtitle, days and price. */
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import Schedule from '@mui/icons-material/ScheduleOutlined';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { HomeTrip } from '@/api';
import type { Lang } from '@/domain/language';
import { paths } from '@/domain/paths';
import { homePriceDisplay } from '@/domain/homePrice';
import { mediaUrl } from '../media';
import { useMoney } from '@/components/currency/useMoney';

export const HOME_TRIP_CARD_WIDTH = 332;

export function HomeTripCard({ trip, lang }: { trip: HomeTrip; lang: Lang }) {
  const { t } = useTranslation('home');
  const money = useMoney();
  const price = homePriceDisplay(trip.price, trip.originalPrice, money);
  return (
    <Card
      sx={{
        width: HOME_TRIP_CARD_WIDTH,
        flex: `0 0 ${HOME_TRIP_CARD_WIDTH}px`,
        scrollSnapAlign: 'start',
        height: '100%',
      }}
    >
      <CardActionArea
        component={RouterLink}
        to={paths.tour(lang, trip.slug)}
        sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
      >
        <Box
          component="img"
          src={mediaUrl(trip.image)}
          alt=""
          width={HOME_TRIP_CARD_WIDTH}
          height={220}
          loading="lazy"
          sx={{ width: '100%', height: 220, objectFit: 'cover', display: 'block' }}
        />
        <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 0.75, flex: 1 }}>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
            {trip.title}
          </Typography>
          {trip.subtitle ? (
            <Typography variant="body2" color="text.secondary">
              {trip.subtitle}
            </Typography>
          ) : null}
          {trip.duration != null ? (
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}
            >
              <Schedule fontSize="small" aria-hidden="true" />
              {t('tours.duration', { count: trip.duration })}
            </Typography>
          ) : null}
          <Box sx={{ mt: 'auto', pt: 1, display: 'flex', alignItems: 'baseline', flexWrap: 'wrap', gap: 1 }}>
            {price.kind === 'negotiable' ? (
              <Typography sx={{ fontWeight: 700, color: 'secondary.dark' }}>
                {t('tours.negotiable')}
              </Typography>
            ) : (
              <>
                {price.originalPrice ? (
                  <Typography
                    component="s"
                    variant="body2"
                    color="text.secondary"
                    aria-label={`${t('tours.originalPrice')} ${price.originalPrice}`}
                  >
                    {price.originalPrice}
                  </Typography>
                ) : null}
                <Typography sx={{ fontWeight: 700, color: 'secondary.dark' }}>{price.price}</Typography>
              </>
            )}
          </Box>
        </Box>
      </CardActionArea>
    </Card>
  );
}

export default HomeTripCard;
