import { is } from 'valibot';
import { compareEntrySchema } from './compareListSchema';
import {
  addCompareTrip,
  comparedTrips,
  isInCompare,
  MAX_COMPARE_TRIPS,
  removeCompareTrip,
  type CompareEntry,
} from './compareList';
import { toCompareTrip, type CompareTour } from './compareTrip';

const entry = (id: number): CompareEntry => ({ id, slug: `trip-${id}`, title: `Trip ${id}`, image: null });

describe('compare list updates', () => {
  it('adds a trip at the end', () => {
    expect(addCompareTrip([entry(1)], entry(2))).toEqual({ list: [entry(1), entry(2)], outcome: 'added' });
  });
  it('ignores a trip already present (same id or slug)', () => {
    expect(addCompareTrip([entry(1)], entry(1))).toEqual({ list: [entry(1)], outcome: 'duplicate' });
    expect(addCompareTrip([entry(1)], { ...entry(9), slug: 'trip-1' }).outcome).toBe('duplicate');
  });
  it('refuses a 5th trip', () => {
    const four = [1, 2, 3, 4].map(entry);
    expect(MAX_COMPARE_TRIPS).toBe(4);
    expect(addCompareTrip(four, entry(5))).toEqual({ list: four, outcome: 'full' });
  });
  it('removes by id and tells membership', () => {
    expect(removeCompareTrip([entry(1), entry(2)], 1)).toEqual([entry(2)]);
    expect(isInCompare([entry(1)], 1)).toBe(true);
    expect(isInCompare([entry(1)], 2)).toBe(false);
  });
  it('shows at most 4 (excess ignored)', () => {
    expect(comparedTrips([1, 2, 3, 4, 5].map(entry)).map((t) => t.id)).toEqual([1, 2, 3, 4]);
  });
  it('validates stored entries', () => {
    expect(is(compareEntrySchema, entry(1))).toBe(true);
    expect(is(compareEntrySchema, { ...entry(1), image: 'a.jpg' })).toBe(true);
    expect(is(compareEntrySchema, { ...entry(1), slug: '' })).toBe(false);
    expect(is(compareEntrySchema, { id: '1', slug: 'a', title: 'A', image: null })).toBe(false);
    expect(is(compareEntrySchema, null)).toBe(false);
  });
});

describe('toCompareTrip', () => {
  const now = new Date('2027-03-01T10:00:00');
  const tour: CompareTour = {
    id: 7,
    slug: 'ha-long',
    title: 'Ha Long',
    price: 99,
    duration_days: 5,
    min_group_size: 2,
    max_group_size: 12,
    min_age: 12,
    style: 'Original',
    theme: 'Classic',
    physical_rating: 3,
    inclusions: [
      { type: 'destination', title: 'Hanoi' },
      { type: 'transport', title: 'Boat' },
      { type: 'accommodation', title: 'Hotel (3 nights)' },
      { type: 'activity', title: 'Kayaking' },
      { type: 'optional_activity', title: 'Cooking class', description: '500.000 VNĐ' },
      { type: 'optional_activity', title: 'Massage' },
    ],
    categories: [
      { name: 'Vietnam', type: 'destinations' },
      { name: 'Hanoi', type: 'destinations' },
    ],
    itineraries: [
      { day_number: 2, title: 'Bay', meals: { breakfast: '1', lunch: '1' } },
      { day_number: 1, title: 'Arrive', meals: { dinner: '1' } },
    ],
    dates: [
      {
        room_prices: [
          {
            price: 15_000_000,
            sale_price: 12_000_000,
            sale_start: '2027-02-01',
            sale_end: '2027-03-31',
            available_rooms: 4,
            warning_threshold: 2,
          },
        ],
      },
      { room_prices: [{ price: 13_000_000, available_rooms: 5, warning_threshold: 2 }] },
    ],
  };

  it('takes every row of the spec from the tour', () => {
    expect(toCompareTrip(tour, now)).toEqual({
      id: 7,
      slug: 'ha-long',
      title: 'Ha Long',
      priceVnd: 12_000_000,
      duration: 5,
      destinations: ['Hanoi', 'Vietnam'],
      comfortLevel: 'Original',
      theme: 'Classic',
      groupSize: { min: 2, max: 12 },
      meals: 3,
      transport: ['Boat'],
      accommodation: ['Hotel (3 nights)'],
      minAge: 12,
      physicalRating: 3,
      itinerary: [
        { day: 1, title: 'Arrive' },
        { day: 2, title: 'Bay' },
      ],
      includedActivities: ['Kayaking'],
      optionalActivities: [
        { name: 'Cooking class', price: 500000 },
        { name: 'Massage', price: null },
      ],
    });
  });

  it('falls back to the itinerary and to the tour price without departures (USD converted)', () => {
    const trip = toCompareTrip(
      {
        id: 1,
        slug: 'x',
        title: 'X',
        price: 1290,
        itineraries: [
          {
            day_number: 1,
            title: 'D1',
            transport: 'Bus',
            accommodation: 'Inn',
            included_activities: ['Walk'],
            optional_activities: ['Zipline - 45', 'Zipline - 45'],
          },
        ],
      },
      now,
    );
    expect(trip.priceVnd).toBe(1290 * 24000);
    expect(trip.transport).toEqual(['Bus']);
    expect(trip.accommodation).toEqual(['Inn']);
    expect(trip.includedActivities).toEqual(['Walk']);
    expect(trip.optionalActivities).toEqual([{ name: 'Zipline', price: 45 }]);
    expect(trip.physicalRating).toBeNull();
    expect(trip.groupSize).toBeNull();
  });

  it('has no price when departures exist but none is priced', () => {
    expect(
      toCompareTrip({ id: 1, slug: 'x', title: 'X', price: 500, dates: [{ room_prices: [] }] }, now).priceVnd,
    ).toBeNull();
  });
});
