import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT) || 4317;
const chromiumPath = process.env.CHROME_PATH || '/usr/bin/chromium';

/**
 * The journeys that measure time or the server's shared state (a flood, the metrics' counts, layout shifts, the
 * start-up's timing, a long list's main-thread cost, servers started against stand-in services): they run alone, one
 * at a time, after the others. Beside another browser on a 2-core machine their numbers are the machine's, not the
 * site's (two workers flaked a layout-shift wait, a deployment time budget and the reviews modal's opening cost).
 * The page-by-page accessibility matrix ran alone too, because its waits for the network to settle hung beside a
 * second worker; those waits are bounded now (`networkSettled` in ./tests/e2e/helpers.ts) and it shares the two workers.
 */
const ALONE = [
  'cls.spec.ts',
  'deploy.spec.ts',
  'first-paint.spec.ts',
  'long-lists.spec.ts',
  'metrics.spec.ts',
  'resilience.spec.ts',
  'security.spec.ts',
  'startup.spec.ts',
];

/**
 * End-to-end journeys against the production build served by `npm run preview` (build + embedded mock, same origin).
 * Uses Debian's Chromium: Playwright's own browser download is not available on these machines. The journeys run in
 * two workers (a file's tests in order, in one of them), then the timing ones (ALONE) in one.
 */
export default defineConfig({
  testDir: './tests/e2e',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    ...devices['Desktop Chrome'],
    channel: undefined,
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-sync',
        '--disable-quic',
        // The machines that run these journeys have no internet. The pages' third-party frames (the footer's map, a
        // video) would wait on a name lookup that fails at once on one machine and hangs on another (three CI runs
        // waited 45 s for the network to settle on the checkout page): every name but the local server's fails at once.
        '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
      ],
    },
  },
  projects: [
    { name: 'desktop', testIgnore: ALONE },
    { name: 'timing', testMatch: ALONE, dependencies: ['desktop'], workers: 1 },
  ],
  webServer: {
    // The built production server (npm run preview builds dist/ first when it is missing).
    command: `node scripts/preview.mjs`,
    env: { PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    url: `http://127.0.0.1:${port}/vi`,
    reuseExistingServer: false,
    timeout: 180_000,
  },
});
