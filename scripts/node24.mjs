#!/usr/bin/env node
/**
 * The runtime production uses (Node.js 24 LTS; the machine's Node.js 20 is past its end of life): installs the npm
 * package `node@24` (a Node.js binary, from the npm registry: no other download) into node_modules/.cache/node24
 * once, then runs on it the tests of everything Node.js runs in production or in a backend developer's CI (the
 * server, server rendering, the API layer, the mocks and the mock server, the scripts, the domain rules, the
 * start-up) and the production-install check (`npm ci --omit=dev`, start, answers, stop).
 * The component tests (src/components, src/features) are left to the `unit` gate: their code runs in browsers
 * (tested in Chromium, Firefox and WebKit by the e2e and browsers gates), and under Jest it runs in jsdom, not in
 * Node.js's own APIs; running them twice cost two of CI's thirty minutes.
 * `npm test` runs it as its `node24` gate.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const prefix = path.join(root, 'node_modules', '.cache', 'node24');
const binary = path.join(prefix, 'node_modules', '.bin', 'node');
const VERSION = '24';

if (!existsSync(binary)) {
  console.info(`node24: installing the npm package node@${VERSION} into ${path.relative(root, prefix)}`);
  execFileSync(
    'npm',
    [
      'install',
      '--prefix',
      prefix,
      '--no-save',
      '--no-package-lock',
      '--no-audit',
      '--no-fund',
      `node@${VERSION}`,
    ],
    { stdio: 'inherit' },
  );
}
const version = execFileSync(binary, ['--version'], { encoding: 'utf8' }).trim();
if (!version.startsWith(`v${VERSION}.`)) {
  console.error(`node24: expected Node.js ${VERSION}, got ${version}`);
  process.exit(1);
}
console.info(`node24: Node.js ${version}`);

/** The test folders whose code Node.js runs outside the browser (see above). */
const NODE_RUNTIME_TESTS = [
  'server',
  'scripts',
  'mocks',
  'src/app',
  'src/api',
  'src/lib',
  'src/domain',
  'src/start',
  'src/entry-server',
];

const runs = [
  [path.join(root, 'node_modules', 'jest', 'bin', 'jest.js'), '--ci', ...NODE_RUNTIME_TESTS],
  [path.join(root, 'scripts', 'check-prod-install.mjs')],
];
for (const args of runs) {
  const { status } = spawnSync(binary, args, { cwd: root, stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
}
