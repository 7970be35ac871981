/**
 * Measures the page's Web Vitals with the `web-vitals` library and sends them in one beacon when the page is hidden
 * or left (src/start/vitals.ts loads this on first use). The route is the pattern of the page the visit landed on
 * (the one LCP, FCP and TTFB describe).
 */
import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { routePattern } from '@/domain/shared/routePattern';
import { whenIdle } from '@/components/whenIdle';

/** The device class by the window's width (the site's own breakpoints): no user-agent parsing. */
export function deviceClass(width: number): 'mobile' | 'tablet' | 'desktop' {
  return width < 768 ? 'mobile' : width < 1280 ? 'tablet' : 'desktop';
}

export function reportVitals(endpoint: string): void {
  const route = routePattern(location.pathname);
  const device = deviceClass(innerWidth);
  const latest = new Map<Metric['name'], number>();
  let soon: ReturnType<typeof setTimeout> | undefined;
  // TTFB, FCP and LCP are final when reported (LCP with the first input): sent a second later, so a visit that
  // stays open is counted too, once the browser is idle: a beacon is a few milliseconds of the main thread (tens on
  // a slow phone), and the visitor's next tap often comes a second after the first scroll or tap. INP and CLS are
  // reported (final) when the page is hidden, and sent then.
  const keep = (metric: Metric) => {
    latest.set(metric.name, metric.value);
    clearTimeout(soon);
    soon = setTimeout(() => whenIdle(send), 1000);
  };
  onCLS(keep);
  onFCP(keep);
  onINP(keep);
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
  // The library reports LCP, CLS and INP when the page is hidden, in its own listener (added first): send after it.
  addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') send();
  });
  addEventListener('pagehide', send);
}
