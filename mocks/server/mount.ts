/**
 * Mounts the mock content service on an express app (webpack dev server, preview server, standalone server).
 * The middleware is mounted AT THE ROOT (mounting it at '/api' would strip the prefix the handlers match) and only
 * sees /api, /geonames and /storage requests: every other path (the single-page app) goes to the next middleware.
 * An unmatched mock path answers a JSON 404 instead of falling through to the SPA's index.html.
 */
import type { Express, NextFunction, Request, Response } from 'express';
// The middleware alone: the package's index also loads its own express server (express 4).
import { createMiddleware } from '@mswjs/http-middleware/lib/middleware';
import type { HttpHandler } from 'msw';
import { handlers as datasetHandlers } from '../handlers/index';

export const MOCK_PREFIXES = ['/api/', '/geonames/', '/storage/'];

export function isMockPath(path: string): boolean {
  return MOCK_PREFIXES.some((prefix) => path.startsWith(prefix) || path === prefix.slice(0, -1));
}

/** Mounts the mock; `handlers` replaces the dataset's (a recording before them, the contract's examples). */
export function mountMockService(app: Express, handlers: HttpHandler[] = datasetHandlers): void {
  const middleware = createMiddleware(...handlers);
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (!isMockPath(req.path)) return next();
    middleware(req as never, res as never, () => {
      if (res.headersSent) return;
      res.status(404).json({ success: false, message: 'Not found' });
    });
  });
}
