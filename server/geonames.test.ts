/** @jest-environment node */
import express from 'express';
import type { AddressInfo } from 'node:net';
import { readServerConfig } from './config';
import { mountGeonamesProxy, upstreamUrl } from './geonames';

const geonamesUpstream = (env: NodeJS.ProcessEnv) => readServerConfig(env).geonames;

describe('geographic names through the server', () => {
  it('uses the configured service, else none (the mock answers)', () => {
    expect(geonamesUpstream({})).toBeNull();
    expect(
      geonamesUpstream({ CONTENT_API_URL: 'https://content.example', GEONAMES_USERNAME: 'acme' }),
    ).toEqual({
      baseUrl: 'https://secure.geonames.org',
      username: 'acme',
    });
    expect(
      geonamesUpstream({ GEONAMES_API_URL: 'https://geo.example/', GEONAMES_USERNAME: 'x' })?.baseUrl,
    ).toBe('https://geo.example');
  });

  it('forwards only the known operations and parameters, with the server account instead of the browser one', () => {
    const upstream = { baseUrl: 'https://geo.example', username: 'acme' };
    const url = new URL(
      upstreamUrl(upstream, 'childrenJSON', { geonameId: '1562822', username: 'site', evil: 'x' })!,
    );
    expect(url.origin + url.pathname).toBe('https://geo.example/childrenJSON');
    expect(url.searchParams.get('username')).toBe('acme');
    expect(url.searchParams.get('geonameId')).toBe('1562822');
    expect(url.searchParams.has('evil')).toBe(false);
    expect(upstreamUrl(upstream, 'searchJSON', {})).toBeNull();
  });

  it('answers the browser with the service answer', async () => {
    const seen: string[] = [];
    const app = express();
    mountGeonamesProxy(app, { baseUrl: 'https://geo.example', username: 'acme' }, (async (url: string) => {
      seen.push(url);
      return new Response(JSON.stringify({ geonames: [{ countryName: 'Vietnam' }] }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }) as typeof fetch);
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const res = await fetch(`${base}/geonames/countryInfoJSON?lang=en&username=site`);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ geonames: [{ countryName: 'Vietnam' }] });
      expect(seen).toEqual(['https://geo.example/countryInfoJSON?lang=en&username=acme']);
      expect((await fetch(`${base}/geonames/other`)).status).toBe(404);
    } finally {
      server.close();
    }
  });
});
