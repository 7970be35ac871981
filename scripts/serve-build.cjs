/**
 * Starts the built production server (dist/server/server.js) on a free port for the project's tools (size, perf,
 * tests), waits until it answers /healthz, and stops it again. Builds first when dist/ is missing.
 */
const { execSync, spawn } = require('node:child_process');
const { existsSync } = require('node:fs');
const net = require('node:net');
const path = require('node:path');

const root = path.resolve(__dirname, '..');

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

function ensureBuild() {
  const dist = path.join(root, process.env.DIST_DIR || 'dist');
  if (!['index.html', 'server/server.js', 'server/mock.js'].every((f) => existsSync(path.join(dist, f))))
    execSync('npm run build', { cwd: root, stdio: 'inherit' });
  return dist;
}

/**
 * @param {{ port?: number, env?: Record<string, string>, timeoutMs?: number }} [options]
 * @returns {Promise<{ base: string, port: number, child: import('node:child_process').ChildProcess, stop: () => Promise<void> }>}
 */
async function startBuiltServer(options = {}) {
  const dist = ensureBuild();
  const port = options.port || (await freePort());
  const child = spawn(process.execPath, [path.join(dist, 'server', 'server.js')], {
    cwd: root,
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      CONTENT_API_URL: 'embedded',
      // `stop()` ends it at once: the drain delay (5 s by default) serves a load balancer, not a test or a script;
      // a journey about the drain sets its own.
      SHUTDOWN_DELAY_MS: '0',
      ...options.env,
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + (options.timeoutMs || 60_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the production server exited (${child.exitCode})`);
    try {
      if ((await fetch(`${base}/healthz`)).ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the production server did not answer ${base}/healthz`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return { base, port, child, stop };
}

module.exports = { startBuiltServer, freePort };
