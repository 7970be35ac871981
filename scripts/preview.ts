/**
 * `PORT=N npm run preview`: serves the production build (dist/) compressed, with the SPA fallback, and — when the
 * build was made without CONTENT_API_URL — the embedded mock content service on the same origin.
 * Builds first when dist/ is missing.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { execSync } from 'node:child_process';
import express from 'express';
import compression from 'compression';
import { mountMockService } from '../mocks/server/mount';

const root = path.resolve(__dirname, '..');
const dist = path.resolve(root, process.env.DIST_DIR || 'dist');

export function createPreviewApp(): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.use(compression());
  if (!process.env.CONTENT_API_URL) mountMockService(app);
  app.use(
    '/assets',
    express.static(path.join(dist, 'assets'), { immutable: true, maxAge: '1y', fallthrough: false }),
  );
  app.use(express.static(dist, { index: false, maxAge: '1h' }));
  // Every other GET is a route of the single-page app.
  app.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(path.join(dist, 'index.html'));
  });
  return app;
}

if (require.main === module) {
  if (!existsSync(path.join(dist, 'index.html'))) {
    console.info('dist/ is missing: building the site first (npm run build)…');
    execSync('npm run build', { cwd: root, stdio: 'inherit' });
  }
  const port = Number(process.env.PORT) || 4173;
  const host = process.env.HOST || '127.0.0.1';
  createPreviewApp().listen(port, host, () => {
    console.info(`Preview of the production build: http://${host}:${port}/`);
  });
}
