/**
 * No page scrolls sideways: at 360, 390, 768 and 1 366 px, after scrolling to the bottom (every section has
 * rendered), the document is no wider than the window.
 */
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './helpers';

const WIDTHS = [360, 390, 768, 1366] as const;

const ROUTES = [
  '/vi',
  '/en',
  '/en/search',
  '/vi/search?keyword=Vietnam',
  '/en/destinations',
  '/en/travel-deals',
  '/en/compare',
  '/en/who-we-are',
  '/en/purpose',
  '/en/stories',
  '/en/books',
  '/en/post',
  '/en/post/street-food-hanoi',
  '/en/contact',
  '/en/contact/contact-us',
  '/en/contact/manage-booking',
  '/en/contact/wishlist',
  '/en/detail-trip/ha-long-bay-discovery',
  '/vi/detail-trip/ha-long-bay-discovery',
  '/en/japan',
  '/en/japan/tokyo',
  '/vi/vietnam',
  '/en/no-such-page/at-all',
  'CHECKOUT',
];

async function checkoutUrl(request: APIRequestContext) {
  const res = await request.get('/api/vi/tours/ha-long-bay-discovery');
  const body = (await res.json()) as {
    data: { dates: Array<{ id: number; room_prices: Array<{ room_id: number }> }> };
  };
  const date = body.data.dates.find((d) => d.room_prices.length > 0)!;
  return `/en/tour/ha-long-bay-discovery/booking?dateId=${date.id}&roomId=${date.room_prices[0].room_id}`;
}

for (const width of WIDTHS) {
  test(`no route scrolls sideways at ${width} px`, async ({ page, request }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: 800 });
    const overflowing: string[] = [];
    for (const route of ROUTES) {
      const url = route === 'CHECKOUT' ? await checkoutUrl(request) : route;
      await page.goto(url);
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(150);
      const { scrollWidth, clientWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        clientWidth: document.documentElement.clientWidth,
      }));
      if (scrollWidth > clientWidth) overflowing.push(`${url}: ${scrollWidth} > ${clientWidth}`);
    }
    expect(overflowing).toEqual([]);
  });
}
