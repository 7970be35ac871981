/**
 * `npm run size`: loads pages of the production build in Debian's Chromium and adds up the gzipped size of every
 * JavaScript file the browser fetched for each page. Fails when a page exceeds its budget in size-budget.json.
 * Builds first when dist/ is missing; starts the built server (embedded mock) on a free port.
 */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { startBuiltServer } from './serve-build.cjs';

interface PageBudget {
  name: string;
  path: string;
  budgetKb: number;
}

const root = path.resolve(__dirname, '..');

async function discoverTourSlug(base: string): Promise<string> {
  const res = await fetch(`${base}/api/vi/tours?page=1&per_page=1`);
  const body = (await res.json()) as { data?: Array<{ slug?: string }> };
  const slug = body.data?.[0]?.slug;
  if (!slug) throw new Error('size: could not discover a tour slug from /api/vi/tours');
  return slug;
}

/** `dateId=…&roomId=…` of a future departure of `slug` with a free place (the checkout page's query). */
async function discoverBookable(base: string, slug: string): Promise<string> {
  const res = await fetch(`${base}/api/vi/tours/${slug}`);
  const body = (await res.json()) as {
    data?: {
      dates?: Array<{
        id: number;
        start_date: string;
        room_prices: Array<{ room_id: number; available_rooms: number }>;
      }>;
    };
  };
  const today = new Date().toISOString().slice(0, 10);
  for (const date of body.data?.dates ?? []) {
    const room = date.room_prices.find((r) => r.available_rooms > 0);
    if (date.start_date >= today && room) return `dateId=${date.id}&roomId=${room.room_id}`;
  }
  throw new Error(`size: no bookable departure of ${slug}`);
}

const VERBOSE = process.argv.includes('--verbose');

async function main(): Promise<void> {
  const { pages } = JSON.parse(readFileSync(path.join(root, 'size-budget.json'), 'utf8')) as {
    pages: PageBudget[];
  };
  const server = await startBuiltServer();
  const { base } = server;
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
  });
  let failed = false;
  try {
    const vars: Record<string, string> = {};
    if (pages.some((p) => /\{(tourSlug|bookable)\}/.test(p.path)))
      vars.tourSlug = await discoverTourSlug(base);
    if (pages.some((p) => p.path.includes('{bookable}')))
      vars.bookable = await discoverBookable(base, vars.tourSlug);
    const rows: string[] = [];
    for (const page of pages) {
      const url = page.path.replace(/\{(\w+)\}/g, (_m, k: string) => vars[k] ?? '');
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const tab = await context.newPage();
      const scripts = new Map<string, number>();
      tab.on('response', async (response) => {
        const type = response.headers()['content-type'] ?? '';
        if (!type.includes('javascript') && !response.url().endsWith('.js')) return;
        try {
          const body = await response.body();
          // An empty answer (the start-up loader's hold, server/app.ts) is no JavaScript, not gzip's 20-byte frame.
          if (body.length > 0) scripts.set(response.url(), gzipSync(body, { level: 9 }).length);
        } catch {
          /* a redirect or aborted response has no body */
        }
      });
      await tab.goto(`${base}${url}`, { waitUntil: 'networkidle' });
      await tab.waitForTimeout(500);
      await context.close();
      const totalKb = [...scripts.values()].reduce((a, b) => a + b, 0) / 1000;
      const ok = totalKb <= page.budgetKb;
      failed ||= !ok;
      rows.push(
        `${ok ? 'ok  ' : 'OVER'} ${page.name.padEnd(12)} ${url.padEnd(48)} ${totalKb.toFixed(1).padStart(7)} KB / ${page.budgetKb} KB  (${scripts.size} files)`,
      );
      if (VERBOSE) {
        for (const [file, bytes] of [...scripts.entries()].sort((a, b) => b[1] - a[1]))
          rows.push(`       ${(bytes / 1000).toFixed(1).padStart(7)} KB  ${new URL(file).pathname}`);
      }
    }
    console.info('JavaScript loaded per page (gzip):');
    for (const row of rows) console.info(`  ${row}`);
  } finally {
    await browser.close();
    await server.stop();
  }
  if (failed) {
    console.error('size: a page exceeds its JavaScript budget (size-budget.json).');
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
