/** The 'Recently viewed' row itself (RecentlyViewedRow shows it when this browser has trips to list). */
import { AppLink } from '@/components/AppLink';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useAppDispatch, useLang } from '@/lib/hooks';
import { paths } from '@/domain/shared/paths';
import { SnapCarousel } from '../SnapCarousel';
import { useMoney } from '../currency/useMoney';
import { recentlyViewedCleared, type RecentlyViewedTrip } from '@/lib/state/recentlyViewedSlice';
import { contentImageUrl } from '@/lib/contentImage';

export default function RecentlyViewedList({ trips }: { trips: RecentlyViewedTrip[] }) {
  const { t } = useTranslation('common');
  const lang = useLang();
  const dispatch = useAppDispatch();
  const money = useMoney();
  return (
    <Box component="section" aria-labelledby="recently-viewed-title" sx={{ my: 5 }} data-print="hide">
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 2 }}>
        <Typography id="recently-viewed-title" component="h2" variant="h5" sx={{ fontWeight: 700 }}>
          {t('recentlyViewed.title')}
        </Typography>
        <Button onClick={() => dispatch(recentlyViewedCleared())} aria-label={t('recentlyViewed.clearLabel')}>
          {t('recentlyViewed.clear')}
        </Button>
      </Box>
      <SnapCarousel
        component="ol"
        items={trips}
        getKey={(trip) => trip.slug}
        // 70 % of the row on phones, 40 % on tablets, four cards from 900 px.
        slidesPerView={{ 0: 1.4, 600: 2.45, 900: 4 }}
        renderItem={(trip) => (
          <Box
            component={AppLink}
            to={paths.tour(lang, trip.slug)}
            sx={{
              display: 'block',
              height: '100%',
              color: 'inherit',
              textDecoration: 'none',
              border: 1,
              borderColor: 'divider',
              borderRadius: 2,
              overflow: 'hidden',
              '&:hover .recently-viewed-title, &:focus-visible .recently-viewed-title': {
                textDecoration: 'underline',
              },
            }}
          >
            <Box
              component="img"
              src={trip.image ? contentImageUrl(trip.image) : undefined}
              alt=""
              width={320}
              height={180}
              loading="lazy"
              decoding="async"
              sx={{
                display: 'block',
                width: '100%',
                height: 'auto',
                aspectRatio: '16 / 9',
                objectFit: 'cover',
                bgcolor: 'grey.200',
              }}
            />
            <Box sx={{ p: 1.5 }}>
              <Typography
                className="recently-viewed-title"
                component="h3"
                variant="subtitle2"
                sx={{ fontWeight: 700, lineHeight: 1.3 }}
              >
                {trip.title}
              </Typography>
              <Typography variant="body2" color="textSecondary">
                {trip.duration ? t('recentlyViewed.days', { count: trip.duration }) : null}
                {trip.duration && trip.priceVnd ? ' · ' : null}
                {trip.priceVnd ? money.format(trip.priceVnd) : null}
              </Typography>
            </Box>
          </Box>
        )}
      />
    </Box>
  );
}
