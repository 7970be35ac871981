import { parseSharedTrips, SHARED_WISHLIST_MAX, sharedWishlistPath } from './sharedWishlist';

describe('shared wishlist link', () => {
  it('makes /{lang}/contact/wishlist?trips=slug1,slug2', () => {
    expect(sharedWishlistPath('vi', ['ha-long-bay-discovery', 'amazon-jungle-lodge'])).toBe(
      '/vi/contact/wishlist?trips=ha-long-bay-discovery,amazon-jungle-lodge',
    );
  });

  it('reads slugs only, each once, at most 20; no parameter is no shared list', () => {
    expect(parseSharedTrips(null)).toBeNull();
    expect(parseSharedTrips('')).toEqual([]);
    expect(parseSharedTrips(' a-trip ,b-trip,a-trip,<script>,../x,')).toEqual(['a-trip', 'b-trip']);
    const many = Array.from({ length: 30 }, (_, i) => `trip-${i}`).join(',');
    expect(parseSharedTrips(many)).toHaveLength(SHARED_WISHLIST_MAX);
  });
});
