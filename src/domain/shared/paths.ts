/**
 * Href builders for every page of the site: no component writes a URL string by hand.
 * Query strings are built with URLSearchParams, so spaces become '+' (keyword=a+b), as the spec shows.
 */
import type { Lang } from './language';

export interface SearchParamsInput {
  /** Keyword text, or keyword chips (joined with spaces, i.e. '+' in the URL). */
  keyword?: string | readonly string[];
  /** yyyy-MM-dd */
  start_day?: string;
  /** yyyy-MM-dd */
  end_day?: string;
  page?: number;
}

const seg = (value: string | number) => encodeURIComponent(String(value));

function withQuery(path: string, entries: Array<[string, string | number | undefined | null]>): string {
  const params = new URLSearchParams();
  for (const [key, value] of entries) {
    if (value === undefined || value === null || value === '') continue;
    params.append(key, String(value));
  }
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

function keywordText(keyword: SearchParamsInput['keyword']): string | undefined {
  if (keyword === undefined) return undefined;
  const text = (typeof keyword === 'string' ? keyword : keyword.join(' ')).trim();
  return text || undefined;
}

function searchQuery(path: string, input: SearchParamsInput = {}): string {
  return withQuery(path, [
    ['keyword', keywordText(input.keyword)],
    ['start_day', input.start_day],
    ['end_day', input.end_day],
    ['page', input.page],
  ]);
}

export const paths = {
  /** /vi */
  home: (lang: Lang) => `/${lang}`,
  /** /vi/search?keyword=a+b&start_day=2027-01-01&end_day=2027-01-09&page=2 (empty values left out) */
  search: (lang: Lang, input?: SearchParamsInput) => searchQuery(`/${lang}/search`, input),
  /** /vi/Search?keyword=a+b — the header search box and the 'See experiences' button use this spelling. */
  searchCapital: (lang: Lang, keyword?: string | readonly string[]) =>
    searchQuery(`/${lang}/Search`, { keyword }),
  /** /vi/destinations (the search page under another name) */
  destinations: (lang: Lang) => `/${lang}/destinations`,
  travelDeals: (lang: Lang) => `/${lang}/travel-deals`,
  /** /vi/detail-trip/{slug} */
  tour: (lang: Lang, slug: string) => `/${lang}/detail-trip/${seg(slug)}`,
  /** /vi/tour/{slug}/booking?dateId=1&roomId=2, or /vi/booking?dateId=1&roomId=2 when there is no slug. */
  checkout: (lang: Lang, slug: string | undefined | null, dateId: string | number, roomId: string | number) =>
    withQuery(slug ? `/${lang}/tour/${seg(slug)}/booking` : `/${lang}/booking`, [
      ['dateId', dateId],
      ['roomId', roomId],
    ]),
  /** /vi/{slug} or /vi/{slug}/{sub} (category landing pages) */
  category: (lang: Lang, slug: string, sub?: string | null) => {
    // A menu slug may already hold the sub-slug ('japan/tokyo'): each part stays its own path segment.
    const parts = [...slug.split('/'), ...(sub ? [sub] : [])].filter(Boolean).slice(0, 2);
    return `/${lang}/${parts.map(seg).join('/')}`;
  },
  /** /vi/post (list) or /vi/post/{slug} */
  post: (lang: Lang, slug?: string | null) => (slug ? `/${lang}/post/${seg(slug)}` : `/${lang}/post`),
  contact: (lang: Lang) => `/${lang}/contact`,
  contactUs: (lang: Lang) => `/${lang}/contact/contact-us`,
  manageBooking: (lang: Lang) => `/${lang}/contact/manage-booking`,
  wishlist: (lang: Lang) => `/${lang}/contact/wishlist`,
  compare: (lang: Lang) => `/${lang}/compare`,
  whoWeAre: (lang: Lang) => `/${lang}/who-we-are`,
  purpose: (lang: Lang) => `/${lang}/purpose`,
  stories: (lang: Lang) => `/${lang}/stories`,
  books: (lang: Lang) => `/${lang}/books`,
  /** Routes without a language segment. */
  checkoutBooking: () => '/checkout/booking',
  booking: () => '/booking',
  test: () => '/test',
} as const;

export type Paths = typeof paths;
