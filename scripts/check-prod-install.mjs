#!/usr/bin/env node
/**
 * The production install check (a gate of `npm test`, after the build): the built site runs without dev tools.
 * Copies dist/ and package*.json to an empty folder, installs with `npm ci --omit=dev`, starts
 * `node dist/server/server.js` (the embedded mock, which is part of the build), fetches three pages and a mock
 * answer, then stops it with SIGTERM and expects exit code 0.
 */
import { execSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import serveBuild from './serve-build.cjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist');
if (!existsSync(path.join(dist, 'server', 'server.js'))) {
  console.error('check-prod-install: dist/ is missing; run npm run build first');
  process.exit(1);
}

const folder = mkdtempSync(path.join(os.tmpdir(), 'vivu-prod-'));
const started = Date.now();
let server;
try {
  cpSync(dist, path.join(folder, 'dist'), {
    recursive: true,
    filter: (source) => !source.includes(`${path.sep}sourcemaps`),
  });
  for (const file of ['package.json', 'package-lock.json'])
    cpSync(path.join(root, file), path.join(folder, file));
  execSync('npm ci --omit=dev --ignore-scripts --no-audit --no-fund', { cwd: folder, stdio: 'inherit' });
  const port = await serveBuild.freePort();
  server = spawn(process.execPath, ['dist/server/server.js'], {
    cwd: folder,
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      CONTENT_API_URL: 'embedded',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode})`);
    try {
      if ((await fetch(`${base}/healthz`)).ok) break;
    } catch {
      /* not yet */
    }
    if (Date.now() > deadline) throw new Error('the server did not answer /healthz');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const checks = [
    ['/vi', '<h1'],
    ['/en/search', 'trips found'],
    ['/en/detail-trip/ha-long-bay-discovery', 'Ha Long Bay'],
    ['/api/vi/banners', '"success":true'],
  ];
  for (const [pathname, expected] of checks) {
    const res = await fetch(`${base}${pathname}`);
    const body = await res.text();
    if (res.status !== 200 || !body.includes(expected))
      throw new Error(`${pathname}: ${res.status}, ${body.includes(expected) ? '' : `no "${expected}"`}`);
    console.info(`  ok ${res.status} ${pathname}`);
  }
  const exited = new Promise((resolve) => server.once('exit', (code) => resolve(code)));
  server.kill('SIGTERM');
  const code = await exited;
  if (code !== 0) throw new Error(`SIGTERM: exit code ${code}`);
  console.info(
    `check-prod-install: npm ci --omit=dev, started, 4 answers, stopped cleanly (${((Date.now() - started) / 1000).toFixed(0)} s)`,
  );
} catch (error) {
  console.error(`check-prod-install failed: ${error instanceof Error ? error.message : error}`);
  server?.kill('SIGKILL');
  process.exitCode = 1;
} finally {
  rmSync(folder, { recursive: true, force: true });
}
