/**
 * Measures the page's Web Vitals with the `web-vitals` library and sends them in one beacon when the page is hidden
 * or left (src/start/vitals.ts loads this on first use). The route is the pattern of the page the visit landed on
 * (the one LCP, FCP and TTFB describe).
 */
import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { routePattern } from '@/domain/shared/routePattern';

/** The device class by the window's width (the site's own breakpoints): no user-agent parsing. */
export function deviceClass(width: number): 'mobile' | 'tablet' | 'desktop' {
  return width < 768 ? 'mobile' : width < 1280 ? 'tablet' : 'desktop';
}

export function reportVitals(endpoint: string): void {
  if (typeof navigator.sendBeacon !== 'function') return;
  const route = routePattern(location.pathname);
  const device = deviceClass(innerWidth);
  const latest = new Map<Metric['name'], number>();
  // Everything is sent once, when the page is hidden (left, closed, or put in the background): the browser's
  // last reliable moment, when INP and CLS are final. Never while the visitor is on the page: a beacon mid-visit
  // (it was once sent a second after the first vitals, to count a visit that never ends) is 20-50 ms of a slow
  // phone's main thread, and a second after the first scroll is when the next tap tends to come
  // (docs/performance.md, "2026-12-07, third stop").
  const keep = (metric: Metric) => {
    latest.set(metric.name, metric.value);
  };
  onCLS(keep);
  onFCP(keep);
  // Every change of INP is kept (only the last is sent). The library works out INP from the event timings in an
  // idle callback; a visit left right after a tap still had that callback pending when the page was hidden, so the
  // library's own report on hiding found no value yet, and the value worked out a moment later was reported to no
  // one (INP lost in 3 of 8 such visits in Chromium). Reported as it changes, it is here before `send` runs.
  onINP(keep, { reportAllChanges: true });
  onLCP(keep);
  onTTFB(keep);
  function send() {
    if (latest.size === 0) return;
    const metrics = [...latest].map(([name, value]) => ({
      name,
      value: Math.round(value * 10_000) / 10_000,
    }));
    latest.clear();
    navigator.sendBeacon(
      endpoint,
      new Blob([JSON.stringify({ route, device, metrics })], { type: 'application/json' }),
    );
  }
  // The library reports LCP, CLS and INP when the page is hidden, in its own listeners on the window's capture
  // phase (the page's `visibilitychange` goes from the document up to the window): this one, in the bubble phase,
  // runs after all of them, even after the ones the library adds later.
  addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') send();
  });
  addEventListener('pagehide', send);
}
