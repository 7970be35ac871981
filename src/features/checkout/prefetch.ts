import { contentApi, geonamesApi } from '@/api';
import { GEONAMES_USER_PLACEHOLDER } from '@/api/config';
import type { RoutePrefetch } from '@/api/prefetch';
import { parseSelectionId } from '@/domain/checkout/checkout';
import type { Lang } from '@/domain/shared/language';

/**
 * The arguments of the address form's list of countries (components/AddressFields.tsx), which the prefetch below
 * starts with the same arguments: the same cache entry, so the server renders the form with its answer in one pass.
 */
export const countryListArgs = (lang: Lang) => ({ username: GEONAMES_USER_PLACEHOLDER, lang });

/**
 * The tour being booked, when the address names it and a departure and room (CheckoutPage; the tour is always
 * asked for in Vietnamese, the language of the booking's records), and the list of countries of the first step's
 * address (components/AddressFields.tsx, same arguments). The bank accounts start when their step shows.
 */
export const checkoutPrefetch: RoutePrefetch = ({ lang, params, search }) => {
  const slug = params.slug || search.get('slug');
  const ids = [search.get('dateId'), search.get('roomId')].map(parseSelectionId);
  if (!slug || ids.some((id) => id == null)) return [];
  return [
    contentApi.endpoints.getTour.initiate({ lang: 'vi', slug }),
    geonamesApi.endpoints.getCountryInfo.initiate(countryListArgs(lang)),
  ];
};
