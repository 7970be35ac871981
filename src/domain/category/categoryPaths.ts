/**
 * Links of category pages: the ranked top-destination card's "Trip {name}" button goes to
 * /{lang}/{name lowercased, spaces as hyphens}; content paths (regions, articles) are in-app when they start
 * with '/', otherwise another site (opened in a new tab) when safe.
 */
import type { Lang } from '../shared/language';
import { safeHref } from '../content/links';
import { paths } from '../shared/paths';

/** "Việt Nam" → "việt-nam" (lowercased, each run of spaces a hyphen). */
export function rankedDestinationSlug(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, '-');
}

/** /{lang}/{name lowercased, spaces as hyphens} (the segment URL-encoded). */
export function rankedDestinationPath(lang: Lang, name: string): string {
  return paths.category(lang, rankedDestinationSlug(name));
}

export type ContentLink = { kind: 'internal'; to: string } | { kind: 'external'; href: string };

/** Where a content path goes: an in-app path ('/vi/asia', 'vi/asia'), another site, or nowhere (unsafe/blank). */
export function contentLink(path: string | null | undefined): ContentLink | null {
  const href = safeHref(path);
  if (!href) return null;
  if (/^(https?:|mailto:|tel:)/i.test(href) || href.startsWith('//')) return { kind: 'external', href };
  return { kind: 'internal', to: href.startsWith('/') ? href : `/${href}` };
}
