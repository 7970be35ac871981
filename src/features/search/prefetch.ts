import { contentApi } from '@/api';
import type { RoutePrefetch } from '@/api/prefetch';
import { LISTING_NAMES_SOURCE } from '@/domain/search/listingNames';
import { listingArgs, needsOptionNames, resolveListing } from '@/domain/search/listingUrl';

/**
 * The listing the address asks for (TripListing's first request). An address that names a filter by its name (a
 * keyword or deal flag) needs the names first: that call is prefetched and the listing follows in a second pass.
 */
export const searchPrefetch: RoutePrefetch = ({ lang, search }) => {
  const { listTours } = contentApi.endpoints;
  if (needsOptionNames(search)) return [listTours.initiate({ lang, ...LISTING_NAMES_SOURCE })];
  return [listTours.initiate(listingArgs(lang, resolveListing(search, undefined)))];
};
