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
import { VIDEO_EXTENSIONS } from '../images';
import { rasterFor } from '../raster';

function decodeURIComponentSafe(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

export const MOCK_PREFIXES = ['/api/', '/geonames/', '/storage/'];

export function isMockPath(path: string): boolean {
  return MOCK_PREFIXES.some((prefix) => path.startsWith(prefix) || path === prefix.slice(0, -1));
}

const RASTER_CACHE_SIZE = 500;
const rasterCache = new Map<string, Buffer | null>();

/** The dataset's picture for a storage path as PNG (../raster.ts), drawn once; null when it stays SVG. */
function rasterPicture(path: string): Buffer | null {
  let png = rasterCache.get(path);
  if (png === undefined) {
    png = rasterFor(path);
    // Bounded: any path draws a picture, so a stream of made-up paths must not grow the memory.
    if (rasterCache.size >= RASTER_CACHE_SIZE) rasterCache.delete(rasterCache.keys().next().value as string);
    rasterCache.set(path, png);
  }
  return png;
}

/** Mounts the mock; `handlers` replaces the dataset's (a recording before them, the contract's examples). */
export function mountMockService(app: Express, handlers: HttpHandler[] = datasetHandlers): void {
  const middleware = createMiddleware(...handlers);
  // Over HTTP the dataset's photographs, maps and badges are PNG, as a real service's would be raster files (see
  // ../raster.ts); msw in jest and in the browser keeps the SVG.
  const raster = handlers === datasetHandlers;
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (!isMockPath(req.path)) return next();
    if (raster && (req.method === 'GET' || req.method === 'HEAD') && req.path.startsWith('/storage/')) {
      const path = decodeURIComponentSafe(req.path.slice('/storage/'.length));
      const png = path && !VIDEO_EXTENSIONS.test(path) ? rasterPicture(path) : null;
      if (png) {
        res.set({ 'Content-Type': 'image/png', 'Cache-Control': 'public, max-age=31536000, immutable' });
        res.send(png);
        return undefined;
      }
    }
    middleware(req as never, res as never, () => {
      if (res.headersSent) return;
      res.status(404).json({ success: false, message: 'Not found' });
    });
  });
}
