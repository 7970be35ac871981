/**
 * The server's bounded edges (issue 59): what a client can make it read, spend or render.
 *
 * - Bodies: every request body is read through a size limit (BODY_LIMIT): larger ones answer 413 before any
 *   handler (the embedded mock's writes, the forms' POST) sees them.
 * - Rates: the geographic-names proxy (it spends the site's account) and every write (a booking, an enquiry, a
 *   sign-up, a form posted before the scripts ran) are limited per client (express-rate-limit, in memory: one
 *   copy's share of the load balancer's traffic). With WEB_CONCURRENCY > 1 the workers count together, in the
 *   cluster's primary (@express-rate-limit/cluster-memory-store), so a client that opens connections to several
 *   workers gets the same budget as one that keeps one. Over the limit: 429 with `Retry-After`. The client is the
 *   socket's address, or X-Forwarded-For's entry TRUST_PROXY hops from the right (server/config.ts).
 * - Addresses: a page's URL has one spelling. A trailing slash or doubled slashes redirect (308) to the canonical
 *   path, and query parameters no page reads (src/domain/shared/pageParams.ts) are dropped the same way, so random
 *   query strings cost a redirect, not a render each.
 */
import cluster from 'node:cluster';
import express, { type NextFunction, type Request, type Response } from 'express';
import { rateLimit, type Options } from 'express-rate-limit';
import {
  ClusterMemoryStorePrimary,
  ClusterMemoryStoreWorker,
} from '@express-rate-limit/cluster-memory-store';
import { canonicalPageQuery } from '../src/domain/shared/pageParams';

/** The largest body any route reads (a booking with its travellers is some 5 KB). */
export const BODY_LIMIT = '100kb';

/** Reads any body through the limit: JSON parsed (the mock's handlers get it again), anything else as bytes. */
export function boundedBodies(): express.RequestHandler[] {
  return [
    express.json({ limit: BODY_LIMIT }),
    express.urlencoded({ limit: BODY_LIMIT, extended: false }),
    express.raw({ limit: BODY_LIMIT, type: () => true }),
  ];
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** In the cluster's primary (WEB_CONCURRENCY > 1): keeps the workers' counts, one store per limit. */
export function countRatesForWorkers(): void {
  new ClusterMemoryStorePrimary().init();
}

/**
 * A limit per client and minute. `name` names its count: in a cluster's worker the count is kept by the primary
 * (shared by the workers); in a single process, in its own memory.
 */
function limiter(name: string, options: Partial<Options>): express.RequestHandler {
  return rateLimit({
    windowMs: 60_000,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    ...(cluster.isWorker
      ? {
          store: new ClusterMemoryStoreWorker({ prefix: name }),
          // The primary not answering (in a second) lets the request through and logs it: a booking is never
          // refused because a count could not be kept.
          passOnStoreError: true,
        }
      : {}),
    // X-Forwarded-For is read only as far as TRUST_PROXY allows (express's req.ip): not trusting it is deliberate.
    validate: { xForwardedForHeader: false },
    handler: (_req, res, _next, used) => {
      res.status(used.statusCode).json({ success: false, message: 'Too many requests, try again later' });
    },
    ...options,
  });
}

/** Per client and minute: calls through the geographic-names proxy, and writes. */
export const GEONAMES_PER_MINUTE = 120;
export const WRITES_PER_MINUTE = 60;
/** Web Vitals beacons: one or two a page, so a visitor who browses fast stays well below it. */
export const VITALS_PER_MINUTE = 120;

export function geonamesLimit(): express.RequestHandler {
  return limiter('geonames', { limit: GEONAMES_PER_MINUTE });
}

/** The booking lookup posted without scripts: limited on its own, and answered in its page (server/formPosts.ts). */
export const LOOKUP_PATH = /^\/(vi|en)\/contact\/manage-booking$/;
export const LOOKUPS_PER_MINUTE = 10;

/** Paths with a limit of their own (not counted as writes). */
const OWN_LIMIT = (path: string) => LOOKUP_PATH.test(path) || path === '/vitals';

export function writeLimit(): express.RequestHandler {
  const limit = limiter('writes', { limit: WRITES_PER_MINUTE });
  return (req, res, next) =>
    WRITE_METHODS.has(req.method) && !OWN_LIMIT(req.path) ? limit(req, res, next) : next();
}

export function vitalsLimit(): express.RequestHandler {
  return limiter('vitals', { limit: VITALS_PER_MINUTE });
}

/**
 * Booking lookups per client and minute (guessing references): over the limit the page still answers, 429 with
 * `Retry-After` and its message (`res.locals.rateLimited`).
 */
export function lookupLimit(): express.RequestHandler {
  return limiter('lookups', {
    limit: LOOKUPS_PER_MINUTE,
    handler: (_req, res, next) => {
      res.locals.rateLimited = true;
      next();
    },
  });
}

/**
 * The canonical spelling of a page's address, or null when `url` is already it: no trailing slash (but the root),
 * no doubled slashes, only the query parameters pages read.
 */
export function canonicalPageUrl(url: string): string | null {
  const at = url.indexOf('?');
  const rawPath = at === -1 ? url : url.slice(0, at);
  const rawQuery = at === -1 ? '' : url.slice(at + 1);
  let path = rawPath.replace(/\/{2,}/g, '/');
  if (path.length > 1) path = path.replace(/\/+$/, '') || '/';
  const query = canonicalPageQuery(rawQuery);
  const next = `${path}${query ? `?${query}` : ''}`;
  const same = path === rawPath && (query === rawQuery || (query === '' && at === -1));
  return same ? null : next;
}

/** Sends a page request to its canonical address (308: the method and body are kept). */
export function canonicalAddress(req: Request, res: Response, next: NextFunction): void {
  if (req.method !== 'GET' && req.method !== 'HEAD') return next();
  const target = canonicalPageUrl(req.originalUrl);
  if (target === null) return next();
  res.setHeader('Cache-Control', 'public, max-age=3600');
  res.redirect(308, target);
}
