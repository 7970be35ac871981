/**
 * What the server measures, in Prometheus text on `GET /metrics` (prom-client), and the real visitors' Web Vitals
 * the pages send to `POST /vitals` (src/start/vitals.ts).
 *
 * - `http_request_duration_seconds{route,method,status}`: every request, by route pattern (src/domain/shared/
 *   routePattern.ts, or the server's own fixed paths), never the URL.
 * - `page_render_duration_seconds{route}`: the server render of a page; `page_cache_total{route,result}`: rendered,
 *   hit, stale (served while a new copy is made) or shared (another request's render);
 *   `page_fragments_total{route,result}`: a rendered page's shared parts (header menus, footer), copied from a kept
 *   render or rendered (src/app/keptFragments.server.ts).
 * - `content_call_duration_seconds{operation,source}`: each content-service call a page made, by contract operation
 *   path (ids and slugs replaced) and how it was answered (network, fresh, shared, stale: a kept copy, failed).
 * - `web_vitals_{lcp,inp,fcp,ttfb}_seconds{route,device}` and `web_vitals_cls{route,device}`: real visits, so a
 *   dashboard shows the p75 per page (`histogram_quantile(0.75, sum by (le, route) (rate(…_bucket[1h])))`).
 * - Node's own: event-loop lag, memory, CPU, handles (`collectDefaultMetrics`).
 *
 * Every label value comes from a fixed set. With WEB_CONCURRENCY > 1 each worker records its own requests, and a
 * scrape (whichever worker it reaches) answers every worker's figures, aggregated by the cluster's primary
 * (server/clusterMetrics.ts).
 */
import { timingSafeEqual } from 'node:crypto';
import express, { type Request, type Response } from 'express';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';
import { routePattern, ROUTE_PATTERNS, type RoutePattern } from '../src/domain/shared/routePattern';
import type { CallRecord } from './upstream';
import { askPrimaryForMetrics } from './clusterMetrics';

/** The server's own paths (not pages) as metric routes. */
const FIXED_ROUTES: Array<[RegExp, string]> = [
  [/^\/assets\//, '/assets'],
  [/^\/api(\/|$)/, '/api'],
  [/^\/geonames(\/|$)/, '/geonames'],
  [/^\/storage(\/|$)/, '/storage'],
  [/^\/(healthz|readyz|metrics|vitals|robots\.txt|sitemap\.xml)$/, ''],
  [/^\/[^/]+\.(ico|png|svg|webmanifest|txt|xml|js|css)$/, '/static'],
];

/** The route label of a request path: a page's pattern or one of the server's fixed paths. */
export function metricRoute(path: string): string {
  for (const [test, label] of FIXED_ROUTES) if (test.test(path)) return label || path;
  return routePattern(path);
}

/** The contract operation of a content-service call path: `/api/:lang/tours/:param`, no id or slug. */
export function callOperation(path: string): string {
  const segments = path.split('?', 1)[0].split('/').filter(Boolean);
  if (segments[0] !== 'api') return 'other';
  const rest = segments.slice(1).map((segment, i) => {
    if (/^(vi|en)$/.test(segment)) return ':lang';
    // A collection's name (the contract's own words) stays; anything in a name's place is a parameter.
    const named =
      /^[a-z][a-z-]{1,30}$/.test(segment) && (i === 0 || i === 1 || /^(reviews|summary)$/.test(segment));
    return named ? segment : ':param';
  });
  return `/api/${rest.slice(0, 4).join('/')}`;
}

const DEVICES = ['mobile', 'tablet', 'desktop'] as const;
const VITALS = {
  LCP: { metric: 'web_vitals_lcp_seconds', scale: 1 / 1000, max: 60 },
  INP: { metric: 'web_vitals_inp_seconds', scale: 1 / 1000, max: 60 },
  FCP: { metric: 'web_vitals_fcp_seconds', scale: 1 / 1000, max: 60 },
  TTFB: { metric: 'web_vitals_ttfb_seconds', scale: 1 / 1000, max: 60 },
  CLS: { metric: 'web_vitals_cls', scale: 1, max: 10 },
} as const;
type VitalName = keyof typeof VITALS;

/** A page's report (src/start/vitals.ts): its route pattern, device class and up to five metrics. */
export interface VitalsReport {
  route: RoutePattern;
  device: (typeof DEVICES)[number];
  metrics: Array<{ name: VitalName; value: number }>;
}

/** The report in a beacon's body, or null when anything in it is not what a page sends. */
export function readVitalsReport(body: unknown): VitalsReport | null {
  if (typeof body !== 'object' || body === null) return null;
  const { route, device, metrics } = body as Record<string, unknown>;
  if (!ROUTE_PATTERNS.includes(route as RoutePattern)) return null;
  if (!DEVICES.includes(device as VitalsReport['device'])) return null;
  if (!Array.isArray(metrics) || metrics.length === 0 || metrics.length > 5) return null;
  const seen = new Set<string>();
  for (const entry of metrics as unknown[]) {
    if (typeof entry !== 'object' || entry === null) return null;
    const { name, value } = entry as Record<string, unknown>;
    if (typeof name !== 'string' || !(name in VITALS) || seen.has(name)) return null;
    const limit = VITALS[name as VitalName].max / VITALS[name as VitalName].scale;
    if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > limit) return null;
    seen.add(name);
  }
  return body as VitalsReport;
}

export class ServerMetrics {
  readonly registry = new Registry();
  private readonly requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by route pattern, method and status',
    labelNames: ['route', 'method', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });
  private readonly renders = new Histogram({
    name: 'page_render_duration_seconds',
    help: 'Server render of a page, by route pattern',
    labelNames: ['route'] as const,
    buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [this.registry],
  });
  private readonly pageCache = new Counter({
    name: 'page_cache_total',
    help: 'Pages answered, by route pattern and how: rendered, hit, stale (kept copy), shared',
    labelNames: ['route', 'result'] as const,
    registers: [this.registry],
  });
  private readonly keptFragments = new Counter({
    name: 'page_fragments_total',
    help: "Rendered pages' shared parts (header menus, footer), by route pattern and how: copied (kept), rendered",
    labelNames: ['route', 'result'] as const,
    registers: [this.registry],
  });
  private readonly calls = new Histogram({
    name: 'content_call_duration_seconds',
    help: 'Content-service calls made for pages, by operation and source (network, fresh, shared, stale, failed)',
    labelNames: ['operation', 'source'] as const,
    buckets: [0.005, 0.025, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [this.registry],
  });
  private readonly vitals = Object.fromEntries(
    Object.entries(VITALS).map(([name, { metric }]) => [
      name,
      new Histogram({
        name: metric,
        help: `Real visitors' ${name}, by route pattern and device class`,
        labelNames: ['route', 'device'] as const,
        buckets:
          name === 'CLS'
            ? [0.01, 0.05, 0.1, 0.15, 0.25, 0.5, 1]
            : [0.05, 0.1, 0.2, 0.5, 0.8, 1, 1.5, 1.8, 2.5, 3, 4, 6, 10],
        registers: [this.registry],
      }),
    ]),
  ) as Record<VitalName, Histogram<'route' | 'device'>>;

  /** The text a scrape answers: this process's figures, or every worker's when it is one of a cluster's. */
  readonly text: () => Promise<string>;

  constructor({ clusterWorker = false }: { clusterWorker?: boolean } = {}) {
    collectDefaultMetrics({ register: this.registry });
    this.text = clusterWorker ? askPrimaryForMetrics(this.registry) : () => this.registry.metrics();
  }

  request(path: string, method: string, status: number, seconds: number): void {
    const known = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
    this.requests.observe(
      { route: metricRoute(path), method: known.includes(method) ? method : 'other', status: String(status) },
      seconds,
    );
  }

  page(path: string, result: 'rendered' | 'hit' | 'stale' | 'shared', renderMs?: number): void {
    const route = routePattern(path);
    this.pageCache.inc({ route, result });
    if (renderMs !== undefined) this.renders.observe({ route }, renderMs / 1000);
  }

  /** A rendered page's shared parts: how many were copied from a kept render, how many rendered (keptFragments). */
  fragments(path: string, { copied, rendered }: { copied: number; rendered: number }): void {
    const route = routePattern(path);
    if (copied) this.keptFragments.inc({ route, result: 'copied' }, copied);
    if (rendered) this.keptFragments.inc({ route, result: 'rendered' }, rendered);
  }

  contentCalls(calls: readonly CallRecord[]): void {
    for (const call of calls)
      this.calls.observe({ operation: callOperation(call.path), source: call.source }, call.ms / 1000);
  }

  vitalsReport(report: VitalsReport): void {
    for (const { name, value } of report.metrics)
      this.vitals[name].observe({ route: report.route, device: report.device }, value * VITALS[name].scale);
  }
}

/** Largest beacon body: five metrics and two labels are some 200 bytes. */
const VITALS_BODY_LIMIT = '4kb';

/** `POST /vitals`: a page's beacon (JSON, sent as JSON or text); 204, or 400 for anything a page does not send. */
export function vitalsEndpoint(metrics: ServerMetrics): express.RequestHandler[] {
  return [
    express.json({ limit: VITALS_BODY_LIMIT, type: () => true }),
    (req: Request, res: Response) => {
      res.setHeader('Cache-Control', 'no-store');
      const report = readVitalsReport(req.body);
      if (!report) return void res.status(400).type('text/plain').send('Bad request');
      metrics.vitalsReport(report);
      res.status(204).end();
    },
  ];
}

/**
 * `GET /metrics`: open with the embedded mock (preview, demos); otherwise only with `Authorization: Bearer
 * METRICS_TOKEN`, and not there at all (404) when no token is configured.
 */
export function metricsEndpoint(
  metrics: ServerMetrics,
  open: boolean,
  token: string,
): express.RequestHandler {
  const expected = Buffer.from(`Bearer ${token}`);
  return async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    if (!open) {
      const given = Buffer.from(req.get('authorization') ?? '');
      if (!token) return void res.status(404).type('text/plain').send('Not found');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        res.setHeader('WWW-Authenticate', 'Bearer');
        return void res.status(401).type('text/plain').send('Unauthorized');
      }
    }
    let text: string;
    try {
      text = await metrics.text();
    } catch {
      // A cluster whose workers could not all be asked: no figures rather than a part of them.
      return void res.status(503).type('text/plain').send('Service unavailable');
    }
    res.type(metrics.registry.contentType).send(text);
  };
}
