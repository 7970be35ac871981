/**
 * Accessibility on every kind of page (issue: zero serious or critical axe-core violations, WCAG 2.2 AA, at 390 and
 * 1 366 px, in both languages), on the production build as visitors get it. Open states are in a11y.spec.ts.
 */
import { expect, networkSettled, test } from './helpers';
import { describeViolations, seriousViolations } from './axe';

const TOUR = 'ha-long-bay-discovery';
const ROUTES = [
  '/vi',
  '/en',
  '/en/search',
  '/vi/destinations',
  `/en/detail-trip/${TOUR}`,
  `/vi/detail-trip/${TOUR}`,
  '/en/japan',
  '/vi/travel-deals',
  '/en/post',
  '/vi/post/street-food-hanoi',
  '/en/who-we-are',
  '/vi/contact',
  '/en/contact/contact-us',
  '/vi/contact/manage-booking',
  '/en/contact/wishlist',
  '/vi/compare',
  '/en/no-such-page/at-all',
];

for (const width of [390, 1366]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 600 ? 844 : 900 } });
    for (const route of ROUTES) {
      test(`${route} has no serious or critical axe violations`, async ({ page }) => {
        await page.goto(route);
        await networkSettled(page);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        expect(describeViolations(await seriousViolations(page))).toEqual([]);
      });
    }
  });
}
