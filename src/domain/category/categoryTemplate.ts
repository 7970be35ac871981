/**
 * Which category landing page template a homepage-data answer gets (spec part 2, "Category landing pages"):
 *   level 1: destinations → all-destinations; themes, styles, theme, style → regions; new_trips → new-trips;
 *            deals → deals
 *   level 2: destinations, destination, themes, styles, theme, style → destination; deals → deals
 *   level 3: destinations, destination → sub-destination
 *   anything else → null (the 404 page).
 */
import type { CategoryFile } from '@/contract/types';
export type CategoryTemplate =
  'all-destinations' | 'regions' | 'new-trips' | 'deals' | 'destination' | 'sub-destination';

const TABLE: Record<1 | 2 | 3, Record<string, CategoryTemplate>> = {
  1: {
    destinations: 'all-destinations',
    themes: 'regions',
    styles: 'regions',
    theme: 'regions',
    style: 'regions',
    new_trips: 'new-trips',
    deals: 'deals',
  },
  2: {
    destinations: 'destination',
    destination: 'destination',
    themes: 'destination',
    styles: 'destination',
    theme: 'destination',
    style: 'destination',
    deals: 'deals',
  },
  3: {
    destinations: 'sub-destination',
    destination: 'sub-destination',
  },
};

/** The template for a page's `file` (level 1–3; type as the service spells it), null without one. */
export function chooseCategoryTemplate(
  file: Partial<Pick<CategoryFile, 'level' | 'type'>> | null | undefined,
): CategoryTemplate | null {
  const level = file?.level;
  if (level !== 1 && level !== 2 && level !== 3) return null;
  const type = typeof file?.type === 'string' ? file.type.trim() : '';
  return Object.prototype.hasOwnProperty.call(TABLE[level], type) ? TABLE[level][type] : null;
}

/** The sections a category page can show, in page order. Each is shown only when it has content. */
export type CategorySection =
  | 'banner'
  | 'regions'
  | 'exploreAll'
  | 'topDestinations'
  | 'video'
  | 'nav'
  | 'travelDeals'
  | 'popularTrips'
  | 'highlights'
  | 'reviews'
  | 'articles'
  | 'atAGlance'
  | 'faqs';

const SECTIONS: Record<CategoryTemplate, CategorySection[]> = {
  'all-destinations': [
    'banner',
    'regions',
    'exploreAll',
    'topDestinations',
    'video',
    'nav',
    'popularTrips',
    'highlights',
    'reviews',
    'articles',
    'faqs',
  ],
  regions: [
    'banner',
    'regions',
    'exploreAll',
    'topDestinations',
    'video',
    'nav',
    'popularTrips',
    'highlights',
    'reviews',
    'articles',
    'faqs',
  ],
  'new-trips': [
    'banner',
    'exploreAll',
    'topDestinations',
    'video',
    'nav',
    'popularTrips',
    'highlights',
    'reviews',
    'faqs',
  ],
  deals: [
    'banner',
    'regions',
    'exploreAll',
    'video',
    'nav',
    'travelDeals',
    'popularTrips',
    'highlights',
    'articles',
    'faqs',
  ],
  destination: [
    'banner',
    'regions',
    'topDestinations',
    'video',
    'nav',
    'travelDeals',
    'popularTrips',
    'highlights',
    'reviews',
    'articles',
    'atAGlance',
    'faqs',
  ],
  'sub-destination': [
    'banner',
    'video',
    'nav',
    'travelDeals',
    'popularTrips',
    'highlights',
    'reviews',
    'articles',
    'atAGlance',
    'faqs',
  ],
};

/** The sections of a template, in order (each still shown only when it has content). */
export function templateSections(template: CategoryTemplate): readonly CategorySection[] {
  return SECTIONS[template];
}

/** The category slug of a page: the sub-slug when present, else the slug (trimmed; blank gives null). */
export function categorySlug(slug: string | null | undefined, sub?: string | null): string | null {
  const chosen = (sub ?? '').trim() || (slug ?? '').trim();
  return chosen || null;
}
