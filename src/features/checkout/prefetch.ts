import { contentApi } from '@/api';
import type { RoutePrefetch } from '@/api/prefetch';
import { parseSelectionId } from '@/domain/checkout/checkout';

/**
 * The tour being booked, when the address names it and a departure and room (CheckoutPage; the tour is always
 * asked for in Vietnamese, the language of the booking's records). The checkout's other calls (bank accounts,
 * countries) start when their step shows.
 */
export const checkoutPrefetch: RoutePrefetch = ({ params, search }) => {
  const slug = params.slug || search.get('slug');
  const ids = [search.get('dateId'), search.get('roomId')].map(parseSelectionId);
  if (!slug || ids.some((id) => id == null)) return [];
  return [contentApi.endpoints.getTour.initiate({ lang: 'vi', slug })];
};
