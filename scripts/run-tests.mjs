#!/usr/bin/env node
/**
 * `npm test`: every gate, in order, stopping at the first failure:
 * formatting (Prettier), lint, typecheck, unit + component tests, contract lint, codegen drift, production build,
 * production install (the build runs with `npm ci --omit=dev`), the unit tests and the production install on
 * Node.js 24, size budget, e2e, the key journeys in Firefox ESR and WebKitGTK.
 * `npm test -- --only unit,e2e` runs a subset (names below).
 */
import { spawnSync } from 'node:child_process';

const steps = [
  ['format', 'npm', ['run', '-s', 'format:check']],
  ['lint', 'npm', ['run', '-s', 'lint']],
  ['typecheck', 'npm', ['run', '-s', 'typecheck']],
  ['unit', 'npx', ['jest', '--ci']],
  ['contract', 'npm', ['run', '-s', 'contract:lint']],
  ['codegen', 'npm', ['run', '-s', 'codegen:check']],
  ['build', 'npm', ['run', '-s', 'build']],
  ['prod-install', 'node', ['scripts/check-prod-install.mjs']],
  // The unit tests and the production install again on Node.js 24, the production runtime.
  ['node24', 'node', ['scripts/node24.mjs']],
  ['size', 'npm', ['run', '-s', 'size']],
  ['e2e', 'npx', ['playwright', 'test']],
  // The key journeys in Firefox ESR and WebKitGTK, Chromium the control (tests/browsers/).
  ['browsers', 'npm', ['run', '-s', 'test:browsers']],
];

const onlyIndex = process.argv.indexOf('--only');
const only = onlyIndex > -1 ? new Set(process.argv[onlyIndex + 1].split(',')) : null;
const results = [];
for (const [name, cmd, args] of steps) {
  if (only && !only.has(name)) continue;
  const started = Date.now();
  console.info(`\n▶ ${name}: ${cmd} ${args.join(' ')}`);
  const { status } = spawnSync(cmd, args, { stdio: 'inherit', env: process.env });
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  results.push(`${status === 0 ? 'passed' : 'FAILED'}  ${name} (${seconds}s)`);
  if (status !== 0) {
    console.error(`\n✖ ${name} failed.\n${results.join('\n')}`);
    process.exit(status ?? 1);
  }
}
console.info(`\n${results.join('\n')}\ngates: ${results.length} passed, 0 failed`);
