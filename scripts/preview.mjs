#!/usr/bin/env node
/**
 * `npm run preview`: the production server (dist/server/server.js, built from server/main.ts) on PORT (4173),
 * building the site first when dist/ is missing. In production run `npm run start:prod` (or
 * `node dist/server/server.js`) on a build: no dev tools are needed.
 */
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist');
const needed = ['index.html', 'server/server.js', 'server/mock.js'];
if (needed.some((file) => !existsSync(path.join(dist, file)))) {
  console.info('dist/ is missing: building the site first (npm run build)…');
  execSync('npm run build', { cwd: root, stdio: 'inherit' });
}
// The preview is a demo: it asks for the embedded mock unless a content service is named (the server itself
// never runs the mock by a missing setting).
process.env.CONTENT_API_URL ||= 'embedded';
createRequire(import.meta.url)(path.join(dist, 'server', 'server.js'));
