/** An express app serving only the mock content service, with CORS for any origin (incl. preflight). */
import express, { type Express } from 'express';
import type { HttpHandler } from 'msw';
import { mountMockService } from './mount';

export function createMockApp(handlers?: HttpHandler[]): Express {
  const app = express();
  app.disable('x-powered-by');
  app.use((req, res, next) => {
    const origin = req.headers.origin;
    res.setHeader('Access-Control-Allow-Origin', origin || '*');
    if (origin) res.setHeader('Vary', 'Origin');
    res.setHeader('Access-Control-Allow-Credentials', 'true');
    res.setHeader('Access-Control-Allow-Methods', 'GET,POST,PUT,PATCH,DELETE,OPTIONS');
    res.setHeader(
      'Access-Control-Allow-Headers',
      (req.headers['access-control-request-headers'] as string | undefined) ||
        'Content-Type, Accept, X-Mock-Scenario',
    );
    res.setHeader('Access-Control-Max-Age', '600');
    if (req.method === 'OPTIONS') {
      res.status(204).end();
      return;
    }
    next();
  });
  app.get('/', (_req, res) => {
    res.json({
      service: 'ViVu Travel mock content service',
      api: '/api/vi/tours',
      geonames: '/geonames/countryInfoJSON?username=mock',
      storage: '/storage/tours/ha-long-bay-discovery-1.jpg',
    });
  });
  mountMockService(app, handlers);
  app.use((_req, res) => {
    res.status(404).json({ success: false, message: 'Not found' });
  });
  return app;
}
