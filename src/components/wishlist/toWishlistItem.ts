import type { TourDetail, TourListItem } from '@/api';
import { pickMainImage } from '@/domain/tour/tourMedia';
import { roundRating } from '@/domain/tour/rating';
import type { WishlistItem } from '@/lib/state/wishlistSlice';

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

/** The wishlist entry saved for a tour read in full (a shared list): its main picture and today's lowest price. */
export function wishlistItemFromTour(tour: TourDetail, priceVnd: number | null): WishlistItem {
  return {
    id: tour.id,
    slug: tour.slug,
    title: tour.title,
    imageUrl: pickMainImage(tour.media)?.url ?? tour.image ?? '',
    location: tour.country ?? tour.start_location ?? null,
    rating: roundRating(tour.rating),
    duration: tour.duration_days ?? 0,
    style: tour.style ?? null,
    physicalRating: tour.physical_rating ?? null,
    tripCode: tour.trip_code ?? null,
    price: priceVnd,
  };
}
