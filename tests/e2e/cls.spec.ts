/**
 * Layout stability while a page loads (CLS ≤ 0.05, as Lighthouse measures it on a phone): the server-rendered
 * page must not move once the browser hydrates it and the remaining code and images arrive.
 */
import { bookingPath, expect, SITE, test } from './helpers';

test.use({ viewport: { width: 412, height: 823 } });

for (const path of ['/vi', '/en/search', '/en/detail-trip/ha-long-bay-discovery', '/en/japan', 'CHECKOUT']) {
  test(`cumulative layout shift while ${path} loads stays at most 0.05`, async ({ page }) => {
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
    await page.goto(path === 'CHECKOUT' ? await bookingPath(SITE) : path);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1500);
    const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
    expect(cls).toBeLessThanOrEqual(0.05);
  });
}
