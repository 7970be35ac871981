/**
 * The platform's probes: `GET /healthz` (the process is alive: answered at once) and `GET /readyz` (this process can
 * serve: 200 until it starts draining, then 503).
 *
 * Readiness is this process's own: never the shared content service's state, or one outage would take every copy
 * out of the load balancer at once while each still serves its kept answers. The service's state is reported in
 * the body (a probe in the background refreshes it; the answer never waits).
 */
import type express from 'express';
import type { ServerConfig } from './config';
import type { Upstream } from './upstream';

export function mountProbes(
  app: express.Express,
  config: ServerConfig,
  upstream: Upstream,
  isShuttingDown: () => boolean,
): void {
  app.get('/healthz', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json({ status: 'ok' });
  });
  let probe: Promise<void> | null = null;
  app.get('/readyz', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    if (isShuttingDown()) {
      res.status(503).json({ status: 'shutting down' });
      return;
    }
    if (!config.useMock && !upstream.answeredRecently() && !probe) {
      // The lightest call of the contract tells whether the service answers.
      probe = upstream
        .probe(`${config.contentBase}/api/app-settings`)
        .then(
          () => undefined,
          () => undefined,
        )
        .finally(() => {
          probe = null;
        });
    }
    const contentService = config.useMock
      ? 'embedded mock'
      : upstream.answeredRecently()
        ? 'answering'
        : 'not answering';
    res.status(200).json({ status: 'ready', contentService });
  });
}
