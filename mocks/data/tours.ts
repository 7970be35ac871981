/**
 * Bilingual tour records generated from the catalogue with a fixed seed; every date is relative to `today`.
 * The records are the mock's source of truth; mocks/data/views.ts projects them to the contract's shapes.
 */
import { addDays, daysBetween } from './dates';
import { bi, DESTINATIONS, type Bi, type DestinationSeed, type TourSeed } from './catalogue';
import { chance, int, mulberry32, pick, pickSome, type Rng } from './prng';

export const SEED = 20250917;

export const ROOMS = [
  {
    id: 1,
    name: bi('Phòng đôi chia sẻ', 'Twin share'),
    description: bi(
      'Hai giường đơn, ở ghép cùng một khách cùng giới.',
      'Two single beds, shared with a traveller of the same gender.',
    ),
    capacity: 2,
  },
  {
    id: 2,
    name: bi('Phòng đơn', 'Single'),
    description: bi('Phòng riêng cho một người.', 'A private room for one.'),
    capacity: 1,
  },
  {
    id: 3,
    name: bi('Phòng ba', 'Triple'),
    description: bi(
      'Ba giường đơn, phù hợp gia đình hoặc nhóm bạn.',
      'Three single beds, ideal for families or friends.',
    ),
    capacity: 3,
  },
  {
    id: 4,
    name: bi('Phòng đôi giường lớn', 'Double'),
    description: bi('Một giường đôi cho cặp đôi.', 'One double bed for couples.'),
    capacity: 2,
  },
] as const;

export interface RoomPriceRecord {
  id: number;
  room_id: number;
  price: number;
  sale_price: number | null;
  sale_start: string | null;
  sale_end: string | null;
  available_rooms: number;
  warning_threshold: number;
}

export interface DateRecord {
  id: number;
  start_date: string;
  end_date: string;
  room_prices: RoomPriceRecord[];
}

export interface DayRecord {
  day_number: number;
  title: Bi;
  description: Bi;
  meals: { breakfast: string | null; lunch: string | null; dinner: string | null };
  accommodation: Bi | null;
  transport: Bi | null;
  included: Bi[];
  optional: { name: Bi; amount: number }[];
  special: Bi | null;
}

export interface NoteRecord {
  id: number;
  type: 'essential' | 'important';
  content: Bi | null;
}

export interface TourRecord {
  id: number;
  index: number;
  slug: string;
  dest: DestinationSeed;
  seed: TourSeed;
  trip_code: string;
  title: Bi;
  subtitle: Bi;
  description: Bi;
  start: Bi;
  end: Bi;
  places: Bi[];
  duration_days: number;
  min_group_size: number;
  max_group_size: number;
  min_age: number;
  styleId: number;
  themeId: number;
  physical: number;
  /** true when prices are in USD (under 10 000, converted by the site). */
  usd: boolean;
  images: string[];
  map: string;
  days: DayRecord[];
  highlights: Bi[];
  suitabilities: Bi[];
  notes: NoteRecord[];
  dates: DateRecord[];
  /** Days since the tour was published (smaller = newer). */
  age: number;
  /** Higher = more popular. */
  popularity: number;
  /** Review count, stars distribution decided here; texts generated lazily (reviews.ts). */
  reviewStars: number[];
}

/** Tours priced in USD (the "< 10 000 is USD" rule). */
const USD_TOURS = new Set([
  'tour-du-mont-blanc',
  'inca-trail-machu-picchu',
  'iceland-ring-road',
  'greek-island-hopping',
  'peru-highlights',
]);
/** Negotiable price (every room price 0). */
export const NEGOTIABLE_TOUR = 'ha-giang-loop';
/** No departures at all (no price). */
export const NO_DATES_TOUR = 'camino-de-santiago';
/** Thousands of reviews (virtualised modal). */
export const MANY_REVIEWS_TOUR = 'japan-highlights';
export const MANY_REVIEWS_COUNT = 5000;
/** Tours without any review. */
export const NO_REVIEW_TOURS = new Set(['golden-circle-short-break', 'lake-titicaca-discovery']);
/** The showcase tour whose first departures are crafted to exercise every availability and sale rule. */
export const SHOWCASE_TOUR = 'ha-long-bay-discovery';

function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
export { slugify };

function roundTo(value: number, step: number): number {
  return Math.max(step, Math.round(value / step) * step);
}

const SUITABILITY = [
  bi(
    'Phù hợp với du khách từ 12 tuổi trở lên có sức khỏe tốt.',
    'Suitable for travellers aged 12+ in good health.',
  ),
  bi(
    'Bạn thích khám phá văn hóa địa phương và ẩm thực đường phố.',
    'You love local culture and street food.',
  ),
  bi(
    'Bạn sẵn sàng di chuyển nhiều và dậy sớm vài buổi.',
    'You are happy with plenty of travel and a few early starts.',
  ),
  bi(
    'Bạn muốn đi cùng nhóm nhỏ với trưởng đoàn giàu kinh nghiệm.',
    'You want a small group with an experienced leader.',
  ),
  bi(
    'Không phù hợp với người gặp khó khăn khi đi lại.',
    'Not suitable for travellers with reduced mobility.',
  ),
  bi(
    'Có những ngày đi bộ 4–6 giờ trên địa hình đồi núi.',
    'Some days include 4–6 hours of walking on hilly terrain.',
  ),
];

function makeDays(rng: Rng, dest: DestinationSeed, seed: TourSeed, places: Bi[]): DayRecord[] {
  const days: DayRecord[] = [];
  for (let n = 1; n <= seed.days; n++) {
    const place = places[Math.min(places.length - 1, Math.floor(((n - 1) * places.length) / seed.days))];
    const first = n === 1;
    const last = n === seed.days && seed.days > 1;
    const activity = pick(rng, dest.activities);
    const title = first
      ? bi(`Đến ${place.vi}`, `Arrive in ${place.en}`)
      : last
        ? bi(`Tạm biệt ${place.vi}`, `Depart ${place.en}`)
        : bi(`${place.vi}: ${activity.vi.toLowerCase()}`, `${place.en}: ${activity.en.toLowerCase()}`);
    const description = first
      ? bi(
          `Chào mừng bạn đến ${place.vi}! Buổi gặp mặt chào đón diễn ra lúc 18:00 tại khách sạn, sau đó cả đoàn cùng dùng bữa tối tùy chọn.`,
          `Welcome to ${place.en}! Your adventure begins with a welcome meeting at 6pm at the hotel, followed by an optional group dinner.`,
        )
      : last
        ? bi(
            `Hành trình kết thúc sau bữa sáng tại ${place.vi}. Bạn có thể rời đi bất cứ lúc nào.`,
            `Your trip ends after breakfast in ${place.en}. You are free to depart at any time.`,
          )
        : bi(
            `Hôm nay bạn khám phá ${place.vi} cùng trưởng đoàn: ${activity.vi.toLowerCase()}. Buổi chiều tự do dạo chơi, thưởng thức đặc sản địa phương.`,
            `Today you explore ${place.en} with your leader: ${activity.en.toLowerCase()}. The afternoon is free to wander and sample local specialities.`,
          );
    const hotel = last ? null : pick(rng, dest.hotels);
    days.push({
      day_number: n,
      title,
      description,
      meals: {
        breakfast: first ? null : '1',
        lunch: !first && !last && chance(rng, 0.4) ? '1' : null,
        dinner: !last && chance(rng, 0.35) ? '1' : null,
      },
      accommodation: hotel ? bi(`${hotel.vi} (1 đêm)`, `${hotel.en} (1 night)`) : null,
      transport: first ? null : pick(rng, dest.transport),
      included:
        first || last
          ? []
          : [activity, ...(chance(rng, 0.4) ? [pick(rng, dest.activities)] : [])].filter(
              (a, i, all) => all.indexOf(a) === i,
            ),
      optional:
        !first && !last && chance(rng, 0.6)
          ? pickSome(rng, dest.optional, int(rng, 1, 2)).map((o) => ({
              name: bi(o.vi, o.en),
              amount: o.amount,
            }))
          : [],
      special:
        n === 2 && chance(rng, 0.5)
          ? bi(
              'Hôm nay xuất phát sớm lúc 6:30, hãy chuẩn bị giày đi bộ và áo mưa.',
              'Early start at 6:30 today; bring walking shoes and a rain jacket.',
            )
          : null,
    });
  }
  return days;
}

function makeNotes(rng: Rng, tourIndex: number, baseId: number): NoteRecord[] {
  const notes: NoteRecord[] = [
    {
      id: baseId + 1,
      type: 'essential',
      content: bi(
        '<p><strong>Hộ chiếu &amp; thị thực:</strong> hộ chiếu còn hạn ít nhất 6 tháng. Vui lòng kiểm tra yêu cầu thị thực trước khi đặt vé máy bay.</p><ul><li>Bảo hiểm du lịch là bắt buộc.</li><li>Mang theo bản sao giấy tờ tùy thân.</li></ul>',
        '<p><strong>Passport &amp; visa:</strong> your passport must be valid for at least 6 months. Please check visa requirements before booking flights.</p><ul><li>Travel insurance is compulsory.</li><li>Carry copies of your ID.</li></ul>',
      ),
    },
    {
      id: baseId + 2,
      type: 'important',
      content: bi(
        '<p>Lịch trình có thể thay đổi do thời tiết hoặc điều kiện địa phương. <a href="https://www.vivutravel.example/dieu-khoan" target="_blank">Xem điều khoản</a>.</p>',
        '<p>The itinerary may change due to weather or local conditions. <a href="https://www.vivutravel.example/terms" target="_blank">Read our terms</a>.</p>',
      ),
    },
  ];
  if (tourIndex === 0) {
    // Proves sanitising: the site must render the text but never run the script or the handler.
    notes.push({
      id: baseId + 3,
      type: 'important',
      content: bi(
        '<p>Mang theo kem chống nắng.<script>window.__xss = true</script><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" alt="" onerror="window.__xss = true"></p>',
        '<p>Bring sunscreen.<script>window.__xss = true</script><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" alt="" onerror="window.__xss = true"></p>',
      ),
    });
    // Blank note: must be hidden.
    notes.push({ id: baseId + 4, type: 'essential', content: bi('   ', '   ') });
  } else if (chance(rng, 0.15)) {
    notes.push({ id: baseId + 3, type: 'important', content: null });
  }
  return notes;
}

interface PriceContext {
  rng: Rng;
  today: string;
  nextRoomPriceId: () => number;
}

type SaleProfile = 'none' | 'near' | 'early' | 'both';

function makeRoomPrices(
  ctx: PriceContext,
  base: number,
  usd: boolean,
  startDate: string,
  rooms: number[],
  profile: SaleProfile,
): RoomPriceRecord[] {
  const { rng, today } = ctx;
  const leadDays = daysBetween(today, startDate);
  const saleAllowed =
    profile === 'both' || (profile === 'near' && leadDays <= 90) || (profile === 'early' && leadDays > 120);
  const step = usd ? 10 : 100_000;
  return rooms.map((roomId) => {
    const factor = roomId === 2 ? 1.3 : roomId === 3 ? 0.92 : roomId === 4 ? 1.05 : 1;
    const price = base === 0 ? 0 : roundTo(base * factor, step);
    let sale_price: number | null = null;
    let sale_start: string | null = null;
    let sale_end: string | null = null;
    const r = rng();
    if (price > 0 && (saleAllowed ? r < 0.35 : r < 0.04)) {
      sale_price = roundTo(price * pick(rng, [0.8, 0.85, 0.9]), step);
      const kind = saleAllowed
        ? pick(rng, ['past', 'current', 'current', 'future'] as const)
        : pick(rng, ['past', 'future'] as const);
      const lead = daysBetween(today, startDate);
      if (kind === 'past') {
        sale_start = addDays(today, -60);
        sale_end = addDays(today, -5);
      } else if (kind === 'current') {
        sale_start = addDays(today, -int(rng, 0, 20));
        sale_end = addDays(today, Math.max(0, Math.min(lead, int(rng, 0, 45))));
      } else {
        sale_start = addDays(today, int(rng, 10, 30));
        sale_end = addDays(today, int(rng, 40, 90));
      }
    }
    const a = rng();
    const available_rooms = a < 0.08 ? 0 : a < 0.22 ? int(rng, 1, 3) : int(rng, 4, 14);
    return {
      id: ctx.nextRoomPriceId(),
      room_id: roomId,
      price,
      sale_price,
      sale_start,
      sale_end,
      available_rooms,
      warning_threshold: 3,
    };
  });
}

function makeDates(
  ctx: PriceContext,
  tour: { slug: string; days: number; base: number; usd: boolean; index: number },
  nextDateId: () => number,
): DateRecord[] {
  const { rng, today } = ctx;
  if (tour.slug === NO_DATES_TOUR) return [];
  const dates: DateRecord[] = [];
  const horizon = 540; // 18 months
  let offset = tour.slug === SHOWCASE_TOUR ? 5 : int(rng, 3, 70);
  const interval = int(rng, 14, 35);
  const roomSets = [
    [1, 2],
    [1, 2, 3],
    [1, 2, 3, 4],
    [1, 2, 4],
  ];
  const rooms = tour.slug === SHOWCASE_TOUR ? [1, 2, 3] : pick(rng, roomSets);
  const profile: SaleProfile =
    tour.slug === SHOWCASE_TOUR
      ? 'none'
      : pick(rng, ['none', 'none', 'none', 'near', 'near', 'early', 'both'] as const);
  while (offset <= horizon) {
    const start_date = addDays(today, offset);
    const seasonal = 1 + 0.15 * Math.sin((offset / 365) * 2 * Math.PI);
    const room_prices = makeRoomPrices(
      ctx,
      tour.base === 0 ? 0 : tour.base * seasonal,
      tour.usd,
      start_date,
      rooms,
      profile,
    );
    dates.push({ id: nextDateId(), start_date, end_date: addDays(start_date, tour.days - 1), room_prices });
    offset += interval + int(rng, 0, 6);
  }
  if (tour.slug === SHOWCASE_TOUR && dates.length >= 5) {
    // Departure 1: current sale on twin share, limited single, sold-out triple.
    const [twin, single, triple] = dates[0].room_prices;
    Object.assign(twin, {
      sale_price: roundTo(twin.price * 0.85, 100_000),
      sale_start: addDays(today, -7),
      sale_end: addDays(today, 3),
      available_rooms: 8,
    });
    Object.assign(single, { sale_price: null, sale_start: null, sale_end: null, available_rooms: 2 });
    Object.assign(triple, { sale_price: null, sale_start: null, sale_end: null, available_rooms: 0 });
    // Departure 2: fully booked.
    dates[1].room_prices.forEach((rp) => Object.assign(rp, { available_rooms: 0 }));
    // Departure 3: a sale whose window is over (regular price applies).
    Object.assign(dates[2].room_prices[0], {
      sale_price: roundTo(dates[2].room_prices[0].price * 0.8, 100_000),
      sale_start: addDays(today, -40),
      sale_end: addDays(today, -1),
      available_rooms: 6,
    });
    // Departure 4: a sale that starts later (regular price applies now).
    Object.assign(dates[3].room_prices[0], {
      sale_price: roundTo(dates[3].room_prices[0].price * 0.8, 100_000),
      sale_start: addDays(today, 20),
      sale_end: addDays(today, 60),
      available_rooms: 6,
    });
    // Departure 5: every room limited.
    dates[4].room_prices.forEach((rp, i) => Object.assign(rp, { available_rooms: i + 1 }));
  }
  return dates;
}

export function generateTours(today: string): TourRecord[] {
  const rng = mulberry32(SEED);
  let roomPriceId = 1000;
  let dateId = 100;
  const ctx: PriceContext = { rng, today, nextRoomPriceId: () => ++roomPriceId };
  const seeds = DESTINATIONS.flatMap((dest) => dest.tours.map((seed) => ({ dest, seed })));
  return seeds.map(({ dest, seed }, index) => {
    const id = index + 1;
    const usd = USD_TOURS.has(seed.slug);
    const dayPrice = usd ? int(rng, 120, 260) : int(rng, 18, 45) * 100_000;
    const base = seed.slug === NEGOTIABLE_TOUR ? 0 : dayPrice * seed.days;
    const places = pickSome(
      rng,
      dest.places,
      Math.min(dest.places.length, Math.max(2, Math.ceil(seed.days / 2))),
    );
    const imageCount = int(rng, 3, 8);
    const images = Array.from({ length: imageCount }, (_, i) => `tours/${seed.slug}-${i + 1}.jpg`);
    const days = makeDays(rng, dest, seed, places);
    const reviewCount = NO_REVIEW_TOURS.has(seed.slug)
      ? 0
      : seed.slug === MANY_REVIEWS_TOUR
        ? MANY_REVIEWS_COUNT
        : int(rng, 3, 14);
    const skew = rng();
    const reviewStars = Array.from({ length: reviewCount }, () => {
      const r = rng();
      if (skew > 0.85) return r < 0.25 ? 1 : r < 0.45 ? 2 : r < 0.65 ? 3 : r < 0.85 ? 4 : 5;
      return r < 0.04 ? 1 : r < 0.1 ? 2 : r < 0.22 ? 3 : r < 0.5 ? 4 : 5;
    });
    const minGroup = int(rng, 1, 4);
    return {
      id,
      index,
      slug: seed.slug,
      dest,
      seed,
      trip_code: `${dest.code}${seed.slug
        .split('-')
        .map((w) => w[0].toUpperCase())
        .join('')
        .slice(0, 4)}${String(seed.days).padStart(2, '0')}`,
      title: seed.title,
      subtitle: bi(
        `${seed.days} ngày khám phá ${places
          .map((p) => p.vi)
          .slice(0, 3)
          .join(', ')}`,
        `${seed.days} days through ${places
          .map((p) => p.en)
          .slice(0, 3)
          .join(', ')}`,
      ),
      description: bi(
        `${dest.blurb.vi} Hành trình ${seed.title.vi.toLowerCase()} đưa bạn qua ${places.map((p) => p.vi).join(', ')} cùng trưởng đoàn bản địa, với những trải nghiệm chân thực mà bạn khó tự mình sắp xếp. Nhóm nhỏ, khách sạn chọn lọc và thời gian tự do hợp lý giúp chuyến đi vừa trọn vẹn vừa thư thái.`,
        `${dest.blurb.en} ${seed.title.en} takes you through ${places.map((p) => p.en).join(', ')} with a local leader, with authentic experiences that are hard to arrange on your own. Small groups, hand-picked hotels and well-judged free time make it both complete and relaxed.`,
      ),
      start: places[0],
      end: places[places.length - 1],
      places,
      duration_days: seed.days,
      min_group_size: minGroup,
      max_group_size: pick(rng, [10, 12, 14, 16]),
      min_age: seed.theme === 6 ? 5 : pick(rng, [12, 15, 18]),
      styleId: seed.style,
      themeId: seed.theme,
      physical: seed.physical,
      usd,
      images,
      map: `maps/${seed.slug}-map.jpg`,
      days,
      highlights: pickSome(rng, dest.highlights, Math.min(dest.highlights.length, int(rng, 2, 4))),
      suitabilities: seed.slug === 'barcelona-city-break' ? [] : pickSome(rng, SUITABILITY, int(rng, 2, 4)),
      notes: makeNotes(rng, index, id * 10),
      dates: makeDates(ctx, { slug: seed.slug, days: seed.days, base, usd, index }, () => ++dateId),
      age: int(rng, 1, 900),
      popularity: int(rng, 1, 1000),
      reviewStars,
    };
  });
}
