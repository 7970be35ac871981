/**
 * `npm start`: the site in development, rendered as production renders it.
 *
 * - The same three targets as `npm run build` (webpack/), in development mode, in .dev/: the browser's bundle served
 *   by webpack's development server (webpack-dev-middleware, hot updates, React Fast Refresh), the server bundle and
 *   the embedded mock rebuilt as files change.
 * - The production server (server/main.ts, built into .dev/server/server.js) runs as a child process with the
 *   embedded mock (unless CONTENT_API_URL names a content service) and renders every page: the same Express app,
 *   server render, page cache, start-up path and frames as production. It restarts when its bundle is rebuilt (a
 *   change to server/, mocks/ or src/) or when the browser's chunks change; requests wait for it meanwhile.
 * - The development server (PORT, 3000) answers /assets/ and /sourcemaps/ (the browser's scripts, hot updates and
 *   source maps, from memory) and its WebSocket, and passes every other request to the child.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import webpack from 'webpack';
import WebpackDevServer from 'webpack-dev-server';
import type { IncomingMessage } from 'node:http';
import { clientConfig } from '../webpack/client';
import { mockServerConfig, serverConfig } from '../webpack/server';
import { outDir, root } from '../webpack/substitutions';
import { freePort } from './serve-build.cjs';

/** Where the development build goes (DEV_DIR: a test's own folder). */
const DEV_DIR = process.env.DEV_DIR || '.dev';
const port = Number(process.env.PORT) || 3000;
const host = process.env.HOST || 'localhost';
const publicHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host;

/** Resolves once something answers on the port (the child warms up before it listens). */
async function listening(childPort: number, child: ChildProcess): Promise<void> {
  while (child.exitCode === null && child.signalCode === null) {
    try {
      const answer = await fetch(`http://127.0.0.1:${childPort}/healthz`);
      if (answer.ok) return;
    } catch {
      // not yet listening
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

/** The production server as a child process, restarted in turn (never two at once on the port). */
class SiteServer {
  private child: ChildProcess | null = null;
  private queue: Promise<void> = Promise.resolve();
  /**
   * The gate requests wait at: closed from the start until the first server answers, and again while it restarts.
   * A closed gate is kept (not replaced) until it opens, so every request waiting at it goes on.
   */
  private gate = SiteServer.closedGate();

  constructor(private readonly childPort: number) {}

  private static closedGate() {
    let open = () => {};
    const promise = new Promise<void>((resolve) => (open = resolve));
    return { promise, open, isOpen: false };
  }

  /** Resolves when a started server answers. */
  get ready(): Promise<void> {
    return this.gate.promise;
  }

  restart(reason: string): void {
    this.queue = this.queue.then(async () => {
      if (this.gate.isOpen) this.gate = SiteServer.closedGate();
      await this.stop();
      console.info(`[dev] ${reason}: starting the server`);
      const child = this.start();
      await listening(this.childPort, child);
      this.gate.isOpen = true;
      this.gate.open();
      if (child.exitCode === null) console.info(`[dev] ready: http://${publicHost}:${port}/vi`);
    });
  }

  stop(): Promise<void> {
    const child = this.child;
    this.child = null;
    if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
    return new Promise((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 3_000).unref();
    });
  }

  private start(): ChildProcess {
    const child = spawn(
      process.execPath,
      ['--enable-source-maps', path.join(outDir(DEV_DIR), 'server', 'server.js')],
      {
        stdio: 'inherit',
        env: {
          ...process.env,
          NODE_ENV: 'development',
          CONTENT_API_URL: process.env.CONTENT_API_URL || 'embedded',
          HOST: '127.0.0.1',
          PORT: String(this.childPort),
          // Absolute URLs in pages name the development server's address, not the child's.
          SITE_URL: process.env.SITE_URL || `http://${publicHost}:${port}`,
          WEB_CONCURRENCY: '1',
          SHUTDOWN_DELAY_MS: '0',
          LOG_LEVEL: process.env.LOG_LEVEL || 'warn',
          // The server's run-time packages are the project's, wherever DEV_DIR puts the bundle.
          NODE_PATH: path.join(root, 'node_modules'),
        },
      },
    );
    child.once('exit', (code, signal) => {
      if (this.child === child)
        console.error(`[dev] the server stopped (${signal ?? `exit ${code}`}); save a file to restart it`);
    });
    this.child = child;
    return child;
  }
}

/**
 * Paths the development server answers itself: the browser's scripts, hot updates and source maps, and its
 * WebSocket.
 */
const ownPath = (pathname: string) =>
  pathname.startsWith('/assets/') || pathname.startsWith('/sourcemaps/') || pathname === '/ws';

async function main(): Promise<void> {
  const childPort = await freePort();
  const site = new SiteServer(childPort);
  const built = { client: false, server: false };
  let chunks = '';
  const startWhenBuilt = (reason: string) => {
    if (built.client && built.server) site.restart(reason);
  };

  const clientCompiler = webpack(clientConfig('development', DEV_DIR));
  // The child reads the template and the chunk manifest when it starts: a new lazy chunk restarts it.
  clientCompiler.hooks.done.tap('dev', (stats) => {
    if (stats.hasErrors()) return;
    const manifest = JSON.stringify(
      [...stats.compilation.namedChunkGroups].map(([name, group]) => [
        name,
        group.chunks.flatMap((c) => [...c.files].filter((file) => !file.includes('.hot-update.'))),
      ]),
    );
    const first = !built.client;
    built.client = true;
    if (first || manifest !== chunks) {
      chunks = manifest;
      startWhenBuilt(first ? 'first build' : 'the browser chunks changed');
    }
  });

  const serverCompiler = webpack([
    serverConfig('development', DEV_DIR),
    mockServerConfig('development', DEV_DIR),
  ]);
  const watching = serverCompiler.watch({ aggregateTimeout: 300 }, (error, stats) => {
    if (error) return console.error(error);
    if (stats?.hasErrors()) return console.error(stats.toString('errors-only'));
    const first = !built.server;
    built.server = true;
    startWhenBuilt(first ? 'first build' : 'server code changed');
  });

  const devServer = new WebpackDevServer(
    {
      port,
      host,
      hot: true,
      compress: false,
      historyApiFallback: false,
      static: false,
      client: { overlay: { warnings: false, errors: true } },
      // The child reads the template, the manifest and the public files from .dev/.
      devMiddleware: { writeToDisk: true },
      proxy: [
        {
          context: (pathname: string) => !ownPath(pathname),
          target: `http://127.0.0.1:${childPort}`,
          xfwd: false,
        },
      ],
      setupMiddlewares: (middlewares) => [
        // Requests wait while the server (re)starts, rather than fail.
        (req: IncomingMessage, _res: unknown, next: (error?: unknown) => void) => {
          if (ownPath(new URL(req.url ?? '/', 'http://localhost').pathname)) return next();
          site.ready.then(() => next(), next);
        },
        ...middlewares,
      ],
    },
    clientCompiler,
  );
  await devServer.start();

  const shutdown = async () => {
    await site.stop();
    await devServer.stop();
    if (watching) watching.close(() => process.exit(0));
    else process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
