/**
 * Start-up in stages (src/main.tsx): the page's modules are evaluated over several tasks; the page marks itself
 * hydrated (`data-hydrated` on <html>) once React listens, and a tap before that is held and replayed
 * (src/start/inline/startUp.ts). No request exists for a test's sake (the former `load-hold.js`).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './helpers';

const PAGES = ['/vi', '/en/search', '/en/japan', '/en/detail-trip/ha-long-bay-discovery'];

/** The start-up scripts the page's one inline script asks for (server/app.ts, startUpLoader), in order. */
function startUpScripts(html: string): string[] {
  const script = /<script>([^<]*)<\/script>/.exec(html)?.[1] ?? '';
  return [...script.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]);
}

for (const path of PAGES) {
  test(`${path}: React hydrates the page on a slow phone and says so; the page asks for nothing extra`, async ({
    page,
  }) => {
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    // The helpers' goto returns once <html> has data-hydrated.
    await page.goto(path);
    const listening = await page.evaluate(() => {
      const root = document.getElementById('root');
      return !!root && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
    });
    expect(listening).toBe(true);
    expect(asked.filter((pathname) => /hold/.test(pathname))).toEqual([]);
  });
}

test('a click right after hydration opens the menu (slow phone)', async ({ page }) => {
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
  // The page's own chunk is preloaded; only the runtime, the three shared files (React, MUI, the other packages:
  // webpack/client.ts, splitChunks) and the entry are scripts.
  expect(html.match(/<link rel="preload" as="script" href="\/assets\/[^"]+\.js"/g)?.length).toBeGreaterThan(
    0,
  );
  expect(html).not.toContain('<script defer');
  expect(startUpScripts(html)).toHaveLength(5);
});

test('the start-up scripts are asked for once the page and its hero image are painted', async ({ page }) => {
  await page.goto('/en/detail-trip/ha-long-bay-discovery');
  const timing = await page.evaluate(async () => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const scripts = performance
      .getEntriesByType('resource')
      .filter((entry) => /\/assets\/(runtime|main)\.[0-9a-f]+\.js$/.test(entry.name))
      .map((entry) => ({ start: entry.startTime, end: (entry as PerformanceResourceTiming).responseEnd }));
    // The paints the browser reported: when, and whether it was the hero image (the fetchpriority="high" one).
    const paints = await new Promise<{ at: number; hero: boolean }[]>((resolve) =>
      new PerformanceObserver((list) =>
        resolve(
          list.getEntries().map((entry) => ({
            at: entry.startTime,
            hero:
              (entry as unknown as { element: Element | null }).element?.getAttribute('fetchpriority') ===
              'high',
          })),
        ),
      ).observe({ type: 'largest-contentful-paint', buffered: true }),
    );
    return {
      parsed: navigation.domContentLoadedEventStart,
      scripts,
      paints,
    };
  });
  // The first and the last of the five (webpack's runtime, the entry).
  expect(timing.scripts).toHaveLength(2);
  const heroPainted = timing.paints.find((paint) => paint.hero);
  expect(heroPainted).toBeDefined();
  for (const script of timing.scripts) {
    expect(script.start).toBeGreaterThanOrEqual(timing.parsed);
    // Not before the hero's paint (the loader waits at most 300 ms after the first paint for it).
    expect(script.start).toBeGreaterThanOrEqual(Math.min(heroPainted!.at, timing.paints[0].at + 300));
  }
});

/** A rule's text with its class names replaced, so the same CSS under two class names compares equal. */
const anonymous = (rule: string) => rule.replace(/\/\*!sc\*\//g, '').replace(/\.-?[_a-zA-Z][\w-]*/g, '.C');

/** Each class's rules, joined in order (the first class a rule names is the one it belongs to). */
function rulesByClass(rules: string[]) {
  const byClass = new Map<string, string>();
  for (const rule of rules) {
    const name = /\.(-?[_a-zA-Z][\w-]*)/.exec(rule)?.[1];
    if (name) byClass.set(name, (byClass.get(name) ?? '') + anonymous(rule));
  }
  return byClass;
}

for (const path of PAGES) {
  test(`${path}: hydration keeps the server's styles (none removed or inserted again, no component's CSS generated again under another class)`, async ({
    page,
    request,
  }) => {
    // styled-components numbers unlabelled components in creation order, which differs between the server's bundle
    // and the browser's staged start-up: then the browser generated MUI's CSS again under new class names during
    // hydration (scripts/mui-styled-labels.cjs).
    const html = await (await request.get(path)).text();
    const serverCss = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)]
      .map((match) => match[1])
      .join('');
    const server = rulesByClass(serverCss.split('/*!sc*/').map((rule) => rule.trim()));
    const serverRuleSets = new Set(server.values());
    await page.addInitScript(() => {
      const inserted: string[] = [];
      const w = window as unknown as { __inserted: string[]; __deleted: number };
      w.__inserted = inserted;
      w.__deleted = 0;
      const { insertRule, deleteRule } = CSSStyleSheet.prototype;
      CSSStyleSheet.prototype.insertRule = function (rule: string, index?: number) {
        inserted.push(rule);
        return insertRule.call(this, rule, index);
      };
      CSSStyleSheet.prototype.deleteRule = function (index: number) {
        w.__deleted += 1;
        deleteRule.call(this, index);
      };
    });
    await page.goto(path);
    // Hydrated as far as the page's heading (React marks each element it hydrates), and a moment more for the rest.
    await page.waitForFunction(() => {
      const heading = document.querySelector('#root h1');
      return !!heading && Object.keys(heading).some((key) => key.startsWith('__reactFiber'));
    });
    await page.waitForTimeout(1000);
    const { inserted, deleted } = await page.evaluate(() => {
      const w = window as unknown as { __inserted: string[]; __deleted: number };
      return { inserted: w.__inserted, deleted: w.__deleted };
    });
    // The server's sheet is the page's (src/start/adoptServerStyles.ts): none of its classes' rules is inserted again
    // (styled-components' own rehydration inserted them all into a new tag).
    const insertedAgain = inserted.filter((rule) =>
      server.has(/\.(-?[_a-zA-Z][\w-]*)/.exec(rule)?.[1] ?? ''),
    );
    expect(insertedAgain).toEqual([]);
    // Nor is a rule of the server's taken out and put back (MUI's <CssBaseline/> was: lib/Baseline.tsx).
    expect(deleted).toBe(0);
    const again = [...rulesByClass(inserted)]
      .filter(([name, rules]) => !server.has(name) && serverRuleSets.has(rules))
      .map(([name, rules]) => `${name}: ${rules.slice(0, 120)}`);
    expect(again).toEqual([]);
  });
}

test('a tap on a button before the start-up scripts have arrived is kept: replayed once React listens', async ({
  page,
}) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/main\.[0-9a-f]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/en/search', { waitUntil: 'domcontentloaded' });
  const card = page.getByRole('article').first();
  await card.getByRole('button', { name: 'Added to wishlist' }).click();
  expect(await page.evaluate(() => document.querySelectorAll('script[src*="/assets/main."]').length)).toBe(1);
  release();
  await expect(card.getByRole('button', { name: 'Remove from wishlist' })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Remove from wishlist' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});

test('the start-up scripts ask V8 to compile them as they stream in; a chunk loaded on first use does not', async ({
  request,
}) => {
  const hint = '//# allFunctionsCalledOnLoad\n';
  const html = await (await request.get('/en/search')).text();
  const startUp = startUpScripts(html);
  const pageChunks = [...html.matchAll(/<link rel="preload" as="script" href="(\/assets\/[^"]+\.js)"/g)].map(
    (m) => m[1],
  );
  expect(startUp).toHaveLength(5);
  expect(pageChunks.length).toBeGreaterThan(0);
  // Files of 16 KB or more carry it (webpack/plugins.ts): the shared files, the entry and the page's own code.
  const texts = await Promise.all(
    [...startUp, ...pageChunks].map(async (file) => (await request.get(file)).text()),
  );
  // V8 finishes each file's compile on the main thread in one task: no start-up file is large enough to make it a
  // long task on a phone (a 556 KB file took about 100 ms at Lighthouse's reference speed).
  for (const text of texts.slice(0, startUp.length)) expect(text.length).toBeLessThan(256 * 1024);
  const large = texts.filter((text) => text.length >= 16 * 1024);
  expect(large.length).toBeGreaterThanOrEqual(5);
  for (const text of large) expect(text.startsWith(hint)).toBe(true);
  // The filters dialog's code comes when the visitor opens it: compiled lazily, as V8 does by default.
  const lazyChunks = [...(await (await request.get(startUp[0])).text()).matchAll(/(\d+):"([0-9a-f]{8})"/g)];
  expect(lazyChunks.length).toBeGreaterThan(10);
  const lazyFiles = lazyChunks.map(([, id, hash]) => `/assets/${id}.${hash}.js`);
  const hinted = await Promise.all(
    lazyFiles.map(async (file) => (await (await request.get(file)).text()).startsWith(hint)),
  );
  expect(hinted.filter((h) => !h).length).toBeGreaterThan(0);
});

test("the start-up scripts carry React Router's production build, not its development warnings", async ({
  request,
}) => {
  const html = await (await request.get('/en/search')).text();
  const startUp = startUpScripts(html);
  const texts = await Promise.all(startUp.map(async (file) => (await request.get(file)).text()));
  // The router is there (its navigation code), its development-only messages are not (webpack/substitutions.ts).
  expect(texts.some((text) => text.includes('useNavigate'))).toBe(true);
  for (const text of texts) {
    expect(text).not.toContain('You rendered descendant <Routes>');
    expect(text).not.toContain('Hey developer');
  }
});

test('on a phone the menu’s code arrives while idle, in two steps, before the first tap', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  const drawerFiles: string[] = (
    JSON.parse(readFileSync(path.resolve(__dirname, '../../dist/chunks.json'), 'utf8')) as Record<
      string,
      string[]
    >
  )['mobile-drawer'].map((file) => `/${file}`);
  expect(drawerFiles.length).toBeGreaterThanOrEqual(4);
  // Counts how many of the drawer's scripts each task appends (src/components/whenIdle.ts, preloadModal): a task's
  // appends are the ones before the message posted at its first append is delivered.
  await page.addInitScript((files: string[]) => {
    const perTask: number[] = [];
    (window as unknown as { __drawerScriptsPerTask: number[] }).__drawerScriptsPerTask = perTask;
    let current = 0;
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      perTask.push(current);
      current = 0;
    };
    const append = Node.prototype.appendChild;
    Node.prototype.appendChild = function appendChild<T extends Node>(this: Node, node: T): T {
      if (node instanceof HTMLScriptElement && files.includes(new URL(node.src).pathname)) {
        if (current === 0) channel.port2.postMessage(null);
        current += 1;
      }
      return append.call(this, node) as T;
    };
  }, drawerFiles);
  const requested = new Set<string>();
  page.on('request', (request) => requested.add(new URL(request.url()).pathname));
  await page.goto('/en');
  // Before any tap, the drawer's chunks have come (the browser was idle)...
  await expect
    .poll(() => drawerFiles.filter((file) => !requested.has(file)), { timeout: 10_000 })
    .toEqual([]);
  // ...in two steps: what all modals share, then the drawer's own chunks (each step a task of its own).
  // (A task's count is recorded by a message delivered after it: let the last one arrive.)
  const perTask = await page.evaluate(async () => {
    await new Promise((resolve) => setTimeout(resolve, 50));
    return (window as unknown as { __drawerScriptsPerTask: number[] }).__drawerScriptsPerTask;
  });
  expect(perTask.reduce((sum, count) => sum + count, 0)).toBe(drawerFiles.length);
  expect(perTask.length).toBeGreaterThanOrEqual(2);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Mobile menu' })).toBeVisible();
});

test('third-party frames are not in the first HTML; the page puts them in once loaded (DeferredFrame.tsx)', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/en/japan')).text();
  expect(html).not.toContain('<iframe');
  const boxes = [...html.matchAll(/data-frame="([^"]+)"/g)].map((m) =>
    m[1].replace(/&quot;/g, '"').replace(/&amp;/g, '&'),
  );
  expect(boxes.map((box) => (JSON.parse(box) as { src: string }).src)).toEqual([
    'https://www.youtube-nocookie.com/embed/Scxs7L0vhZ4',
    'https://maps.google.com/maps?q=10.7769%2C106.7009&z=15&output=embed',
  ]);

  await page.route(/^https:\/\/(maps\.google\.com|www\.youtube-nocookie\.com)\//, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<p>embed</p>' }),
  );
  const framesAtLoad = page.waitForEvent('load').then(() => page.locator('iframe').count());
  await page.goto('/en/japan');
  expect(await framesAtLoad).toBeLessThanOrEqual(2);
  const map = page.getByTitle('ViVu Travel location map');
  await expect(map).toHaveAttribute(
    'src',
    'https://maps.google.com/maps?q=10.7769%2C106.7009&z=15&output=embed',
  );
  await expect(map).toHaveAttribute('loading', 'lazy');
  const video = page.getByTitle('Japan video');
  await expect(video).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/Scxs7L0vhZ4');
  // The frames fill their places (the video 16:9, the map 240 px high).
  const videoBox = await video.boundingBox();
  expect(videoBox!.width / videoBox!.height).toBeCloseTo(16 / 9, 1);
  await map.scrollIntoViewIfNeeded();
  expect((await map.boundingBox())!.height).toBe(240);
  await expect(
    page.frameLocator('iframe[title="ViVu Travel location map"]').getByText('embed'),
  ).toBeVisible();

  // After a client-side navigation to a page with a video, its frame comes at once.
  await page.goto('/en/search');
  await page.evaluate(() => {
    window.history.pushState({}, '', '/en/all-destinations');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByTitle('Destinations video')).toHaveAttribute(
    'src',
    'https://www.youtube-nocookie.com/embed/Scxs7L0vhZ4',
  );
});
