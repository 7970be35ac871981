/**
 * A stand-in external content service for tests: the mock content service (mocks/server/app.ts) on its own port,
 * with CORS, plus a fault switch that makes it misbehave the way real services do:
 *
 *   none   answers normally
 *   hang   accepts the connection and never answers
 *   reset  drops the connection without an answer
 *   500    answers 500 with a JSON error body
 *   html   answers 200 with an HTML error page (a proxy's or a CDN's)
 *   slow   answers normally after `ms` milliseconds
 *
 * The fault applies to /api/* only unless `all` is set (images keep loading); the switch is
 * `standin.setFault('hang')` in-process, or `POST /__fault?mode=hang&ms=2000` over HTTP.
 * `npx ts-node tests/standin/contentService.ts [port]` runs it alone (default 4020).
 */
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { createMockApp } from '../../mocks/server/app';

export type FaultMode = 'none' | 'hang' | 'reset' | '500' | 'html' | 'slow';

export interface StandIn {
  url: string;
  port: number;
  /**
   * `all`: images too, not only /api; `serverOnly`: only calls without an Origin header (a site's server, not a
   * browser, whose cross-origin calls always carry one).
   */
  setFault(mode: FaultMode, options?: { ms?: number; all?: boolean; serverOnly?: boolean }): void;
  /** Requests seen (method and path), newest last. */
  requests: string[];
  close(): Promise<void>;
}

export async function startStandIn(port = 0): Promise<StandIn> {
  const app = createMockApp();
  let mode: FaultMode = 'none';
  let slowMs = 2_000;
  let all = false;
  let serverOnly = false;
  const requests: string[] = [];
  const sockets = new Set<Socket>();
  const hung = new Set<http.ServerResponse>();

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://standin');
    if (url.pathname === '/__fault') {
      mode = (url.searchParams.get('mode') as FaultMode | null) ?? 'none';
      slowMs = Number(url.searchParams.get('ms') ?? 2_000);
      all = url.searchParams.get('all') === 'true';
      res.writeHead(204).end();
      return;
    }
    requests.push(`${req.method} ${url.pathname}${url.search}`);
    const faulty =
      mode !== 'none' && (all || url.pathname.startsWith('/api/')) && !(serverOnly && req.headers.origin);
    if (!faulty || req.method === 'OPTIONS') return app(req, res);
    switch (mode) {
      case 'hang':
        hung.add(res);
        res.on('close', () => hung.delete(res));
        return;
      case 'reset':
        req.socket.destroy();
        return;
      case '500':
        res.writeHead(500, { 'content-type': 'application/json', 'access-control-allow-origin': '*' });
        res.end(JSON.stringify({ success: false, message: 'Internal Server Error' }));
        return;
      case 'html':
        res.writeHead(200, { 'content-type': 'text/html', 'access-control-allow-origin': '*' });
        res.end('<!doctype html><html><body><h1>502 Bad Gateway</h1></body></html>');
        return;
      case 'slow':
        setTimeout(() => app(req, res), slowMs);
        return;
      default:
        app(req, res);
    }
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const actual = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${actual}`,
    port: actual,
    requests,
    setFault(next, options = {}) {
      mode = next;
      slowMs = options.ms ?? 2_000;
      all = options.all ?? false;
      serverOnly = options.serverOnly ?? false;
      if (next !== 'hang') for (const res of hung) res.destroy();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

if (require.main === module) {
  void startStandIn(Number(process.argv[2]) || 4020).then((standIn) => {
    console.info(
      `Stand-in content service: ${standIn.url} (POST ${standIn.url}/__fault?mode=hang|reset|500|html|slow)`,
    );
  });
}
