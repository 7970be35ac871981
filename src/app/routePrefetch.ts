/**
 * The server's list of each page's content-service calls (src/api/prefetch.ts), by the page's chunk name
 * (router.tsx). Kept out of the route table so that it stays out of the browser's bundles: only the server render
 * (src/entry-server.tsx) imports it.
 */
import type { RoutePrefetch } from '@/api/prefetch';
import { articlePrefetch } from '@/features/articles/prefetch';
import { categoryPrefetch } from '@/features/category/prefetch';
import { checkoutPrefetch } from '@/features/checkout/prefetch';
import { homePrefetch } from '@/features/home/prefetch';
import { staticPagePrefetch, travelDealsPrefetch } from '@/features/pages/prefetch';
import { searchPrefetch } from '@/features/search/prefetch';
import { tourPrefetch } from '@/features/tour/prefetch';

/** Every page's calls for its header and footer (the entry points compose features through app/ only). */
export { shellPrefetch } from '@/features/shell/prefetch';

/**
 * A page whose only calls are the shell's (listed all the same: a page without a list renders once to find its
 * calls and again with their answers).
 */
const shellOnly: RoutePrefetch = () => [];

export const ROUTE_PREFETCH: Record<string, RoutePrefetch> = {
  'page-home': homePrefetch,
  'page-search': searchPrefetch,
  'page-checkout': checkoutPrefetch,
  'page-category': categoryPrefetch,
  'page-tourdetail': tourPrefetch,
  'page-traveldeals': travelDealsPrefetch,
  'page-whoweare': staticPagePrefetch('whoWeAre'),
  'page-purpose': staticPagePrefetch('purpose'),
  'page-stories': staticPagePrefetch('stories'),
  'page-books': staticPagePrefetch('books'),
  'page-article': articlePrefetch,
  'page-articlelist': shellOnly,
  'page-contact': shellOnly,
  'page-contactus': shellOnly,
  'page-managebooking': shellOnly,
  'page-wishlist': shellOnly,
  'page-compare': shellOnly,
  'page-test': shellOnly,
};

/** An address no route knows (the catch-all's 404 page): the shell's calls only. */
export const NOT_FOUND_PREFETCH: RoutePrefetch = shellOnly;
