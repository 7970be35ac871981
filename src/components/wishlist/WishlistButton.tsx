/**
 * The heart toggle that adds a listed trip to the wishlist or removes it (aria-pressed tells which). A plain button
 * drawn as MUI's small IconButton, raised on white (`WishlistToggle` in ../plainButtonRules.ts): every search result
 * has one.
 */
import { useTranslation } from 'react-i18next';
import type { TourListItem } from '@/api';
import { HoverLabel } from '../HoverLabel';
import { PlainIconButton } from '../PlainIconButton';
import { FAVORITE, FAVORITE_BORDER } from '../plainIconStyles';
import { useWishlist } from './WishlistProvider';
import { toWishlistItem } from './toWishlistItem';

export function WishlistButton({ tour }: { tour: TourListItem }) {
  const { t } = useTranslation('search');
  const wishlist = useWishlist();
  const present = wishlist.has(tour.id);
  const label = present ? t('card.removeFromWishlist') : t('card.addToWishlist');
  return (
    <HoverLabel title={label}>
      <PlainIconButton
        icon={present ? FAVORITE : FAVORITE_BORDER}
        size="small"
        className="WishlistToggle"
        aria-label={label}
        aria-pressed={present}
        onClick={() => wishlist.toggle(toWishlistItem(tour))}
      />
    </HoverLabel>
  );
}
