/**
 * Real visitors' Web Vitals (issue 61): a sampled share of visits (`vitalsSampleRate`, server/config.ts) report
 * LCP, INP, CLS, FCP and TTFB of the page they landed on to the site's server (`POST /vitals`, server/metrics.ts),
 * with the route pattern (never the URL) and the device class; nothing personal.
 *
 * Nothing of it is in a page's first load but this: the `web-vitals` library arrives after the visitor's first tap,
 * key or scroll, a second later and when the browser is idle, so it never competes with what the tap does (the
 * browser keeps what it measured before: paints, shifts, the first input and slow interactions), and the report
 * goes once the page is hidden or left (navigator.sendBeacon).
 */
import { appConfig } from '@/api/config';
import { onFirstUse } from '@/components/onFirstUse';

export const VITALS_PATH = '/vitals';
/** After the first use, how long the library waits before it loads (then for an idle moment). */
export const VITALS_DELAY_MS = 1000;

/** A second later, at an idle moment (at most 2 s after that). */
function later(): Promise<void> {
  return new Promise((resolve) =>
    setTimeout(() => {
      if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: 2000 });
      else resolve();
    }, VITALS_DELAY_MS),
  );
}

export function watchVitals(random: () => number = Math.random): void {
  if (typeof navigator.sendBeacon === 'function' && random() < appConfig.vitalsSampleRate)
    onFirstUse(
      ['scroll', 'pointerdown', 'keydown'],
      () => later().then(() => import(/* webpackChunkName: "vitals" */ './vitalsReport')),
      (m) => m.reportVitals(VITALS_PATH),
    );
}
