/**
 * Real visitors' Web Vitals (issue 61): a sampled share of visits (`vitalsSampleRate`, server/config.ts) report
 * LCP, INP, CLS, FCP and TTFB of the page they landed on to the site's server (`POST /vitals`, server/metrics.ts),
 * with the route pattern (never the URL) and the device class; nothing personal.
 *
 * Nothing of it is in a page's first load but this: the `web-vitals` library arrives with the visitor's first scroll,
 * or two seconds after a first tap or key at an idle moment, so it never competes with what the tap does (the browser
 * keeps what it measured before: paints, shifts, the first input and slow interactions), and the report goes once
 * the page is hidden or left (navigator.sendBeacon).
 */
import { appConfig } from '@/api/config';

export const VITALS_PATH = '/vitals';
/**
 * A tap or a key loads the library this long after, at an idle moment: never during what the tap started (ticking
 * several filters in a row, say, where a busy main thread would split one debounced request into more).
 */
export const VITALS_TAP_DELAY_MS = 2000;

function later(): Promise<void> {
  return new Promise((resolve) =>
    setTimeout(() => {
      if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: 1000 });
      else resolve();
    }, VITALS_TAP_DELAY_MS),
  );
}

export function watchVitals(random: () => number = Math.random): void {
  if (typeof navigator.sendBeacon !== 'function' || random() >= appConfig.vitalsSampleRate) return;
  let started = false;
  const start = (event: Event) => {
    if (started) return;
    started = true;
    for (const type of EVENTS) window.removeEventListener(type, start, true);
    // A scroll loads it at once; a tap or a key two seconds later, when the browser is idle.
    (event.type === 'scroll' ? Promise.resolve() : later())
      .then(() => import(/* webpackChunkName: "vitals" */ './vitalsReport'))
      .then((m) => m.reportVitals(VITALS_PATH))
      .catch(() => undefined);
  };
  for (const type of EVENTS) window.addEventListener(type, start, { capture: true, passive: true });
}

const EVENTS = ['scroll', 'pointerdown', 'keydown'] as const;
