/**
 * The shared trip card of listings (search, category, deals, compare …): image, title, location, duration,
 * comfort level, rating, price (VNĐ, USD converted), badges and the wishlist button. The card body is a real
 * link to /{lang}/detail-trip/{slug}; the wishlist button and the `actions` slot sit outside that link
 * (no button inside a link).
 *
 * Composition: pass extra controls (e.g. an add-to-compare toggle) through `actions`; they render in the
 * card's bottom row. `hideWishlist` leaves the wishlist button out.
 */
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import ScheduleIcon from '@mui/icons-material/Schedule';
import StarIcon from '@mui/icons-material/Star';
import type { TourListItem } from '@/api';
import { appConfig } from '@/api/config';
import { resolveImageUrl } from '@/domain/imageUrl';
import type { Lang } from '@/domain/language';
import { paths } from '@/domain/paths';
import { formatRating } from '@/domain/rating';
import { tripPriceDisplay } from '@/domain/tripPrice';
import { HoverLabel } from './HoverLabel';
import { useWishlist } from '@/components/wishlist/WishlistProvider';
import { toWishlistItem } from '@/components/wishlist/toWishlistItem';
import visuallyHidden from '@mui/utils/visuallyHidden';
import { useMoney } from './currency/useMoney';

const badgeSx = {
  px: 1,
  py: 0.25,
  borderRadius: 4,
  color: '#fff',
  fontSize: '0.75rem',
  fontWeight: 700,
  lineHeight: 1.6,
} as const;

export const TRIP_CARD_IMAGE_WIDTH = 400;
export const TRIP_CARD_IMAGE_HEIGHT = 267;

export interface TripCardProps {
  tour: TourListItem;
  lang: Lang;
  /** Extra controls in the card's bottom row, e.g. an add-to-compare toggle. */
  actions?: ReactNode;
  /** Leave out the wishlist button. */
  hideWishlist?: boolean;
  /** 'eager' for cards above the fold; 'lazy' (default) otherwise. */
  imageLoading?: 'lazy' | 'eager';
  /** Heading level of the title (default h3). */
  titleComponent?: 'h2' | 'h3' | 'h4';
}

export function WishlistButton({ tour }: { tour: TourListItem }) {
  const { t } = useTranslation('search');
  const wishlist = useWishlist();
  const present = wishlist.has(tour.id);
  const label = present ? t('card.removeFromWishlist') : t('card.addToWishlist');
  return (
    <HoverLabel title={label}>
      <IconButton
        aria-label={label}
        aria-pressed={present}
        onClick={() => wishlist.toggle(toWishlistItem(tour))}
        size="small"
        sx={{ bgcolor: 'background.paper', '&:hover': { bgcolor: 'background.paper' }, boxShadow: 1 }}
      >
        {present ? <FavoriteIcon color="error" fontSize="small" /> : <FavoriteBorderIcon fontSize="small" />}
      </IconButton>
    </HoverLabel>
  );
}

export function TripCard({
  tour,
  lang,
  actions,
  hideWishlist,
  imageLoading = 'lazy',
  titleComponent = 'h3',
}: TripCardProps) {
  const { t } = useTranslation('search');
  const money = useMoney();
  const price = tripPriceDisplay(tour.price, tour.originalPrice, money);
  const rating = formatRating(tour.rating);
  const image = resolveImageUrl(tour.images?.[0], appConfig.contentStorageUrl);

  return (
    <Card
      component="article"
      variant="outlined"
      sx={{ position: 'relative', height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardActionArea
        component={RouterLink}
        to={paths.tour(lang, tour.slug)}
        sx={{
          flexGrow: 1,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'stretch',
          justifyContent: 'flex-start',
        }}
      >
        <Box sx={{ position: 'relative' }}>
          <Box
            component="img"
            src={image}
            alt={tour.title}
            width={TRIP_CARD_IMAGE_WIDTH}
            height={TRIP_CARD_IMAGE_HEIGHT}
            loading={imageLoading}
            decoding="async"
            sx={{ display: 'block', width: '100%', height: 'auto', aspectRatio: '3 / 2', objectFit: 'cover' }}
          />
          <Stack direction="row" spacing={1} sx={{ position: 'absolute', left: 8, top: 8 }}>
            {tour.onSale ? <Box sx={{ ...badgeSx, bgcolor: 'error.main' }}>{t('card.onSale')}</Box> : null}
            {tour.lastMinute ? (
              <Box sx={{ ...badgeSx, bgcolor: 'warning.dark' }}>{t('card.lastMinute')}</Box>
            ) : null}
          </Stack>
        </Box>
        <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 0.75, flexGrow: 1 }}>
          <Typography
            component={titleComponent}
            variant="subtitle1"
            sx={{ fontWeight: 700, lineHeight: 1.3 }}
          >
            {tour.title}
          </Typography>
          {tour.location ? (
            <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', color: 'text.secondary' }}>
              <PlaceOutlinedIcon fontSize="small" aria-hidden="true" />
              <Typography variant="body2">{tour.location}</Typography>
            </Stack>
          ) : null}
          <Stack
            direction="row"
            spacing={2}
            sx={{ alignItems: 'center', color: 'text.secondary', flexWrap: 'wrap' }}
          >
            <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
              <ScheduleIcon fontSize="small" aria-hidden="true" />
              <Typography variant="body2">{t('card.days', { count: tour.duration })}</Typography>
            </Stack>
            <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
              <StarIcon fontSize="small" sx={{ color: 'warning.main' }} aria-hidden="true" />
              <Typography variant="body2">
                <span aria-hidden="true">{rating}</span>
                <Box component="span" sx={visuallyHidden}>
                  {t('card.rating', { value: rating })}
                </Box>
              </Typography>
            </Stack>
          </Stack>
          {tour.comfortLevel ? (
            <Typography variant="body2" color="text.secondary">
              {t('card.comfort', { level: tour.comfortLevel })}
            </Typography>
          ) : null}
          <Box sx={{ mt: 'auto', pt: 1 }}>
            {price.kind === 'negotiable' ? (
              <Typography sx={{ fontWeight: 700 }}>{t('card.contactForPrice')}</Typography>
            ) : (
              <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
                {price.originalPrice ? (
                  <Typography variant="body2" color="text.secondary">
                    <Box component="span" sx={visuallyHidden}>
                      {t('card.originalPrice')}:{' '}
                    </Box>
                    <s>{price.originalPrice}</s>
                  </Typography>
                ) : null}
                <Typography sx={{ fontWeight: 700 }} color="primary">
                  {price.price}
                </Typography>
              </Stack>
            )}
          </Box>
        </CardContent>
      </CardActionArea>
      {hideWishlist ? null : (
        <Box sx={{ position: 'absolute', right: 8, top: 8, zIndex: 1 }}>
          <WishlistButton tour={tour} />
        </Box>
      )}
      {actions ? <CardActions sx={{ pt: 0 }}>{actions}</CardActions> : null}
    </Card>
  );
}

export default TripCard;
