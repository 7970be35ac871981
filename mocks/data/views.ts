/**
 * Projections of the bilingual records to the contract's shapes (types generated from openapi/).
 * Pricing follows the spec: a sale applies inside its window (inclusive) and when lower than the price;
 * the start price is the lowest current price over the tour's future departures.
 */
import type {
  CategoryTour,
  HomeTrip,
  Inclusion,
  ItineraryDay,
  RoomPrice,
  TourDate,
  TourDetail,
  TourListItem,
  TourTag,
} from '../../src/api/generated/contentApi';
import { DEALS, PHYSICAL_LEVELS, STYLES, THEMES } from './catalogue';
import { daysBetween } from './dates';
import { averageOf } from './reviews';
import { ROOMS, type RoomPriceRecord, type TourRecord } from './tours';
import type { Lang } from './content';
import { formatUsdAmount, formatVnd } from '../../src/domain/shared/price';

export function saleActive(rp: RoomPriceRecord, today: string): boolean {
  return (
    rp.sale_price != null &&
    rp.sale_start != null &&
    rp.sale_end != null &&
    rp.sale_start <= today &&
    today <= rp.sale_end &&
    rp.sale_price < rp.price
  );
}

export function effectivePrice(rp: RoomPriceRecord, today: string): number {
  return saleActive(rp, today) ? (rp.sale_price as number) : rp.price;
}

export function futureDates(tour: TourRecord, today: string) {
  return tour.dates.filter((d) => d.start_date >= today);
}

/** Lowest current price over future departures (available rooms first), with the regular price when on sale. */
export function startPrice(
  tour: TourRecord,
  today: string,
): { price: number; original: number | null } | null {
  const rooms = futureDates(tour, today).flatMap((d) => d.room_prices);
  if (!rooms.length) return null;
  const pool = rooms.some((r) => r.available_rooms > 0) ? rooms.filter((r) => r.available_rooms > 0) : rooms;
  let best = pool[0];
  for (const rp of pool) if (effectivePrice(rp, today) < effectivePrice(best, today)) best = rp;
  const price = effectivePrice(best, today);
  return { price, original: saleActive(best, today) ? best.price : null };
}

export function isOnSale(tour: TourRecord, today: string): boolean {
  return futureDates(tour, today).some((d) =>
    d.room_prices.some((rp) => rp.available_rooms > 0 && saleActive(rp, today)),
  );
}

/** Early bird: an active sale on a departure more than 90 days ahead. */
export function isEarlyBird(tour: TourRecord, today: string): boolean {
  return futureDates(tour, today).some(
    (d) =>
      daysBetween(today, d.start_date) > 90 &&
      d.room_prices.some((rp) => rp.available_rooms > 0 && saleActive(rp, today)),
  );
}

/** Last minute: a departure with a free room starting 1 to 30 days ahead. */
export function isLastMinute(tour: TourRecord, today: string): boolean {
  return tour.dates.some((d) => {
    const lead = daysBetween(today, d.start_date);
    return lead >= 1 && lead <= 30 && d.room_prices.some((rp) => rp.available_rooms > 0);
  });
}

export function dealIds(tour: TourRecord, today: string): number[] {
  const ids: number[] = [];
  if (isOnSale(tour, today)) ids.push(1);
  if (isEarlyBird(tour, today)) ids.push(2);
  if (isLastMinute(tour, today)) ids.push(3);
  return ids;
}

export const styleName = (tour: TourRecord, lang: Lang) =>
  STYLES.find((s) => s.id === tour.styleId)!.name[lang];
export const themeName = (tour: TourRecord, lang: Lang) =>
  THEMES.find((s) => s.id === tour.themeId)!.name[lang];
export const dealName = (id: number, lang: Lang) => DEALS.find((d) => d.id === id)!.name[lang];

export function locationOf(tour: TourRecord, lang: Lang): string {
  return `${tour.start[lang]}, ${tour.dest.name[lang]}`;
}

export function tagsOf(tour: TourRecord, lang: Lang): TourTag[] {
  const strings = [
    tour.dest.name[lang],
    tour.dest.name.en,
    tour.dest.region[lang],
    tour.dest.region.en,
    ...tour.places.map((p) => p[lang]),
    themeName(tour, lang),
  ];
  const unique = strings.filter((s, i) => strings.indexOf(s) === i);
  return [
    ...unique,
    `physical_rating:${tour.physical}`,
    {
      id: tour.physical,
      name: PHYSICAL_LEVELS[tour.physical - 1][lang],
      slug: `physical-rating-${tour.physical}`,
      physical_rating: tour.physical,
    },
  ];
}

/** Strings a keyword is matched against (title, location, slug, tags), lower-cased. */
export function searchableText(tour: TourRecord, lang: Lang): string {
  const tags = tagsOf(tour, lang).map((t) => (typeof t === 'string' ? t : t.name));
  return [tour.title[lang], locationOf(tour, lang), tour.slug, ...tags].join(' | ').toLowerCase();
}

function mealsSummary(tour: TourRecord, lang: Lang): string {
  const count = (k: 'breakfast' | 'lunch' | 'dinner') => tour.days.filter((d) => d.meals[k] === '1').length;
  const [b, l, d] = [count('breakfast'), count('lunch'), count('dinner')];
  const en = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  return lang === 'vi'
    ? `${b} bữa sáng, ${l} bữa trưa, ${d} bữa tối`
    : `${en(b, 'breakfast', 'breakfasts')}, ${en(l, 'lunch', 'lunches')}, ${en(d, 'dinner', 'dinners')}`;
}

function uniqueTexts(values: (string | null | undefined)[]): string[] {
  return values.filter((v, i, all): v is string => !!v && all.indexOf(v) === i);
}

export function toListItem(tour: TourRecord, lang: Lang, today: string): TourListItem {
  const start = startPrice(tour, today);
  return {
    id: tour.id,
    trip_code: tour.trip_code,
    slug: tour.slug,
    title: tour.title[lang],
    images: tour.images,
    duration: tour.duration_days,
    location: locationOf(tour, lang),
    comfortLevel: styleName(tour, lang),
    style: styleName(tour, lang),
    theme: themeName(tour, lang),
    price: start ? start.price : null,
    originalPrice: start ? start.original : null,
    rating: averageOf(tour.reviewStars),
    tags: tagsOf(tour, lang),
    onSale: isOnSale(tour, today),
    earlyBird: isEarlyBird(tour, today),
    lastMinute: isLastMinute(tour, today),
    physicalRating: tour.physical,
    groupSize: `${tour.min_group_size} - ${tour.max_group_size}`,
    meals: mealsSummary(tour, lang),
    transport: uniqueTexts(tour.days.map((d) => d.transport?.[lang])).join(', '),
    accommodation: uniqueTexts(tour.days.map((d) => d.accommodation?.[lang].replace(/ \(.*\)$/, ''))).join(
      ', ',
    ),
    ages: `${tour.min_age}+`,
    itinerary: tour.days.map((d) => `${lang === 'vi' ? 'Ngày' : 'Day'} ${d.day_number}: ${d.title[lang]}`),
    includedActivities: uniqueTexts(tour.days.flatMap((d) => d.included.map((a) => a[lang]))),
    optionalActivities: tour.days
      .flatMap((d) => d.optional)
      .filter((o, i, all) => all.findIndex((x) => x.name.en === o.name.en) === i)
      .map((o) => ({ name: o.name[lang], price: o.amount })),
  };
}

/** An optional activity's price in its text: '1.200.000 VNĐ' / '1,200,000 VND'. */
function formatAmount(amount: number, lang: Lang): string {
  return lang === 'vi' ? formatVnd(amount) : `${formatUsdAmount(amount)} VND`;
}

export function toRoomPrice(rp: RoomPriceRecord, lang: Lang): RoomPrice {
  const room = ROOMS.find((r) => r.id === rp.room_id)!;
  return {
    id: rp.id,
    room_id: rp.room_id,
    room: {
      id: room.id,
      name: room.name[lang],
      description: room.description[lang],
      capacity: room.capacity,
    },
    price: rp.price,
    sale_price: rp.sale_price,
    sale_start: rp.sale_start,
    sale_end: rp.sale_end,
    available_rooms: rp.available_rooms,
    warning_threshold: rp.warning_threshold,
  };
}

export function toDetail(tour: TourRecord, lang: Lang, today: string): TourDetail {
  const start = startPrice(tour, today);
  const itineraries: ItineraryDay[] = tour.days.map((d) => ({
    id: tour.id * 100 + d.day_number,
    day_number: d.day_number,
    title: d.title[lang],
    description: d.description[lang],
    meals: d.meals,
    accommodation: d.accommodation?.[lang] ?? null,
    transport: d.transport?.[lang] ?? null,
    included_activities: d.included.map((a) => a[lang]),
    optional_activities: d.optional.map((o) => `${o.name[lang]} - ${formatAmount(o.amount, lang)}`),
    special_information: d.special?.[lang] ?? null,
  }));
  let inclusionId = tour.id * 100;
  const inclusion = (
    type: Inclusion['type'],
    title: string,
    description: string | null = null,
  ): Inclusion => ({
    id: ++inclusionId,
    type,
    title,
    description,
  });
  const list = toListItem(tour, lang, today);
  const nights = tour.days.filter((d) => d.accommodation).length;
  const inclusions: Inclusion[] = [
    ...tour.places.map((p) => inclusion('destination', p[lang])),
    inclusion('meal', list.meals ?? ''),
    ...uniqueTexts(tour.days.map((d) => d.transport?.[lang])).map((t) => inclusion('transport', t)),
    inclusion(
      'accommodation',
      lang === 'vi' ? `${nights} đêm` : `${nights} ${nights === 1 ? 'night' : 'nights'}`,
      list.accommodation,
    ),
    ...(list.includedActivities ?? []).map((a) => inclusion('activity', a)),
    ...(list.optionalActivities ?? []).map((o) =>
      inclusion('optional_activity', o.name, o.price != null ? formatAmount(o.price, lang) : null),
    ),
  ];
  const dates: TourDate[] = tour.dates.map((d) => ({
    id: d.id,
    start_date: d.start_date,
    end_date: d.end_date,
    room_prices: d.room_prices.map((rp) => toRoomPrice(rp, lang)),
  }));
  return {
    id: tour.id,
    title: tour.title[lang],
    slug: tour.slug,
    description: tour.description[lang],
    subtitle: tour.subtitle[lang],
    trip_code: tour.trip_code,
    start_location: tour.start[lang],
    end_location: tour.end[lang],
    country: tour.dest.name[lang],
    duration_days: tour.duration_days,
    min_group_size: tour.min_group_size,
    max_group_size: tour.max_group_size,
    min_age: tour.min_age,
    style: styleName(tour, lang),
    theme: themeName(tour, lang),
    physical_rating: tour.physical,
    rating: averageOf(tour.reviewStars),
    reviewCount: tour.reviewStars.length,
    price: start ? start.price : null,
    image: tour.images[0],
    media: [
      ...tour.images.map((url, i) => ({
        id: tour.id * 100 + i + 1,
        url,
        type: 'image' as const,
        is_featured: i === 0,
      })),
      { id: tour.id * 100 + 99, url: tour.map, type: 'map' as const, is_featured: false },
    ],
    itineraries,
    inclusions,
    categories: Object.fromEntries(
      [tour.dest, ...tour.places.slice(0, 2).map((p) => ({ name: p, slug: '' }))].map((c, i) => [
        String(tour.id * 10 + i),
        { id: tour.id * 10 + i, name: c.name[lang], type: 'destinations' },
      ]),
    ),
    highlights: tour.highlights.map((h, i) => ({ id: tour.id * 10 + i, content: h[lang] })),
    suitabilities: tour.suitabilities.map((s, i) => ({ id: tour.id * 10 + i, content: s[lang] })),
    dates,
    notes: tour.notes.map((n) => ({ id: n.id, type: n.type, content: n.content ? n.content[lang] : null })),
  };
}

export function toHomeTrip(tour: TourRecord, lang: Lang, today: string): HomeTrip {
  const start = startPrice(tour, today);
  return {
    id: tour.id,
    slug: tour.slug,
    image: tour.images[0],
    title: tour.title[lang],
    subtitle: tour.subtitle[lang],
    duration: tour.duration_days,
    originalPrice: start?.original ?? null,
    price: start?.price ?? 0,
  };
}

export function toCategoryTour(tour: TourRecord, lang: Lang, today: string): CategoryTour {
  const start = startPrice(tour, today);
  return {
    id: tour.id,
    title: tour.title[lang],
    image: tour.images[0],
    duration: tour.duration_days,
    comfortLevel: styleName(tour, lang),
    price: start && start.price > 0 ? start.price : null,
    slug: tour.slug,
  };
}
