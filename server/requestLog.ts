/**
 * One JSON line per request (pino), written once the answer has been sent, and nothing personal in it:
 *
 * - `id`: the request's id, taken from `X-Request-Id` when a proxy in front set a well-formed one, else made here;
 *   sent back in `X-Request-Id` so a visitor's report can be found in the log.
 * - `ip` (the client as TRUST_PROXY allows, server/config.ts), `ua` (user agent, cut to 200 characters).
 * - `method`, `path` (the path only: a query string can carry what a visitor typed), `query` (the names of its
 *   parameters), `status`, `bytes` (what went out on the connection), `ms`, and what a render adds (render time,
 *   passes, the page cache, the content-service calls (paths without their query) and their longest time).
 *
 * The rest of what the server writes goes through the same logger (server/main.ts sends `console` to it), so the
 * stream is JSON lines only.
 */
import { randomUUID } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import type { Logger } from 'pino';
import type { PageSource } from './pageCache';
import type { CallRecord } from './upstream';

/** What the page handler adds to a request's line. */
export interface RequestLog {
  renderMs?: number;
  /** Render passes the page took (1 when its route's calls were all known before rendering). */
  passes?: number;
  /** The page came from the page cache ('hit', or 'stale' while a new copy is made) or another request's render. */
  page?: Exclude<PageSource, 'miss'>;
  /** The rendered page's shared parts: copied from a kept render, or rendered (for the metrics, not the log line). */
  fragments?: { copied: number; rendered: number };
  calls?: CallRecord[];
  cache?: string;
}

const REQUEST_ID = /^[\w.:-]{1,128}$/;

/** The request's id: a proxy's well-formed X-Request-Id, else a new one. */
export function requestId(req: Request): string {
  const given = req.get('x-request-id');
  return given && REQUEST_ID.test(given) ? given : randomUUID();
}

/** What a render adds to a log line. */
export function renderFields(log: RequestLog): { renderMs?: number; passes?: number } {
  return {
    ...(log.renderMs !== undefined ? { renderMs: log.renderMs } : {}),
    ...(log.passes !== undefined ? { passes: log.passes } : {}),
  };
}

/** The names of a URL's query parameters (their values stay out of the log). */
function queryNames(url: string): string[] | undefined {
  const at = url.indexOf('?');
  if (at === -1 || at === url.length - 1) return undefined;
  return [...new Set([...new URLSearchParams(url.slice(at + 1)).keys()])].slice(0, 20);
}

export function requestLog(logger: Logger): RequestHandler {
  return (req: Request, res: Response, next) => {
    const started = process.hrtime.bigint();
    const id = requestId(req);
    const log: RequestLog = {};
    res.locals.log = log;
    res.locals.requestId = id;
    res.setHeader('X-Request-Id', id);
    // Taken now: a mounted handler (/assets) sees a shortened req.url.
    const path = req.originalUrl.split('?', 1)[0];
    const query = queryNames(req.originalUrl);
    const socket = req.socket;
    const bytesBefore = socket.bytesWritten;
    res.on('finish', () => {
      logger.info({
        id,
        method: req.method,
        path,
        ...(query ? { query } : {}),
        status: res.statusCode,
        bytes: socket.bytesWritten - bytesBefore,
        ms: Math.round(Number(process.hrtime.bigint() - started) / 1e5) / 10,
        ip: req.ip,
        ua: (req.get('user-agent') ?? '').slice(0, 200),
        ...renderFields(log),
        ...(log.page ? { page: log.page } : {}),
        ...(log.cache ? { cache: log.cache } : {}),
        ...(log.calls?.length
          ? {
              // The call's path without its query (a keyword is what a visitor typed).
              calls: log.calls.map((call) => ({ ...call, path: call.path.split('?', 1)[0] })),
              callsMs: Math.max(...log.calls.map((call) => call.ms)),
            }
          : {}),
      });
    });
    next();
  };
}
