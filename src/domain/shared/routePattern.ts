/**
 * The route pattern of a page's path, as the route table writes it (src/app/router.tsx): what measurements are
 * grouped by (the real visitors' Web Vitals, the server's request metrics), never the URL itself, so no tour slug,
 * query or typed text becomes a label, and the set of labels is bounded. 'other' for anything else.
 */
const PATTERNS = [
  '/',
  '/test',
  '/booking',
  '/checkout/booking',
  '/:lang',
  '/:lang/destinations',
  '/:lang/search',
  '/:lang/travel-deals',
  '/:lang/compare',
  '/:lang/who-we-are',
  '/:lang/purpose',
  '/:lang/stories',
  '/:lang/books',
  '/:lang/post',
  '/:lang/post/:slug',
  '/:lang/contact',
  '/:lang/contact/contact-us',
  '/:lang/contact/manage-booking',
  '/:lang/contact/wishlist',
  '/:lang/detail-trip/:slug',
  '/:lang/tour/:slug/booking',
  '/:lang/booking',
  '/:lang/checkout/booking',
  // The category pages come last: any other one or two segments under a language.
  '/:lang/:slug',
  '/:lang/:slug/:sub',
] as const;

export type RoutePattern = (typeof PATTERNS)[number] | 'other';
export const ROUTE_PATTERNS: readonly RoutePattern[] = [...PATTERNS, 'other'];

const LANG = /^(vi|en)$/i;

function matches(pattern: string, segments: string[]): boolean {
  const parts = pattern.split('/').filter(Boolean);
  if (parts.length !== segments.length) return false;
  return parts.every((part, i) => {
    if (part === ':lang') return LANG.test(segments[i]);
    if (part.startsWith(':')) return segments[i] !== '';
    // '/:lang/Search' is the listing too (spec).
    return part === segments[i] || (part === 'search' && segments[i] === 'Search');
  });
}

export function routePattern(pathname: string): RoutePattern {
  const segments = pathname.split('/').filter(Boolean);
  return PATTERNS.find((pattern) => matches(pattern, segments)) ?? 'other';
}
