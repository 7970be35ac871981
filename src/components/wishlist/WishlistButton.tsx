/** The heart toggle that adds a listed trip to the wishlist or removes it (aria-pressed tells which). */
import { useTranslation } from 'react-i18next';
import IconButton from '@mui/material/IconButton';
import { styled } from '@mui/material/styles';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import type { TourListItem } from '@/api';
import { HoverLabel } from '../HoverLabel';
import { useWishlist } from './WishlistProvider';
import { toWishlistItem } from './toWishlistItem';

const Toggle = styled(IconButton, { label: 'WishlistToggle' })(({ theme }) => ({
  backgroundColor: theme.palette.background.paper,
  boxShadow: theme.shadows[1],
  '&:hover': { backgroundColor: theme.palette.background.paper },
}));

export function WishlistButton({ tour }: { tour: TourListItem }) {
  const { t } = useTranslation('search');
  const wishlist = useWishlist();
  const present = wishlist.has(tour.id);
  const label = present ? t('card.removeFromWishlist') : t('card.addToWishlist');
  return (
    <HoverLabel title={label}>
      <Toggle
        aria-label={label}
        aria-pressed={present}
        onClick={() => wishlist.toggle(toWishlistItem(tour))}
        size="small"
      >
        {present ? <FavoriteIcon color="error" fontSize="small" /> : <FavoriteBorderIcon fontSize="small" />}
      </Toggle>
    </HoverLabel>
  );
}
