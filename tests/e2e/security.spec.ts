/**
 * Security headers and policy of the production server: a strict Content-Security-Policy (no inline or eval
 * scripts but the page's hashed data), no policy violation while pages load and are used, sandboxed frames.
 */
import { expect, networkSettled, test } from './helpers';

test('every page answers with the security headers and a strict policy', async ({ request }) => {
  for (const path of ['/vi', '/en/detail-trip/ha-long-bay-discovery', '/en/no-such-page', '/robots.txt']) {
    const res = await request.get(path);
    const headers = res.headers();
    const csp = headers['content-security-policy'];
    expect(csp, path).toBeTruthy();
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(
      /frame-src https:\/\/www\.youtube-nocookie\.com https:\/\/maps\.google\.com https:\/\/www\.google\.com(;|$)/,
    );
    expect(csp).toMatch(/img-src 'self' data:/);
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src'))!;
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(scriptSrc).not.toContain('unsafe-eval');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
  }
});

test('no page logs a policy violation', async ({ page }) => {
  test.setTimeout(90_000);
  const violations: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { __csp?: string[] }).__csp ??= [];
      (window as unknown as { __csp: string[] }).__csp.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  for (const path of [
    '/vi',
    '/en/search',
    '/en/detail-trip/ha-long-bay-discovery',
    '/en/japan',
    '/en/post/street-food-hanoi',
  ]) {
    await page.goto(path);
    await networkSettled(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForTimeout(300);
    violations.push(...(await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? [])));
  }
  expect(violations).toEqual([]);
});

test('frames are sandboxed and come from the allowed hosts only', async ({ page }) => {
  await page.goto('/en/japan');
  await networkSettled(page);
  const frames = await page
    .locator('iframe')
    .evaluateAll((nodes) =>
      nodes.map((n) => ({ src: n.getAttribute('src') ?? '', sandbox: n.getAttribute('sandbox') })),
    );
  expect(frames.length).toBeGreaterThan(0);
  for (const frame of frames) {
    expect(frame.sandbox).not.toBeNull();
    expect(frame.src).toMatch(/^https:\/\/(www\.youtube-nocookie\.com|maps\.google\.com|www\.google\.com)\//);
  }
});
