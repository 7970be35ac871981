/**
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import express from 'express';
import { createMockApp } from './app';
import { mountMockService } from './mount';
import { resetMockState } from '../store';

function listen(app: express.Express): Promise<{ server: Server; base: string }> {
  return new Promise((resolve) => {
    const server = app.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ server, base: `http://127.0.0.1:${port}` });
    });
  });
}

const close = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

afterEach(() => resetMockState());

describe('createMockApp (npm run mock-api)', () => {
  let server: Server;
  let base: string;
  beforeAll(async () => ({ server, base } = await listen(createMockApp())));
  afterAll(() => close(server));

  it('serves /api/vi/tours with CORS headers for any origin', async () => {
    const res = await fetch(`${base}/api/vi/tours?per_page=2`, {
      headers: { Origin: 'http://localhost:3000' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    const body = await res.json();
    expect(body).toMatchObject({ success: true, total: 45, per_page: 2 });
  });

  it('answers the CORS preflight', async () => {
    const res = await fetch(`${base}/api/bookings/1`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://example.test',
        'Access-Control-Request-Method': 'PUT',
        'Access-Control-Request-Headers': 'content-type,x-mock-scenario',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://example.test');
    expect(res.headers.get('access-control-allow-methods')).toContain('PUT');
    expect(res.headers.get('access-control-allow-headers')).toBe('content-type,x-mock-scenario');
  });

  it('reads POST bodies, serves geonames and images, and answers JSON 404 for unknown mock paths', async () => {
    const booking = await fetch(`${base}/api/bookings`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({}),
    });
    expect(booking.status).toBe(422);
    const geo = await fetch(`${base}/geonames/countryInfoJSON?username=mock&lang=vi`);
    expect((await geo.json()).geonames.length).toBeGreaterThan(5);
    // Over HTTP a photograph is a PNG (as a real service's would be raster), drawn once and the same every time.
    const image = await fetch(`${base}/storage/tours/japan-highlights-2.jpg`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const bytes = Buffer.from(await image.arrayBuffer());
    expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(
      Buffer.from(await (await fetch(`${base}/storage/tours/japan-highlights-2.jpg`)).arrayBuffer()),
    ).toEqual(bytes);
    // `.svg` files and the logo stay SVG; videos are 404 (the site shows the poster).
    const icon = await fetch(`${base}/storage/social/facebook.svg`);
    expect(icon.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect((await fetch(`${base}/storage/settings/logo.png`)).headers.get('content-type')).toBe(
      'image/svg+xml; charset=utf-8',
    );
    expect((await fetch(`${base}/storage/banners/japan-cherry-blossom.mp4`)).status).toBe(404);
    expect((await fetch(`${base}/storage/%E0%A4%A.jpg`)).status).toBe(404);
    const unknown = await fetch(`${base}/api/vi/unknown-endpoint`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ success: false, message: 'Not found' });
  });

  it('uses the scenario cookie', async () => {
    const res = await fetch(`${base}/api/vi/getFooter`, { headers: { Cookie: 'mock_scenario=footer-500' } });
    expect(res.status).toBe(500);
  });
});

describe('mountMockService', () => {
  it('leaves every non-mock path to the next middleware (the single-page app)', async () => {
    const app = express();
    mountMockService(app);
    app.use((_req, res) => {
      res.type('html').send('<!doctype html><title>SPA</title>');
    });
    const { server, base } = await listen(app);
    try {
      for (const path of [
        '/',
        '/vi',
        '/vi/detail-trip/ha-long-bay-discovery',
        '/apis',
        '/storage-room',
        '/vi/api/x',
      ]) {
        const res = await fetch(`${base}${path}`);
        expect({ path, type: res.headers.get('content-type') }).toEqual({
          path,
          type: 'text/html; charset=utf-8',
        });
      }
      const api = await fetch(`${base}/api/en/banners`);
      expect((await api.json()).success).toBe(true);
    } finally {
      await close(server);
    }
  });
});

describe('loading under ts-node in CommonJS (how the development tools load it)', () => {
  it('requires mocks/server/mount and mocks/server/app', () => {
    const root = path.resolve(__dirname, '../..');
    const result = spawnSync(
      process.execPath,
      [
        '-r',
        'ts-node/register',
        '-e',
        "const m = require('./mocks/server/mount'); const a = require('./mocks/server/app'); if (typeof m.mountMockService !== 'function' || typeof a.createMockApp !== 'function') process.exit(2);",
      ],
      { cwd: root, encoding: 'utf8', timeout: 60_000 },
    );
    expect({ status: result.status, stderr: result.stderr }).toEqual({ status: 0, stderr: '' });
  });
});
