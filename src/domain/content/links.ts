/**
 * Link rules of the header menu and footer (spec part 1, section 2), plus the one check every
 * content-provided href goes through (safeHref).
 */
import type { Lang } from '../shared/language';
import { parseLanguageIgnoringCase } from '../shared/language';
import { paths } from '../shared/paths';

/** Where a link goes: in-app (router link) or another site (opened in a new tab). */
export interface ResolvedLink {
  href: string;
  external: boolean;
}

// Browsers ignore tabs, newlines and leading control characters in URLs ('java\tscript:').
// eslint-disable-next-line no-control-regex
const IGNORED_IN_URL = /[\u0000-\u0020\u007f]/g;
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
const ALLOWED_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);

/**
 * The href when it is safe to put in a link: http(s), mailto, tel or a relative path/anchor/query.
 * Anything else (javascript:, data:, vbscript:, blank) gives undefined.
 */
export function safeHref(url: string | null | undefined): string | undefined {
  if (typeof url !== 'string') return undefined;
  const trimmed = url.trim();
  if (!trimmed) return undefined;
  const compact = trimmed.replace(IGNORED_IN_URL, '');
  const scheme = SCHEME.exec(compact);
  if (scheme) return ALLOWED_SCHEMES.has(scheme[1].toLowerCase()) ? trimmed : undefined;
  return trimmed;
}

export interface MenuLinkItem {
  type?: string | null;
  slug?: string | null;
  link?: string | null;
}

function parseUrl(link: string, siteOrigin: string): URL | undefined {
  try {
    return new URL(link, `${siteOrigin.replace(/\/+$/, '')}/`);
  } catch {
    return undefined;
  }
}

/** '/en/who-we-are' → 'who-we-are'; 'tours/asia' → 'tours/asia'. */
function withoutLanguagePrefix(pathname: string): string {
  const segments = pathname.split('/').filter(Boolean);
  if (segments.length > 0 && parseLanguageIgnoringCase(segments[0])) segments.shift();
  return segments.join('/');
}

/**
 * Where a header menu item goes:
 * - type post with a slug → /{lang}/post/{slug}
 * - custom with a link: its path contains 'destinations' → /{lang}/destinations; contains 'search' →
 *   /{lang}/search (the link's query string kept); another origin → the link itself, new tab;
 *   otherwise /{lang}/{path without language prefix} (query and hash kept)
 * - a slug → /{lang}/{slug}
 * - nothing usable (a heading with only children, or an unsafe link) → undefined
 */
export function resolveMenuLink(
  item: MenuLinkItem,
  lang: Lang,
  siteOrigin: string,
): ResolvedLink | undefined {
  if (item.type === 'post' && item.slug) return { href: paths.post(lang, item.slug), external: false };
  const link = safeHref(item.link);
  if (item.type === 'custom' && link) {
    const url = parseUrl(link, siteOrigin);
    if (!url) return undefined;
    const path = url.pathname.toLowerCase();
    if (path.includes('destinations')) return { href: paths.destinations(lang), external: false };
    if (path.includes('search')) return { href: `${paths.search(lang)}${url.search}`, external: false };
    if (!/^(https?:)$/.test(url.protocol)) return { href: link, external: true };
    if (url.origin !== parseUrl('/', siteOrigin)?.origin) return { href: link, external: true };
    const rest = withoutLanguagePrefix(url.pathname);
    return { href: `/${lang}${rest ? `/${rest}` : ''}${url.search}${url.hash}`, external: false };
  }
  if (item.slug) return { href: paths.category(lang, item.slug), external: false };
  return undefined;
}

export type FooterLinkEntry =
  | { type: 'category'; category?: { title?: string; slug?: string | null } | null }
  | { type: 'post'; post?: { title?: string; slug?: string | null } | null }
  | { type: 'custom'; custom?: { title?: string; url?: string | null } | null }
  | { type: string; [key: string]: unknown };

/**
 * Where a footer entry goes: category → /{lang}/category/{slug}, post → /{lang}/post/{slug},
 * custom → its url in a new tab. Missing slug/url or an unsafe url → undefined.
 */
export function resolveFooterLink(entry: FooterLinkEntry, lang: Lang): ResolvedLink | undefined {
  if (entry.type === 'category') {
    const slug = (entry as { category?: { slug?: string | null } | null }).category?.slug;
    return slug ? { href: paths.category(lang, 'category', slug), external: false } : undefined;
  }
  if (entry.type === 'post') {
    const slug = (entry as { post?: { slug?: string | null } | null }).post?.slug;
    return slug ? { href: paths.post(lang, slug), external: false } : undefined;
  }
  if (entry.type === 'custom') {
    const href = safeHref((entry as { custom?: { url?: string | null } | null }).custom?.url);
    return href ? { href, external: true } : undefined;
  }
  return undefined;
}
