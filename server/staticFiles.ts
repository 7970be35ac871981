/**
 * The build's public files: only those (server/publicFiles.ts, whatever the spelling of the path), the hashed
 * scripts and styles immutable for a year, brotli or gzip as compressed at build time (webpack/plugins.ts) when the
 * browser accepts it (the app's `compression` leaves an answer already encoded alone), else as they are.
 */
import path from 'node:path';
import express from 'express';
import expressStaticGzip from 'express-static-gzip';
import { BUILD_FILE, publicOnly } from './publicFiles';

export function mountStaticFiles(app: express.Express, distDir: string): void {
  app.use(publicOnly(distDir));
  app.use(
    '/assets',
    expressStaticGzip(path.join(distDir, 'assets'), {
      enableBrotli: true,
      orderPreference: ['br', 'gzip'],
      serveStatic: { immutable: true, maxAge: '1y', fallthrough: false },
    }),
  );
  // The build's other public files (logo, favicon, …); a page's path is no file, and goes on without a
  // look at the disk (serve-static asked it for every page: a stat in the thread pool that compression also uses).
  const rootFiles = express.static(distDir, { index: false, maxAge: '1h' });
  app.use((req, res, next) => (res.locals[BUILD_FILE] === true ? rootFiles(req, res, next) : next()));
}
