import { http, HttpResponse } from 'msw';
import type { Banner, HomeTrip, TourListItem } from '@/api';
import { tourListResponse } from '@/test/fixtures';

export const trip = (n: number, over: Partial<HomeTrip> = {}): HomeTrip => ({
  id: n,
  slug: `trip-${n}`,
  image: `tours/${n}.jpg`,
  title: `Trip ${n}`,
  subtitle: `Subtitle ${n}`,
  duration: n + 1,
  originalPrice: null,
  price: 10_000_000 + n,
  ...over,
});

export const homeTours = {
  new: [
    trip(1, {
      title: 'Hạ Long – Sapa',
      slug: 'ha-long-sapa',
      price: 13900000,
      originalPrice: 15900000,
      duration: 6,
    }),
    trip(2, { title: 'Hội An cổ kính', slug: 'hoi-an', price: 0 }),
  ],
  popular: [trip(3, { title: 'Classic Japan', slug: 'classic-japan', duration: 9 })],
};

export const banner = (n: number, over: Partial<Banner> = {}): Banner => ({
  id: n,
  type: 'image',
  image: `banners/${n}.jpg`,
  video: null,
  link: `https://example.com/${n}`,
  youtube_link: null,
  image_link: null,
  title: `Banner ${n}`,
  subtitle: `Sub ${n}`,
  button_text: `Go ${n}`,
  ...over,
});

const tourItem = (over: Partial<TourListItem>): TourListItem => ({
  id: 1,
  slug: 'x',
  title: 'X',
  images: [],
  duration: 3,
  price: 1,
  rating: 4,
  tags: [],
  onSale: false,
  lastMinute: false,
  ...over,
});

export const suggestionTours: TourListItem[] = [
  tourItem({
    id: 21,
    slug: 'kyoto-autumn',
    title: 'Kyoto Autumn',
    location: 'Japan',
    tags: ['Temples', 'physical_rating:2'],
  }),
  tourItem({
    id: 22,
    slug: 'tokyo-lights',
    title: 'Tokyo Lights',
    location: 'Japan',
    tags: [{ name: 'Kyoto' }],
  }),
];

export const api = {
  homeTours: (data: unknown = homeTours, success = true) =>
    http.get('*/api/:lang/list-tours-home', () => HttpResponse.json({ success, data })),
  banners: (data: Banner[]) =>
    http.get('*/api/:lang/banners', () => HttpResponse.json({ success: true, data })),
  mediaSections: (data: unknown) =>
    http.get('*/api/:lang/media-sections/all', () => HttpResponse.json({ success: true, data })),
  tours: (data: TourListItem[]) =>
    http.get('*/api/:lang/tours', () => HttpResponse.json({ ...tourListResponse(data), per_page: 100 })),
};
