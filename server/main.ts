/**
 * The production server (built into dist/server/server.js; `npm run start:prod`, or `node dist/server/server.js`).
 * Runs with `npm ci --omit=dev`: the site's render, the server and the embedded mock are built JavaScript, and its
 * run-time packages (express, compression, pino, lru-cache, jsdom) are `dependencies`.
 *
 * - Reads its configuration when it starts (server/config.ts); a bad value stops it with a message (exit 1). A port
 *   it cannot listen on (taken, not allowed) stops it too (exit 1), logged as such.
 * - `WEB_CONCURRENCY=N` runs N workers (node:cluster) that share the port; the primary restarts a worker that dies,
 *   with a growing pause (1, 2, 4 … 30 s), and gives up (exit 1) after 5 failed starts in a row or when a worker
 *   could not listen. A scrape of /metrics reaches one worker and answers all of them (the primary aggregates), and
 *   the rate limits count a client's requests to every worker together (server/limits.ts).
 * - SIGTERM / SIGINT (the drain): /readyz answers 503 at once and the server keeps serving for SHUTDOWN_DELAY_MS
 *   (5 s: a load balancer's time to notice), answering keep-alive requests with `Connection: close`; then it stops
 *   accepting, finishes the requests in flight (up to SHUTDOWN_GRACE_MS, 10 s) and exits 0. Requests still running
 *   after that are cut and it exits 1 (a forced stop is not a clean one).
 */
import cluster from 'node:cluster';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { format } from 'node:util';
import pino from 'pino';
import { setAppConfig } from '../src/api/config';
import { render, shellStyles } from '../src/entry-server';
import { createServerApp, type MockService } from './app';
import { answerWorkersMetrics } from './clusterMetrics';
import { countRatesForWorkers } from './limits';
import { ServerMetrics } from './metrics';
import { PageCache } from './pageCache';
import { ConfigError, readServerConfig, SHUTDOWN_GRACE_MS, type ServerConfig } from './config';
import { Upstream, type Transport } from './upstream';
import { warmUp } from './warmUp';

// webpack's name for Node's own require (a require webpack does not bundle): the mock is a file of its own.
declare const __non_webpack_require__: NodeJS.Require;

/** Exit code of a start that could not listen: the cluster's primary gives up rather than restart it. */
const EXIT_CANNOT_LISTEN = 78;

const distDir = path.resolve(__dirname, '..');

function buildVersion(): string {
  const file = path.join(distDir, 'build-info.json');
  try {
    return (JSON.parse(readFileSync(file, 'utf8')) as { version?: string }).version ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/** A log line before the logger exists (or in the cluster's primary): the same JSON shape as pino's. */
function logLine(level: 'error' | 'fatal', fields: Record<string, unknown>, msg: string): void {
  const levels = { error: 50, fatal: 60 };
  process.stderr.write(
    `${JSON.stringify({ level: levels[level], time: Date.now(), pid: process.pid, ...fields, msg })}\n`,
  );
}

function loadConfig(): ServerConfig {
  try {
    return readServerConfig(process.env, buildVersion(), { server: true });
  } catch (error) {
    if (error instanceof ConfigError) {
      logLine('fatal', {}, `Configuration error: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
}

/**
 * Everything written with `console` (the render's contract warnings, a library's notice) becomes a line of the
 * JSON log: one stream, an error's stack a field (`err`), never a multi-line text.
 */
function consoleToLog(logger: pino.Logger): void {
  const to =
    (level: 'debug' | 'info' | 'warn' | 'error') =>
    (...args: unknown[]) => {
      const err = args.find((arg): arg is Error => arg instanceof Error);
      const msg = format(...args.filter((arg) => arg !== err));
      logger[level](err ? { err } : {}, msg);
    };
  // The methods a library may call, assigned (not called) here.
  Object.assign(console, { debug: to('debug'), log: to('info') });
  console.info = to('info');
  console.warn = to('warn');
  console.error = to('error');
}

function loadMock(): MockService {
  const file = path.join(__dirname, 'mock.js');
  if (!existsSync(file)) throw new Error(`The embedded mock is missing (${file}): run npm run build`);
  return (__non_webpack_require__(file) as { mockService: MockService }).mockService;
}

async function startWorker(config: ServerConfig): Promise<void> {
  const logger = pino({ level: config.logLevel, base: { pid: process.pid } });
  consoleToLog(logger);
  setAppConfig(config.app);
  const mock = config.useMock ? loadMock() : null;
  const transport: Transport = mock ? mock.transport : (request) => fetch(request);
  const upstream = new Upstream({ transport });
  let shuttingDown = false;
  const app = createServerApp({
    config,
    distDir,
    render,
    shellStyles: shellStyles(),
    upstream,
    logger,
    mock,
    // One of a cluster's workers: a scrape answers every worker's figures (server/clusterMetrics.ts).
    metrics: new ServerMetrics({ clusterWorker: cluster.isWorker }),
    pageCache:
      config.pageCacheMs > 0
        ? new PageCache({ ttlMs: config.pageCacheMs, staleMs: config.pageStaleMs })
        : null,
    isShuttingDown: () => shuttingDown,
  });
  // The first render of each kind of page in a fresh process is several times slower than the next (code compiled
  // on first use): one page of each kind is rendered before the server takes requests (server/warmUp.ts).
  await warmUp({ render, upstream, scratch: new Upstream({ transport }), config, logger });
  // Express 5 hands a listen error (port taken, address not available) to this callback: the start failed.
  const server = app.listen(config.port, config.host, (error?: Error) => {
    if (error) {
      logger.fatal({ err: error, port: config.port, host: config.host }, 'the server could not listen');
      logger.flush?.();
      process.exit(EXIT_CANNOT_LISTEN);
    }
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

  const stopAccepting = () => {
    logger.info('draining done: no longer accepting, finishing requests in flight');
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
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
  };
  const shutdown = (signal: string) => {
    if (shuttingDown) return;
    // Readiness turns 503 now (the load balancer stops sending); answers say `Connection: close` (server/app.ts).
    shuttingDown = true;
    logger.info({ signal, delayMs: config.shutdownDelayMs }, 'shutting down: draining');
    if (config.shutdownDelayMs > 0) setTimeout(stopAccepting, config.shutdownDelayMs);
    else stopAccepting();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

/** The primary's pause before starting a worker again after `failures` failed starts in a row: 1, 2, 4 … 30 s. */
export function restartDelayMs(failures: number): number {
  return Math.min(30_000, 1_000 * 2 ** Math.max(0, failures - 1));
}
/** Failed starts in a row after which the primary gives up (exit 1) rather than loop. */
const MAX_FAILED_STARTS = 5;

function startPrimary(config: ServerConfig): void {
  let stopping = false;
  let failures = 0;
  let stopCode = 0;
  const log = (fields: Record<string, unknown>, msg: string) => logLine('error', fields, msg);
  // A worker that has listened resets the count: only starts that fail in a row count.
  cluster.on('listening', () => {
    failures = 0;
  });
  // A worker's scrape of /metrics asks here for every worker's figures; the workers' rate limits count here.
  answerWorkersMetrics();
  countRatesForWorkers();
  for (let i = 0; i < config.workers; i += 1) cluster.fork();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (code !== 0) stopCode = 1;
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(stopCode);
      return;
    }
    if (code === EXIT_CANNOT_LISTEN || code === 1) {
      failures += 1;
      if (code === EXIT_CANNOT_LISTEN || failures >= MAX_FAILED_STARTS) {
        log({ worker: worker.process.pid, code, failures }, 'workers cannot start: giving up');
        stopping = true;
        stopCode = 1;
        for (const other of Object.values(cluster.workers ?? {})) other?.process.kill('SIGTERM');
        if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(1);
        return;
      }
    }
    const delay = restartDelayMs(failures);
    log({ worker: worker.process.pid, code, signal, restartInMs: delay }, 'worker exited: starting another');
    setTimeout(() => {
      if (!stopping) cluster.fork();
    }, delay);
  });
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    // The workers drain and finish within the delay and the grace period; past that the stop was forced.
    setTimeout(() => process.exit(1), config.shutdownDelayMs + SHUTDOWN_GRACE_MS + 500).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

const config = loadConfig();
if (config.workers > 1 && cluster.isPrimary) startPrimary(config);
else
  startWorker(config).catch((error: unknown) => {
    logLine(
      'fatal',
      {
        err:
          error instanceof Error ? { type: error.name, message: error.message, stack: error.stack } : error,
      },
      'The server could not start',
    );
    process.exit(1);
  });
