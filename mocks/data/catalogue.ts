/**
 * Hand-written bilingual source material for the generated dataset: destinations, places, tours and
 * the vocabulary the generator combines. Vietnamese texts carry correct diacritics. The texts themselves are data
 * files (seed/destinations.json, seed/people.json; the articles' in seed/articles.json); this module types them and
 * holds the small vocabularies.
 */
import destinationSeeds from './seed/destinations.json';
import people from './seed/people.json';

export interface Bi {
  vi: string;
  en: string;
}

export const bi = (vi: string, en: string): Bi => ({ vi, en });

export interface OptionalActivity extends Bi {
  /** Price in VND. */
  amount: number;
}

export interface TourSeed {
  slug: string;
  title: Bi;
  days: number;
  /** style id, theme id (see STYLES/THEMES), physical rating 1–5. */
  style: number;
  theme: number;
  physical: number;
}

export interface DestinationSeed {
  key: string;
  slug: string;
  /** ISO country code used for trip codes and geonames. */
  code: string;
  name: Bi;
  region: Bi;
  regionSlug: string;
  blurb: Bi;
  places: Bi[];
  activities: Bi[];
  optional: OptionalActivity[];
  hotels: Bi[];
  transport: Bi[];
  highlights: Bi[];
  glance: {
    capital_city: Bi;
    population: string;
    currency: Bi;
    language: Bi;
    time_zone: string;
    calling_code: string;
    electricity: string;
  };
  /** [top, bottom] colours of the generated images' sky. */
  palette: [string, string];
  tours: TourSeed[];
}

export const STYLES = [
  { id: 1, name: bi('Nguyên bản', 'Original') },
  { id: 2, name: bi('Thoải mái', 'Comfort') },
  { id: 3, name: bi('Cao cấp', 'Premium') },
  { id: 4, name: bi('Tiết kiệm', 'Basix') },
] as const;

export const THEMES = [
  { id: 1, name: bi('Phiêu lưu cổ điển', 'Classic adventures') },
  { id: 2, name: bi('Ẩm thực & Văn hóa', 'Food & Culture') },
  { id: 3, name: bi('Đi bộ & Leo núi', 'Walking & Trekking') },
  { id: 4, name: bi('Đạp xe', 'Cycling') },
  { id: 5, name: bi('Thiên nhiên & Hoang dã', 'Wildlife & Nature') },
  { id: 6, name: bi('Gia đình', 'Family') },
] as const;

export const DEALS = [
  { id: 1, name: bi('Giảm giá', 'On sale') },
  { id: 2, name: bi('Đặt sớm', 'Early bird') },
  { id: 3, name: bi('Phút chót', 'Last minute') },
] as const;

export const PHYSICAL_LEVELS = [
  bi('Nhẹ', 'Light'),
  bi('Dễ', 'Easy'),
  bi('Trung bình', 'Moderate'),
  bi('Thử thách', 'Challenging'),
  bi('Đòi hỏi cao', 'Demanding'),
] as const;

/** The destinations, their places, activities and tours (seed/destinations.json). */
export const DESTINATIONS: DestinationSeed[] = destinationSeeds as DestinationSeed[];

export const REGIONS = [
  { slug: 'asia', name: bi('Châu Á', 'Asia') },
  { slug: 'europe', name: bi('Châu Âu', 'Europe') },
  { slug: 'africa', name: bi('Châu Phi', 'Africa') },
  { slug: 'south-america', name: bi('Nam Mỹ', 'South America') },
];

export const FIRST_NAMES: string[] = people.firstNames;

export const REVIEW_SNIPPETS: Record<1 | 2 | 3 | 4 | 5, string[]> = people.reviewSnippets;

export const LONG_COMMENTS: string[] = people.longComments;
