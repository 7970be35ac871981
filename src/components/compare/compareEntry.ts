/** What the compare list stores for a trip, from a listing card or from a tour's detail. */
import type { TourDetail, TourListItem } from '@/api';
import type { CompareEntry } from '@/domain/tour/compareList';
import { pickMainImage } from '@/domain/tour/tourMedia';

export function compareEntryFromListItem(
  tour: Pick<TourListItem, 'id' | 'slug' | 'title' | 'images'>,
): CompareEntry {
  return { id: tour.id, slug: tour.slug, title: tour.title, image: tour.images?.[0] || null };
}

export function compareEntryFromTour(
  tour: Pick<TourDetail, 'id' | 'slug' | 'title' | 'image' | 'media'>,
): CompareEntry {
  return {
    id: tour.id,
    slug: tour.slug,
    title: tour.title,
    image: pickMainImage(tour.media)?.url || tour.image || null,
  };
}
