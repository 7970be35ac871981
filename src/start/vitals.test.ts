import type { Metric } from 'web-vitals';
import { setAppConfig, DEFAULT_CONFIG } from '@/api/config';

const callbacks: Record<string, (metric: Metric) => void> = {};
jest.mock('web-vitals', () => ({
  onCLS: (cb: (m: Metric) => void) => (callbacks.CLS = cb),
  onFCP: (cb: (m: Metric) => void) => (callbacks.FCP = cb),
  onINP: (cb: (m: Metric) => void) => (callbacks.INP = cb),
  onLCP: (cb: (m: Metric) => void) => (callbacks.LCP = cb),
  onTTFB: (cb: (m: Metric) => void) => (callbacks.TTFB = cb),
}));

const metric = (name: Metric['name'], value: number) => ({ name, value }) as Metric;

describe('real visitors’ Web Vitals', () => {
  const sent: Array<{ url: string; body: Blob }> = [];
  beforeEach(() => {
    sent.length = 0;
    Object.defineProperty(navigator, 'sendBeacon', {
      configurable: true,
      value: (url: string, body: Blob) => sent.push({ url, body }) > 0,
    });
  });

  it('sends the landing page’s route pattern, device class and metrics in one beacon when the page is hidden', async () => {
    window.history.replaceState(null, '', '/en/detail-trip/ha-long-bay-discovery?page=2');
    const { reportVitals, deviceClass } = await import('./vitalsReport');
    reportVitals('/vitals');
    callbacks.LCP(metric('LCP', 1234.56789));
    callbacks.CLS(metric('CLS', 0.0123));
    callbacks.INP(metric('INP', 88));
    window.dispatchEvent(new Event('pagehide'));
    expect(sent).toHaveLength(1);
    expect(sent[0].url).toBe('/vitals');
    expect(JSON.parse(await sent[0].body.text())).toEqual({
      route: '/:lang/detail-trip/:slug',
      device: deviceClass(window.innerWidth),
      metrics: [
        { name: 'LCP', value: 1234.5679 },
        { name: 'CLS', value: 0.0123 },
        { name: 'INP', value: 88 },
      ],
    });
    // Nothing new: nothing sent again.
    window.dispatchEvent(new Event('pagehide'));
    expect(sent).toHaveLength(1);
    expect([deviceClass(390), deviceClass(1024), deviceClass(1440)]).toEqual(['mobile', 'tablet', 'desktop']);
  });

  it('sends nothing while the visitor is on the page, however long they stay: the metrics go when it is hidden', async () => {
    jest.useFakeTimers();
    try {
      const { reportVitals } = await import('./vitalsReport');
      reportVitals('/vitals');
      callbacks.TTFB(metric('TTFB', 120));
      callbacks.LCP(metric('LCP', 900));
      jest.advanceTimersByTime(60_000);
      expect(sent).toHaveLength(0);
      Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
      expect(sent).toHaveLength(1);
      expect(JSON.parse(await sent[0].body.text()).metrics).toEqual([
        { name: 'TTFB', value: 120 },
        { name: 'LCP', value: 900 },
      ]);
    } finally {
      delete (document as Partial<{ visibilityState: string }>).visibilityState;
      jest.useRealTimers();
    }
  });

  it('measures only the sampled share of visits, and loads nothing before the first scroll or click (a tap, or a key on a control)', async () => {
    const { watchVitals } = await import('./vitals');
    setAppConfig({ ...DEFAULT_CONFIG, vitalsSampleRate: 0.1 });
    const add = jest.spyOn(window, 'addEventListener');
    watchVitals(() => 0.5);
    expect(add).not.toHaveBeenCalled();
    watchVitals(() => 0.05);
    expect(add.mock.calls.map(([type]) => type)).toEqual(['scroll', 'click']);
    add.mockRestore();
  });

  it('asks for the measuring code in a task of its own after the first tap, not in the tap’s', async () => {
    let loaded = 0;
    const reportVitals = jest.fn();
    jest.resetModules();
    jest.doMock('./vitalsReport', () => {
      loaded += 1;
      return { reportVitals };
    });
    const config = await import('@/api/config');
    config.setAppConfig({ ...config.DEFAULT_CONFIG, vitalsSampleRate: 1 });
    const { watchVitals } = await import('./vitals');
    watchVitals(() => 0);
    window.dispatchEvent(new Event('click'));
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
    expect(loaded).toBe(0);
    await new Promise((next) => setTimeout(next, 0));
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
    expect(loaded).toBe(1);
    expect(reportVitals).toHaveBeenCalledWith('/vitals');
    jest.dontMock('./vitalsReport');
  });
});
