import type { TourListItem } from '@/api';
import { roundRating } from '@/domain/rating';
import type { WishlistItem } from './wishlistSlice';

/** The wishlist entry saved for a listed tour. */
export function toWishlistItem(tour: TourListItem): WishlistItem {
  return {
    id: tour.id,
    slug: tour.slug,
    title: tour.title,
    imageUrl: tour.images?.[0] ?? '',
    location: tour.location ?? null,
    rating: roundRating(tour.rating),
    duration: tour.duration,
    style: tour.style ?? null,
    physicalRating: tour.physicalRating ?? null,
    tripCode: tour.trip_code ?? null,
    price: tour.price ?? null,
  };
}
