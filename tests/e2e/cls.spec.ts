/**
 * Layout stability while a page loads (CLS ≤ 0.05, as Lighthouse measures it on a phone): the server-rendered
 * page must not move once the browser hydrates it and the remaining code and images arrive.
 */
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './helpers';

async function checkoutPath(request: APIRequestContext) {
  const body = (await (await request.get('/api/vi/tours/ha-long-bay-discovery')).json()) as {
    data: {
      dates: Array<{
        id: number;
        start_date: string;
        room_prices: Array<{ room_id: number; available_rooms: number }>;
      }>;
    };
  };
  const today = new Date().toISOString().slice(0, 10);
  const date = body.data.dates.find(
    (d) => d.start_date >= today && d.room_prices.some((r) => r.available_rooms > 0),
  )!;
  const room = date.room_prices.find((r) => r.available_rooms > 0)!;
  return `/en/tour/ha-long-bay-discovery/booking?dateId=${date.id}&roomId=${room.room_id}`;
}

test.use({ viewport: { width: 412, height: 823 } });

for (const path of ['/vi', '/en/search', '/en/detail-trip/ha-long-bay-discovery', '/en/japan', 'CHECKOUT']) {
  test(`cumulative layout shift while ${path} loads stays at most 0.05`, async ({ page, request }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { __cls: number };
      w.__cls = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<
          PerformanceEntry & { value: number; hadRecentInput: boolean }
        >) {
          if (!entry.hadRecentInput) w.__cls += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(path === 'CHECKOUT' ? await checkoutPath(request) : path);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1500);
    const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
    expect(cls).toBeLessThanOrEqual(0.05);
  });
}
