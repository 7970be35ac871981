/**
 * Breadcrumb rule (spec part 1, section 2): Home, then the chain of header-menu entries that match the last
 * path segment (the matching entry with its ancestors); the destinations page shows Home > Destinations.
 * The Home crumb and the Destinations label are texts of the interface, so they are added by the component.
 */
import type { Lang } from '../shared/language';
import { parseLanguageIgnoringCase } from '../shared/language';
import type { MenuLinkItem } from './links';
import { resolveMenuLink } from './links';

export interface BreadcrumbMenuItem extends MenuLinkItem {
  label: string;
  children?: readonly BreadcrumbMenuItem[] | null;
}

/** One crumb after Home: a menu entry (with its href when it has one) or the destinations page. */
export type BreadcrumbCrumb =
  { kind: 'menu'; label: string; href?: string; external?: boolean } | { kind: 'destinations'; href: string };

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function pathSegments(pathname: string): string[] {
  return pathname
    .split(/[?#]/)[0]
    .split('/')
    .filter(Boolean)
    .map((segment) => decode(segment).toLowerCase());
}

/** The last segment of a path ('/vi/asia/vietnam?x' → 'vietnam'); '' for the home page or no segment. */
export function lastPathSegment(pathname: string): string {
  const segments = pathSegments(pathname);
  if (segments.length === 1 && parseLanguageIgnoringCase(segments[0])) return '';
  return segments[segments.length - 1] ?? '';
}

/** The path after the language segment ('/vi/japan/tokyo' → 'japan/tokyo'), for slugs that contain a slash. */
function pathAfterLanguage(pathname: string): string {
  const segments = pathSegments(pathname);
  if (segments.length > 0 && parseLanguageIgnoringCase(segments[0])) segments.shift();
  return segments.join('/');
}

function linkLastSegment(link: string | null | undefined, siteOrigin: string): string {
  if (!link) return '';
  try {
    return lastPathSegment(new URL(link, `${siteOrigin.replace(/\/+$/, '')}/`).pathname);
  } catch {
    return '';
  }
}

function matches(item: BreadcrumbMenuItem, segment: string, siteOrigin: string, fullPath?: string): boolean {
  if (item.slug) {
    const slug = decode(item.slug).toLowerCase();
    if (slug === segment || (fullPath !== undefined && slug.includes('/') && slug === fullPath)) return true;
  }
  return linkLastSegment(item.link, siteOrigin) === segment;
}

/**
 * The first entry (depth first, in menu order) matching the segment, with its ancestors: [top, …, match].
 * An entry matches by its slug or by the last segment of its link; a slug with a slash ('japan/tokyo') matches
 * the whole path after the language (`fullPath`).
 */
export function findMenuChain(
  items: readonly BreadcrumbMenuItem[],
  segment: string,
  siteOrigin: string,
  fullPath?: string,
): BreadcrumbMenuItem[] {
  if (!segment) return [];
  for (const item of items) {
    if (matches(item, segment, siteOrigin, fullPath)) return [item];
    const below = findMenuChain(item.children ?? [], segment, siteOrigin, fullPath);
    if (below.length > 0) return [item, ...below];
  }
  return [];
}

/**
 * The crumbs after Home for a page: the destinations page (last segment 'destinations') gives the
 * Destinations crumb; otherwise the matching menu chain (empty when nothing matches or on the home page).
 */
export function breadcrumbTrail(
  pathname: string,
  items: readonly BreadcrumbMenuItem[],
  lang: Lang,
  siteOrigin: string,
): BreadcrumbCrumb[] {
  const segment = lastPathSegment(pathname);
  if (!segment) return [];
  if (segment === 'destinations') return [{ kind: 'destinations', href: `/${lang}/destinations` }];
  return findMenuChain(items, segment, siteOrigin, pathAfterLanguage(pathname)).map((item) => {
    const link = resolveMenuLink(item, lang, siteOrigin);
    return { kind: 'menu', label: item.label, href: link?.href, external: link?.external };
  });
}
