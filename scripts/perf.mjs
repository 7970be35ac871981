#!/usr/bin/env node
/**
 * `npm run perf`: Lighthouse 12 (mobile, simulated throttling) on the five key pages of the production build served
 * compressed by `npm run preview`, three runs each, and a table of the medians: performance, LCP, TBT, CLS,
 * accessibility and SEO. Builds first when dist/ is missing.
 *
 * The CPU slowdown is calibrated: Lighthouse's 4× stands for a mid-range phone only on a host of its reference speed
 * (benchmark index about 1 500), so the script measures this machine's index first and slows the CPU by
 * 4 × index / 1 500 (scripts/perf-lib.mjs), and prints the factor used. The figures then stand for Lighthouse's
 * reference device on any machine. A shared machine's speed drifts from minute to minute (a 2-core VM measured 1 200
 * and 1 900 the same hour), so the Lighthouse runs measure the index again before each page and use that page's
 * factor (the table's "CPU ×" column).
 *
 *   npm run perf                          the five pages, 3 runs each, calibrated slowdown
 *   npm run perf -- --runs 5              more runs
 *   npm run perf -- --only home           one page (home, search, tour, category, checkout)
 *   npm run perf -- --json out.json       also write every run's figures
 *   npm run perf -- --cpu 4               a fixed slowdown instead of the calibrated one
 *   npm run perf -- --interactions        six interactions' latency (INP's measure) at the same slowdown, medians
 *                                         of 3 (scripts/perf-interactions.mjs); --only names one of them
 *   npm run perf -- --render              the server's cost of an uncached page: render against JSON over 90
 *                                         tours, and pages/s over the sitemap's URLs (scripts/perf-render.mjs)
 *
 * Timings on a shared 2-core machine are noisy (see ../shared/STACK-NOTES.md): compare medians, side by side.
 * `npm test` keeps the stable gates (JavaScript bytes per page: `npm run size`; CLS per page: tests/e2e/cls.spec.ts).
 */
import { writeFileSync } from 'node:fs';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { throttling } from 'lighthouse/core/config/constants.js';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import serveBuild from './serve-build.cjs';
import { calibratedSlowdown, inpRating, median, parsePerfArgs, PerfOptionsError } from './perf-lib.mjs';
import { measureBenchmarkIndex, runInteractions } from './perf-interactions.mjs';
import { runRenderCost } from './perf-render.mjs';

let options;
try {
  options = parsePerfArgs(process.argv.slice(2));
} catch (error) {
  if (!(error instanceof PerfOptionsError)) throw error;
  console.error(`npm run perf: ${error.message}`);
  process.exit(2);
}
const defaultThrottling = throttling.mobileSlow4G;
const RUNS = options.runs;
const ONLY = options.only;
const JSON_OUT = options.json;
const PORT = Number(process.env.PERF_PORT ?? 4390);
const BASE = `http://127.0.0.1:${PORT}`;
const TOUR = 'ha-long-bay-discovery';

/** A checkout URL with a departure and a room that can be booked. */
async function checkoutPath() {
  const res = await fetch(`${BASE}/api/en/tours/${TOUR}`);
  const body = await res.json();
  const tour = body.data ?? body;
  for (const date of tour.dates ?? []) {
    const room = (date.room_prices ?? []).find((r) => r.available_rooms > 0);
    if (room) return `/en/tour/${TOUR}/booking?dateId=${date.id}&roomId=${room.room_id ?? room.id}`;
  }
  throw new Error('perf: no bookable departure found for the checkout page');
}

async function main() {
  if (options.help) {
    console.info(
      'npm run perf -- [--runs N] [--only NAME] [--json FILE] [--cpu N] [--interactions | --render]',
    );
    return;
  }
  if (options.render) {
    const results = await runRenderCost();
    if (JSON_OUT) writeFileSync(JSON_OUT, JSON.stringify(results, null, 2));
    return;
  }
  const benchmarkIndex = await measureBenchmarkIndex(pageFunctions.computeBenchmarkIndex);
  const CPU = options.cpu ?? calibratedSlowdown(benchmarkIndex);
  console.info(
    `This machine's benchmark index: ${Math.round(benchmarkIndex)}; CPU slowdown ${CPU}× ` +
      (options.cpu ? '(fixed by --cpu)' : '(calibrated: 4 × index / 1 500, Lighthouse’s reference device)'),
  );
  const server = await serveBuild.startBuiltServer({ port: PORT });
  const chrome = { instance: undefined };
  try {
    if (options.interactions) {
      const results = await runInteractions({
        base: BASE,
        slowdown: CPU,
        runs: RUNS,
        only: ONLY,
        onRun: () => process.stderr.write('.'),
      });
      process.stderr.write('\n');
      console.info(
        `Interactions at CPU slowdown ${CPU}×: longest event timing (input to next paint), medians of ${RUNS}\n`,
      );
      // eslint-disable-next-line no-console -- the table is this script's output
      console.table(
        Object.fromEntries(
          results.map((r) => [
            r.name,
            {
              interaction: r.label,
              'ms (median)': Math.round(r.median),
              runs: r.runs.join(' / '),
              INP: inpRating(r.median),
            },
          ]),
        ),
      );
      if (JSON_OUT)
        writeFileSync(JSON_OUT, JSON.stringify({ benchmarkIndex, slowdown: CPU, results }, null, 2));
      return;
    }
    const pages = [
      { name: 'home', path: '/vi' },
      { name: 'search', path: '/en/search' },
      { name: 'tour', path: `/en/detail-trip/${TOUR}` },
      { name: 'category', path: '/en/japan' },
      { name: 'checkout', path: await checkoutPath() },
    ].filter((p) => !ONLY || p.name === ONLY);

    chrome.instance = await chromeLauncher.launch({
      chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
    });
    const results = [];
    const benchmarks = [];
    const failing = new Set();
    for (const [index, page] of pages.entries()) {
      // The first page uses the start's measure; each later one measures again (see the header).
      const cpu =
        options.cpu ??
        (index === 0
          ? CPU
          : calibratedSlowdown(await measureBenchmarkIndex(pageFunctions.computeBenchmarkIndex)));
      const runs = [];
      for (let run = 0; run < RUNS; run += 1) {
        const result = await lighthouse(`${BASE}${page.path}`, {
          port: chrome.instance.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'seo'],
          throttling: { ...defaultThrottling, cpuSlowdownMultiplier: cpu },
        });
        benchmarks.push(result.lhr.environment.benchmarkIndex);
        const { categories, audits } = result.lhr;
        for (const id of ['accessibility', 'seo']) {
          for (const ref of categories[id].auditRefs) {
            const audit = audits[ref.id];
            if (ref.weight > 0 && audit.score !== null && audit.score < 1)
              failing.add(`${page.name}: ${id} › ${audit.id} (${audit.title})`);
          }
        }
        runs.push({
          performance: Math.round(categories.performance.score * 100),
          lcp: audits['largest-contentful-paint'].numericValue,
          tbt: audits['total-blocking-time'].numericValue,
          cls: audits['cumulative-layout-shift'].numericValue,
          accessibility: Math.round(categories.accessibility.score * 100),
          seo: Math.round(categories.seo.score * 100),
        });
        process.stderr.write('.');
      }
      const pick = (key) => median(runs.map((r) => r[key]));
      results.push({
        page: page.name,
        path: page.path,
        slowdown: cpu,
        runs,
        median: Object.fromEntries(Object.keys(runs[0]).map((k) => [k, pick(k)])),
      });
    }
    process.stderr.write('\n');
    console.info(
      `Lighthouse 12, mobile, simulated throttling (CPU slowdown ${options.cpu ? `${CPU}×` : 'calibrated per page'}) — medians of ${RUNS} runs; ` +
        `benchmark index in Lighthouse's runs: ${Math.round(median(benchmarks))}\n`,
    );
    // eslint-disable-next-line no-console -- the table is this script's output
    console.table(
      Object.fromEntries(
        results.map(({ page, slowdown, median: m }) => [
          page,
          {
            'CPU ×': slowdown,
            performance: m.performance,
            'LCP (s)': (m.lcp / 1000).toFixed(2),
            'TBT (ms)': Math.round(m.tbt),
            CLS: m.cls.toFixed(3),
            accessibility: m.accessibility,
            SEO: m.seo,
          },
        ]),
      ),
    );
    if (failing.size > 0)
      console.info(`\nAudits that failed in at least one run:\n  ${[...failing].join('\n  ')}`);
    if (JSON_OUT)
      writeFileSync(JSON_OUT, JSON.stringify({ benchmarkIndex, slowdown: CPU, results }, null, 2));
  } finally {
    await chrome.instance?.kill();
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
