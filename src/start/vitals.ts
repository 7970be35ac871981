/**
 * Real visitors' Web Vitals (issue 61): a sampled share of visits (`vitalsSampleRate`, server/config.ts) report
 * LCP, INP, CLS, FCP and TTFB of the page they landed on to the site's server (`POST /vitals`, server/metrics.ts),
 * with the route pattern (never the URL) and the device class; nothing personal.
 *
 * Nothing of it is in a page's first load but this: the `web-vitals` library arrives with the visitor's first scroll
 * or click (a tap, or a key that activates a control); the browser keeps what it measured before (paints, shifts,
 * slow interactions), and the report goes once the page is hidden or left (navigator.sendBeacon).
 */
import { appConfig } from '@/api/config';
import { onFirstUse } from '@/components/onFirstUse';

export const VITALS_PATH = '/vitals';

export function watchVitals(random: () => number = Math.random): void {
  if (random() < appConfig.vitalsSampleRate)
    onFirstUse(
      ['scroll', 'click'],
      // Asked for in a task of its own, not in the tap's: asking for a chunk (its script and request) was 12-22 ms of
      // the first tap's own task at a phone's speed (docs/performance.md).
      () =>
        new Promise((next) => setTimeout(next)).then(
          () => import(/* webpackChunkName: "vitals" */ './vitalsReport'),
        ),
      (m) => m.reportVitals(VITALS_PATH),
    );
}
