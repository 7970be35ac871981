/**
 * One column of the compare page (spec part 2 §3 "Compare trip"): what is shown of a compared tour. Apart from
 * ./compareList.ts, whose list rules the compare slice needs on every page.
 */
import { lowestCurrentPrice } from './availability';
import { countMeals, destinationCategories, splitOptionalActivity, type CategoryParts } from './itinerary';
import { toVnd } from '../shared/price';
import type { Inclusion, ItineraryDay, RoomPrice, TourDetail } from '@/contract/types';

/** What a compare column reads of a tour: parts of the contract's tour, lists optional. */
export type CompareTour = Pick<
  TourDetail,
  | 'id'
  | 'slug'
  | 'title'
  | 'price'
  | 'duration_days'
  | 'min_group_size'
  | 'max_group_size'
  | 'min_age'
  | 'style'
  | 'theme'
  | 'physical_rating'
  | 'start_location'
> & {
  inclusions?: ReadonlyArray<Pick<Inclusion, 'type' | 'title' | 'description'>>;
  categories?: readonly CategoryParts[];
  itineraries?: ReadonlyArray<
    Pick<
      ItineraryDay,
      | 'day_number'
      | 'title'
      | 'meals'
      | 'accommodation'
      | 'transport'
      | 'included_activities'
      | 'optional_activities'
    >
  >;
  dates?: ReadonlyArray<{
    room_prices: ReadonlyArray<
      Pick<
        RoomPrice,
        'price' | 'sale_price' | 'sale_start' | 'sale_end' | 'available_rooms' | 'warning_threshold'
      >
    >;
  }>;
};

/** A compared trip (spec part 2 §3 "Compare trip"), ready to render. */
export interface CompareTrip {
  id: number;
  slug: string;
  title: string;
  /** The lowest current price over the departures in VNĐ (USD under 10 000 converted); null: contact us. */
  priceVnd: number | null;
  duration: number | null;
  destinations: string[];
  comfortLevel: string | null;
  theme: string | null;
  groupSize: { min: number | null; max: number | null } | null;
  /** Meals included over the whole itinerary. */
  meals: number;
  transport: string[];
  accommodation: string[];
  minAge: number | null;
  physicalRating: number | null;
  itinerary: Array<{ day: number; title: string }>;
  includedActivities: string[];
  optionalActivities: Array<{ name: string; price: number | null }>;
}

const uniqueText = (values: ReadonlyArray<string | null | undefined>) => [
  ...new Set(values.map((v) => (v ?? '').trim()).filter(Boolean)),
];
const positive = (n: number | null | undefined) =>
  typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : null;

export function toCompareTrip(tour: CompareTour, now: Date = new Date()): CompareTrip {
  const inclusions = tour.inclusions ?? [];
  const days = tour.itineraries ?? [];
  const titles = (type: string) => uniqueText(inclusions.filter((i) => i.type === type).map((i) => i.title));
  const orDays = (list: string[], fromDays: ReadonlyArray<string | null | undefined>) =>
    list.length ? list : uniqueText(fromDays);
  const dates = tour.dates ?? [];
  const lowest = lowestCurrentPrice(dates, now);
  const optionalFromInclusions = inclusions
    .filter((i) => i.type === 'optional_activity')
    .map((i) => {
      const fromDescription = splitOptionalActivity(`${i.title} - ${(i.description ?? '').trim()}`);
      return fromDescription.price != null ? fromDescription : splitOptionalActivity(i.title);
    });
  const optional = optionalFromInclusions.length
    ? optionalFromInclusions
    : days.flatMap((d) => d.optional_activities ?? []).map(splitOptionalActivity);
  const seenOptional = new Set<string>();
  const min = positive(tour.min_group_size);
  const max = positive(tour.max_group_size);
  return {
    id: tour.id,
    slug: tour.slug,
    title: tour.title,
    priceVnd: toVnd(lowest ?? (dates.length ? null : tour.price)),
    duration: positive(tour.duration_days),
    destinations: uniqueText([...titles('destination'), ...destinationCategories(tour.categories ?? [])]),
    comfortLevel: (tour.style ?? '').trim() || null,
    theme: (tour.theme ?? '').trim() || null,
    groupSize: min != null || max != null ? { min, max } : null,
    meals: countMeals(days).total,
    transport: orDays(
      titles('transport'),
      days.map((d) => d.transport),
    ),
    accommodation: orDays(
      titles('accommodation'),
      days.map((d) => d.accommodation),
    ),
    minAge: typeof tour.min_age === 'number' && tour.min_age >= 0 ? tour.min_age : null,
    physicalRating: positive(tour.physical_rating),
    itinerary: [...days]
      .sort((a, b) => a.day_number - b.day_number)
      .map((d) => ({ day: d.day_number, title: d.title })),
    includedActivities: orDays(
      titles('activity'),
      days.flatMap((d) => d.included_activities ?? []),
    ),
    optionalActivities: optional.filter((o) => {
      const key = o.name.toLowerCase();
      if (!o.name || seenOptional.has(key)) return false;
      seenOptional.add(key);
      return true;
    }),
  };
}
