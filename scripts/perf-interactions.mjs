/**
 * `npm run perf -- --interactions`: six interactions of the site in Chromium with the CPU slowed down as much as the
 * Lighthouse runs (the calibrated slowdown), each timed as Core Web Vitals' INP times it: the longest event timing
 * entry of the interaction (input to next paint), medians of the runs. Each run loads the page fresh without the
 * slowdown, waits until it is idle (hydrated, its code arrived), then slows the CPU and interacts.
 */
import { chromium } from '@playwright/test';
import { longestInteraction, median } from './perf-lib.mjs';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };
const TOUR = 'ha-long-bay-discovery';

/** Records every event timing entry of 16 ms or more from the start of the page. */
const OBSERVE_EVENTS = `
  window.__eventTimings = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      window.__eventTimings.push({ name: e.name, duration: e.duration, interactionId: e.interactionId });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
`;

/**
 * Each interaction: where, at which width, what to get ready (unmeasured), the interaction itself and what shows
 * that it happened.
 */
export const INTERACTIONS = [
  {
    name: 'filter-tick',
    label: 'tick a filter (search, sidebar)',
    path: '/en/search',
    viewport: DESKTOP,
    ready: async (page) => {
      const box = page.getByRole('complementary', { name: 'Filters' }).getByRole('checkbox').first();
      await box.waitFor();
      return box;
    },
    act: async (page, box) => {
      await box.click();
      await page.waitForFunction((el) => el.checked, await box.elementHandle());
    },
  },
  {
    name: 'filters-dialog',
    label: 'open the Filters dialog (search, phone)',
    path: '/en/search',
    viewport: PHONE,
    ready: async (page) => page.getByRole('button', { name: 'Filters', exact: true }),
    act: async (page, button) => {
      await button.click();
      await page.getByRole('dialog', { name: 'Filters' }).waitFor();
    },
  },
  {
    name: 'reviews-open',
    label: 'open all reviews (tour)',
    path: `/en/detail-trip/${TOUR}`,
    viewport: PHONE,
    ready: async (page) => {
      const button = page.getByRole('button', { name: 'Read all reviews' });
      await button.scrollIntoViewIfNeeded();
      await page.waitForLoadState('networkidle');
      await settle(page);
      return button;
    },
    act: async (page, button) => {
      await button.click();
      await page.getByRole('dialog', { name: 'All reviews' }).waitFor();
    },
  },
  {
    name: 'itinerary-day',
    label: 'open an itinerary day (tour)',
    path: `/en/detail-trip/${TOUR}`,
    viewport: PHONE,
    ready: async (page) => {
      const day = page.locator('#itinerary button[aria-expanded="false"]').first();
      await day.scrollIntoViewIfNeeded();
      await page.waitForLoadState('networkidle');
      await settle(page);
      // This day, not the first closed one once it has opened.
      return day.elementHandle();
    },
    act: async (page, day) => {
      await day.click();
      await page.waitForFunction((el) => el.getAttribute('aria-expanded') === 'true', day);
    },
  },
  {
    name: 'home-typing',
    label: 'type in the home search bar',
    path: '/en',
    viewport: PHONE,
    ready: async (page) => {
      const input = page.getByLabel('Keywords', { exact: true });
      await input.focus();
      await settle(page);
      return input;
    },
    act: async (page) => {
      await page.keyboard.type('hal', { delay: 120 });
    },
  },
  {
    name: 'phone-menu',
    label: 'open the menu (phone)',
    path: '/en',
    viewport: PHONE,
    ready: async (page) => page.getByRole('button', { name: 'Open menu' }),
    act: async (page, button) => {
      await button.click();
      await page.getByRole('dialog').first().waitFor();
    },
  },
];

/** Waits until the main thread has been free for a while (hydration, deferred code, idle work done). */
async function settle(page) {
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        let quiet = 0;
        const tick = (deadline) => {
          quiet = deadline.timeRemaining() >= 45 ? quiet + 1 : 0;
          if (quiet >= 5) resolve(undefined);
          else requestIdleCallback(tick, { timeout: 1000 });
        };
        requestIdleCallback(tick, { timeout: 1000 });
      }),
  );
}

async function measureOnce(browser, base, interaction, slowdown) {
  const context = await browser.newContext({ viewport: interaction.viewport });
  const page = await context.newPage();
  try {
    await page.addInitScript(OBSERVE_EVENTS);
    await page.goto(`${base}${interaction.path}`, { waitUntil: 'load' });
    // React has hydrated the page (src/lib/hydrationMark.ts); the load event comes before the start-up scripts.
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await page.waitForLoadState('networkidle');
    await settle(page);
    const target = await interaction.ready(page);
    await settle(page);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    await page.evaluate(() => {
      window.__eventTimings.length = 0;
    });
    await interaction.act(page, target);
    // The entries of the interaction arrive after its next paint.
    await page.waitForTimeout(300 * slowdown);
    const entries = await page.evaluate(() => window.__eventTimings);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    return longestInteraction(entries);
  } finally {
    await context.close();
  }
}

/** Runs the interactions (all, or the one named) `runs` times each; the median of each in ms. */
export async function runInteractions({ base, slowdown, runs, only, onRun = () => {} }) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
    ],
  });
  try {
    const results = [];
    for (const interaction of INTERACTIONS.filter((i) => !only || i.name === only)) {
      const values = [];
      for (let run = 0; run < runs; run += 1) {
        values.push(await measureOnce(browser, base, interaction, slowdown));
        onRun();
      }
      results.push({
        name: interaction.name,
        label: interaction.label,
        runs: values,
        median: median(values),
      });
    }
    return results;
  } finally {
    await browser.close();
  }
}

/** This machine's Lighthouse benchmark index (Lighthouse's own page function), the median of five. */
export async function measureBenchmarkIndex(computeBenchmarkIndex) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const page = await browser.newPage();
    const values = [];
    for (let i = 0; i < 5; i += 1) values.push(await page.evaluate(`(${computeBenchmarkIndex})()`));
    return median(values);
  } finally {
    await browser.close();
  }
}
