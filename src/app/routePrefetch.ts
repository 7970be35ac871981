/**
 * The server's list of each page's content-service calls (src/api/prefetch.ts), by the page's chunk name
 * (router.tsx). Kept out of the route table so that it stays out of the browser's bundles: only the server render
 * (src/entry-server.tsx) imports it.
 */
import type { RoutePrefetch } from '@/api/prefetch';
import { categoryPrefetch } from '@/features/category/prefetch';
import { checkoutPrefetch } from '@/features/checkout/prefetch';
import { homePrefetch } from '@/features/home/prefetch';
import { searchPrefetch } from '@/features/search/prefetch';
import { tourPrefetch } from '@/features/tour/prefetch';

/** Every page's calls for its header and footer (the entry points compose features through app/ only). */
export { shellPrefetch } from '@/features/shell/prefetch';

export const ROUTE_PREFETCH: Record<string, RoutePrefetch> = {
  'page-home': homePrefetch,
  'page-search': searchPrefetch,
  'page-checkout': checkoutPrefetch,
  'page-category': categoryPrefetch,
  'page-tourdetail': tourPrefetch,
};
