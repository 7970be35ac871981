/**
 * The production server (built into dist/server/server.js; `npm run start:prod`, or `node dist/server/server.js`).
 * Runs with `npm ci --omit=dev`: the site's render, the server and the embedded mock are built JavaScript, and its
 * run-time packages (express, compression, pino, lru-cache, jsdom) are `dependencies`.
 *
 * - Reads its configuration when it starts (server/config.ts); a bad value stops it with a message (exit 1).
 * - `WEB_CONCURRENCY=N` runs N workers (node:cluster) that share the port; the primary restarts a worker that dies.
 * - SIGTERM / SIGINT: stops accepting connections, finishes the requests in flight (up to 10 s), exits 0.
 */
import cluster from 'node:cluster';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pino from 'pino';
import { setAppConfig } from '../src/api/config';
import { render } from '../src/entry-server';
import { createServerApp, PAGE_BUDGET_MS, type MockService } from './app';
import { PageCache } from './pageCache';
import { ConfigError, readServerConfig, type ServerConfig } from './config';
import { Upstream } from './upstream';

// webpack's name for Node's own require (a require webpack does not bundle): the mock is a file of its own.
declare const __non_webpack_require__: NodeJS.Require;

/** How long in-flight requests may take to finish after SIGTERM. */
export const SHUTDOWN_GRACE_MS = 10_000;

const distDir = path.resolve(__dirname, '..');

function buildVersion(): string {
  const file = path.join(distDir, 'build-info.json');
  try {
    return (JSON.parse(readFileSync(file, 'utf8')) as { version?: string }).version ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

function loadConfig(): ServerConfig {
  try {
    return readServerConfig(process.env, buildVersion());
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Configuration error: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
}

function loadMock(): MockService {
  const file = path.join(__dirname, 'mock.js');
  if (!existsSync(file)) throw new Error(`The embedded mock is missing (${file}): run npm run build`);
  return (__non_webpack_require__(file) as { mockService: MockService }).mockService;
}

async function startWorker(config: ServerConfig): Promise<void> {
  const logger = pino({ level: config.logLevel, base: { pid: process.pid } });
  setAppConfig(config.app);
  const mock = config.useMock ? loadMock() : null;
  const upstream = new Upstream({ transport: mock ? mock.transport : (request) => fetch(request) });
  let shuttingDown = false;
  const app = createServerApp({
    config,
    distDir,
    render,
    upstream,
    logger,
    mock,
    pageCache:
      config.pageCacheMs > 0
        ? new PageCache({ ttlMs: config.pageCacheMs, staleMs: config.pageStaleMs })
        : null,
    isShuttingDown: () => shuttingDown,
  });
  // The first render of a fresh process is several times slower than the next (code compiled on first use): the
  // two home pages are rendered once before the server takes requests (within a page's budget: a failing content
  // service delays the start by at most that), which also fills the kept answers.
  await warmUp(upstream, config, logger);
  const server = app.listen(config.port, config.host, () => {
    logger.info(
      {
        url: `http://${config.host}:${config.port}/`,
        contentService: config.useMock ? 'embedded mock' : config.contentBase,
      },
      'production server listening',
    );
  });
  // Behind a load balancer: keep idle connections longer than its own idle time-out (commonly 60 s).
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;

  const shutdown = (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    logger.info({ signal }, 'shutting down: finishing requests in flight');
    // Stop accepting; idle keep-alive connections close now, busy ones after their answer.
    server.close(() => {
      logger.info('stopped');
      process.exit(0);
    });
    // A keep-alive connection whose request finishes after this is idle then: close those as they come.
    server.closeIdleConnections();
    setInterval(() => server.closeIdleConnections(), 100).unref();
    setTimeout(() => {
      logger.warn('requests still in flight after the grace period: closing them');
      server.closeAllConnections();
      process.exit(0);
    }, SHUTDOWN_GRACE_MS).unref();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

/** Renders the two home pages once (both at the same time, each within a page's budget). */
async function warmUp(upstream: Upstream, config: ServerConfig, logger: pino.Logger): Promise<void> {
  const origin = config.siteUrl || `http://${config.host}:${config.port}`;
  const started = Date.now();
  await Promise.all(
    ['/vi', '/en'].map(async (path) => {
      const page = { deadline: Date.now() + PAGE_BUDGET_MS, calls: [] };
      try {
        await render(new Request(new URL(path, origin)), {
          origin,
          fetch: upstream.forPage(page),
          deadline: page.deadline,
        });
      } catch (error) {
        logger.warn({ err: error, path }, 'warm-up render failed');
      }
    }),
  );
  logger.debug({ ms: Date.now() - started }, 'warmed up');
}

function startPrimary(config: ServerConfig): void {
  let stopping = false;
  for (let i = 0; i < config.workers; i += 1) cluster.fork();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    console.error(`worker ${worker.process.pid} exited (${signal ?? code}); starting another`);
    cluster.fork();
  });
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    setTimeout(() => process.exit(0), SHUTDOWN_GRACE_MS + 2_000).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

const config = loadConfig();
if (config.workers > 1 && cluster.isPrimary) startPrimary(config);
else
  startWorker(config).catch((error: unknown) => {
    console.error('The server could not start', error);
    process.exit(1);
  });
