import { routePattern, ROUTE_PATTERNS } from './routePattern';

describe('a path’s route pattern (what measurements are grouped by)', () => {
  it.each([
    ['/', '/'],
    ['/vi', '/:lang'],
    ['/EN', '/:lang'],
    ['/en/search', '/:lang/search'],
    ['/en/Search', '/:lang/search'],
    ['/vi/detail-trip/ha-long-bay-discovery', '/:lang/detail-trip/:slug'],
    ['/en/tour/x/booking', '/:lang/tour/:slug/booking'],
    ['/en/post/street-food-hanoi', '/:lang/post/:slug'],
    ['/en/contact/manage-booking', '/:lang/contact/manage-booking'],
    ['/en/japan', '/:lang/:slug'],
    ['/en/japan/tokyo', '/:lang/:slug/:sub'],
    ['/checkout/booking', '/checkout/booking'],
  ])('%s → %s', (path, pattern) => {
    expect(routePattern(path)).toBe(pattern);
  });

  it('puts everything else in one bucket: no slug, other language or deep path becomes a pattern', () => {
    expect(routePattern('/fr/japan')).toBe('other');
    expect(routePattern('/en/a/b/c/d')).toBe('other');
    expect(routePattern('/assets/main.js')).toBe('other');
    expect(ROUTE_PATTERNS.every((pattern) => !/[A-Z]|ha-long/.test(pattern))).toBe(true);
  });
});
