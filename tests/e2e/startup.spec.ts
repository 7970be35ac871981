/**
 * Start-up in stages (src/main.tsx): the page's modules are evaluated over several tasks, and a click that comes as
 * soon as the page has loaded still works, because the `load` event waits until React has attached its listeners.
 */
import { expect, test } from './helpers';

const PAGES = ['/vi', '/en/search', '/en/japan', '/en/detail-trip/ha-long-bay-discovery'];

/** Whether hydrateRoot had been called on #root when the page's `load` event fired. */
async function reactWasThereAtLoad(page: import('@playwright/test').Page) {
  return page.evaluate(() => (window as unknown as { __reactAtLoad?: boolean }).__reactAtLoad);
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    window.addEventListener('load', () => {
      const root = document.getElementById('root');
      (window as unknown as { __reactAtLoad?: boolean }).__reactAtLoad =
        !!root && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
    });
  });
});

for (const path of PAGES) {
  test(`${path}: React is attached before the load event, on a slow phone too`, async ({ page }) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(path);
    expect(await reactWasThereAtLoad(page)).toBe(true);
  });
}

test('a click right after load opens the menu (slow phone)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  await page.goto('/en');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Mobile menu' })).toBeVisible();
});

test('the page arrives with its start-up files preloaded, not run before hydration asks for them', async ({
  request,
}) => {
  const html = await (await request.get('/en/search')).text();
  expect(html).toContain('<link rel="preload" as="script" href="/task-boundary.js"');
  // The page's own chunk is preloaded; only the runtime, the shared bundle and the entry are scripts.
  expect(html.match(/<link rel="preload" as="script" href="\/assets\/[^"]+\.js"/g)?.length).toBeGreaterThan(
    0,
  );
  expect(html.match(/<script defer/g)).toHaveLength(3);
});
