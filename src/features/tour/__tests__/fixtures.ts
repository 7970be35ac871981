/** A crafted tour for component tests; dates are relative to today so sale windows stay valid. */
import type { RawTourDetail, RoomPrice, TourDate } from '@/api';

const DAY = 86_400_000;
export const isoDay = (offsetDays: number) =>
  new Date(Date.now() + offsetDays * DAY).toISOString().slice(0, 10);
export const NEXT_YEAR = new Date().getFullYear() + 1;
export const ymd = (year: number, month: number, day: number) =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

export function room(
  id: number,
  price: number,
  available: number,
  options: { sale?: number; threshold?: number; name?: string } = {},
): RoomPrice {
  return {
    id: 9000 + id,
    room_id: id,
    room: { id, name: options.name ?? `Room ${id}`, description: `Description of room ${id}`, capacity: 2 },
    price,
    sale_price: options.sale ?? null,
    sale_start: options.sale ? isoDay(-10) : null,
    sale_end: options.sale ? isoDay(400) : null,
    available_rooms: available,
    warning_threshold: options.threshold ?? 2,
  };
}

export function departure(id: number, start: string, end: string, rooms: RoomPrice[]): TourDate {
  return { id, start_date: start, end_date: end, room_prices: rooms };
}

export function craftedTour(overrides: Partial<RawTourDetail> = {}): RawTourDetail {
  return {
    id: 77,
    title: 'Crafted Tour',
    slug: 'crafted-tour',
    subtitle: 'A test tour',
    description: 'Short description.',
    trip_code: 'CT-1',
    start_location: 'Hanoi',
    end_location: 'Hue',
    duration_days: 3,
    min_group_size: 2,
    max_group_size: 12,
    min_age: 8,
    style: 'Classic',
    theme: 'Culture',
    physical_rating: 3,
    rating: 4.5,
    reviewCount: 2,
    price: null,
    image: null,
    media: [
      { id: 1, url: 'tours/a.jpg', type: 'image', is_featured: false },
      { id: 2, url: 'tours/b.jpg', type: 'image', is_featured: true },
      { id: 3, url: 'maps/route.png', type: 'map', is_featured: false },
    ],
    itineraries: [
      {
        id: 1,
        day_number: 1,
        title: 'Arrive',
        description: 'Welcome.',
        meals: { breakfast: null, lunch: '1', dinner: '1' },
        accommodation: 'Old Quarter Hotel',
        transport: 'Private car',
        included_activities: ['Walking tour'],
        optional_activities: ['Water puppet show - 200000'],
        special_information: null,
      },
      {
        id: 2,
        day_number: 2,
        title: 'Explore',
        description: 'Explore the city.',
        meals: { breakfast: '1', lunch: null, dinner: null },
        accommodation: null,
        transport: null,
        included_activities: [],
        optional_activities: [],
        special_information: 'Bring a hat.',
      },
    ],
    inclusions: [
      { id: 1, type: 'destination', title: 'Ha Noi', description: null },
      { id: 2, type: 'activity', title: 'Walking tour', description: null },
    ],
    categories: [],
    highlights: [],
    suitabilities: [],
    dates: [],
    notes: [{ id: 1, type: 'essential', content: '<p>  </p>' }],
    ...overrides,
  };
}
