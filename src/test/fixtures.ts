/** Answers of the content service shaped as the contract requires, for tests that stub one operation. */
import type { TourListItem, TourListResponse } from '@/api';
import type { WishlistItem } from '@/lib/state/wishlistSlice';

/** A one-page tour listing of `data` (counts empty). */
export function tourListResponse(data: TourListItem[]): TourListResponse {
  const group = { title: '', data: [] };
  return {
    success: true,
    data,
    total: data.length,
    current_page: 1,
    last_page: 1,
    per_page: 12,
    counts: { physical_rating: {}, style: group, theme: group, deals: group },
  };
}

/** A listed trip on sale (Hạ Long – Sapa, 6 days), as the listing returns it. */
export const halongTour: TourListItem = {
  id: 11,
  trip_code: 'VN-HLS6',
  slug: 'ha-long-sapa-6-ngay',
  title: 'Hạ Long – Sapa 6 ngày',
  images: ['tours/halong.jpg'],
  duration: 6,
  location: 'Việt Nam',
  comfortLevel: 'Tiêu chuẩn',
  style: 'Khám phá',
  price: 13900000,
  originalPrice: 15900000,
  rating: 4.56,
  tags: [],
  onSale: true,
  lastMinute: true,
  physicalRating: 3,
};

/** The wishlist entry a card of `halongTour` saves (rating rounded to one decimal). */
export const halongWishlistItem: WishlistItem = {
  id: 11,
  slug: 'ha-long-sapa-6-ngay',
  title: 'Hạ Long – Sapa 6 ngày',
  imageUrl: 'tours/halong.jpg',
  location: 'Việt Nam',
  rating: 4.6,
  duration: 6,
  style: 'Khám phá',
  physicalRating: 3,
  tripCode: 'VN-HLS6',
  price: 13900000,
};
