/**
 * The geographic-names calls of the checkout go through the site's own server: the browser asks
 * `/geonames/countryInfoJSON` or `/geonames/childrenJSON` on the site's origin, and the server forwards the call to
 * the service with the account name from ITS environment (GEONAMES_USERNAME), so no account reaches the bundle.
 * Without a configured service (the embedded mock), the mock's copy answers /geonames instead. Which service and
 * account: server/config.ts.
 */
import type { Express, Request, Response } from 'express';
import type { GeonamesUpstream } from './config';

export const GEONAMES_OPERATIONS = ['countryInfoJSON', 'childrenJSON'] as const;
const ALLOWED_PARAMS = new Set(['lang', 'geonameId', 'country', 'style', 'maxRows']);

/** The upstream URL for a browser's call: only the known operations and parameters, the server's account. */
export function upstreamUrl(
  upstream: GeonamesUpstream,
  operation: string,
  query: Record<string, unknown>,
): string | null {
  if (!(GEONAMES_OPERATIONS as readonly string[]).includes(operation)) return null;
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (ALLOWED_PARAMS.has(name) && typeof value === 'string') params.set(name, value);
  }
  params.set('username', upstream.username);
  return `${upstream.baseUrl}/${operation}?${params.toString()}`;
}

export function mountGeonamesProxy(
  app: Express,
  upstream: GeonamesUpstream,
  fetchImpl: typeof fetch = fetch,
  onFailure: (error: unknown) => void = (error) =>
    console.error('Geographic names: the service did not answer', error),
): void {
  app.get('/geonames/:operation', async (req: Request, res: Response) => {
    const url = upstreamUrl(upstream, String(req.params.operation), req.query as Record<string, unknown>);
    if (!url) {
      res.status(404).json({ status: { message: 'unknown operation', value: 404 } });
      return;
    }
    try {
      const answer = await fetchImpl(url, {
        headers: { Accept: 'application/json' },
        signal: AbortSignal.timeout(15_000),
      });
      res.status(answer.status).type(answer.headers.get('content-type') ?? 'application/json');
      res.setHeader('Cache-Control', answer.ok ? 'public, max-age=86400' : 'no-store');
      res.send(Buffer.from(await answer.arrayBuffer()));
    } catch (error) {
      onFailure(error);
      res.status(502).json({ status: { message: 'geographic names service unavailable', value: 502 } });
    }
  });
}
