/**
 * Measured where users are (issue 61): real visits send their Web Vitals, which /metrics shows by route pattern and
 * device class (never a URL), beside the server's own request, render and content-service figures.
 */
import { expect, test } from './helpers';

/**
 * A visit to a tour page on desktop: a scroll (the measuring code arrives), a tap (LCP is final; the tap is INP),
 * and the page left at once for the search page, which sends what is left (INP, CLS) before the library has worked
 * out the tap's INP on its own (it does that when the browser is idle).
 */
async function visitTourWithATap(page: import('@playwright/test').Page) {
  await page.goto('/en/detail-trip/ha-long-bay-discovery');
  await page.mouse.wheel(0, 200);
  await page.waitForTimeout(500);
  await page.getByRole('button', { name: 'Contact us', exact: true }).click();
  await page.keyboard.press('Escape');
  await page.goto('/en/search');
}

test('after real visits, /metrics shows LCP, INP, CLS and TTFB by route pattern, with no slug in any label', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  await visitTourWithATap(page);
  await expect
    .poll(
      async () =>
        (await (await request.get('/metrics')).text()).match(/web_vitals_cls_count\{[^}]*\} (\d+)/)?.[1],
      {
        timeout: 10_000,
      },
    )
    .toBeTruthy();
  const text = await (await request.get('/metrics')).text();
  for (const metric of [
    'web_vitals_lcp_seconds',
    'web_vitals_inp_seconds',
    'web_vitals_cls',
    'web_vitals_ttfb_seconds',
  ])
    expect(text, metric).toMatch(
      new RegExp(`${metric}_count\\{route="/:lang/detail-trip/:slug",device="desktop"\\} [1-9]`),
    );
  expect(text).toMatch(
    /http_request_duration_seconds_bucket\{le="[^"]+",route="\/:lang\/search",method="GET",status="200"\}/,
  );
  expect(text).toMatch(
    /content_call_duration_seconds_count\{operation="\/api\/:lang\/tours",source="[a-z]+"\}/,
  );
  // Pages of a language share the header's menu and footer: a page rendered after another copies them (which
  // pages this server rendered, and which it served from its page cache, depends on the tests before this one).
  expect(text).toMatch(/page_fragments_total\{route="[^"]+",result="copied"\} [1-9]/);
  expect(text).not.toMatch(/ha-long-bay-discovery/);
});

/** The count of a Web Vitals metric's samples for a route pattern on desktop (0 when none yet). */
async function samples(request: import('@playwright/test').APIRequestContext, metric: string, route: string) {
  const text = await (await request.get('/metrics')).text();
  const escaped = route.replace(/[/:]/g, (c) => `\\${c}`);
  return Number(
    new RegExp(`${metric}_count\\{route="${escaped}",device="desktop"\\} (\\d+)`).exec(text)?.[1] ?? 0,
  );
}

test('a visit with taps only (no scroll) reports its LCP and INP too', async ({ page, request }) => {
  const route = '/:lang/contact/wishlist';
  const before = {
    lcp: await samples(request, 'web_vitals_lcp_seconds', route),
    inp: await samples(request, 'web_vitals_inp_seconds', route),
  };
  await page.setViewportSize({ width: 1366, height: 800 });
  await page.goto('/en/contact/wishlist');
  const heading = page.getByRole('heading', { level: 1 });
  // The first tap brings the measuring code (which still sees that tap); the next one is measured live.
  await heading.click();
  await page.waitForTimeout(500);
  await heading.click();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await page.goto('/en');
  await expect
    .poll(async () => (await samples(request, 'web_vitals_inp_seconds', route)) > before.inp, {
      timeout: 10_000,
    })
    .toBe(true);
  expect(await samples(request, 'web_vitals_lcp_seconds', route)).toBeGreaterThan(before.lcp);
});

test('a visit left right after its tap still reports that tap as INP (every such visit, not some)', async ({
  page,
  request,
}) => {
  const route = '/:lang/detail-trip/:slug';
  const visits = 5;
  const before = await samples(request, 'web_vitals_inp_seconds', route);
  await page.setViewportSize({ width: 1366, height: 800 });
  for (let visit = 0; visit < visits; visit += 1) await visitTourWithATap(page);
  await expect
    .poll(async () => (await samples(request, 'web_vitals_inp_seconds', route)) - before, { timeout: 10_000 })
    .toBeGreaterThanOrEqual(visits);
});
