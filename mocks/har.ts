/**
 * Recorded traffic as mocks (issue 34).
 *
 * - Recording: `recordingProxy(baseUrl)` is an HTTP server that forwards every request to the content service at
 *   `baseUrl` and keeps each exchange as a HAR entry, checking each answer against the contract as it is recorded
 *   (scripts/contract/validator.ts). `npm run mock:record` (scripts/mock-record.ts) points the site's production
 *   server at it and visits the site's pages.
 * - Replaying: `harHandlers(har)` gives MSW request handlers made by MSW's own tool (`@mswjs/source` `fromTraffic`),
 *   with each recorded URL matched on any origin and without the recorded delay. Put them before the dataset's
 *   handlers (`server.use(...harHandlers(har))` in jest, `npm run mock-api -- --har FILE`): a call the recording
 *   has is answered as recorded, any other call by the dataset.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import type { Entry, Har } from 'har-format';
import type { HttpHandler } from 'msw';
import { fromTraffic } from '@mswjs/source/traffic';
import { listOperations, validateResponse } from '../scripts/contract/validator';

export type { Har };

export function readHar(file: string): Har {
  return JSON.parse(readFileSync(file, 'utf8')) as Har;
}

/** The operation of the content service a request path belongs to, or undefined (images, unknown paths). */
export function operationFor(method: string, pathname: string): string | undefined {
  for (const op of listOperations()) {
    if (op.method !== method.toUpperCase()) continue;
    const pattern = new RegExp(`^${op.path.replace(/\{\w+\}/g, '[^/]+')}$`);
    if (pattern.test(pathname)) return op.operationId;
  }
  return undefined;
}

/** MSW handlers that answer the recorded exchanges (on any origin, at once), newest recording first per URL. */
export function harHandlers(har: Har): HttpHandler[] {
  return fromTraffic(har, (entry: Entry) => {
    const url = new URL(entry.request.url);
    return { ...entry, time: 0, request: { ...entry.request, url: `*${url.pathname}${url.search}` } };
  });
}

export interface Recording {
  /** The proxy's base URL (give it to the site as CONTENT_API_URL). */
  url: string;
  har: () => Har;
  /** Answers that broke the contract while recording: 'GET /api/en/tours → /data/0/title: …'. */
  problems: string[];
  close: () => Promise<void>;
}

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'content-encoding',
]);

/** Starts a recording proxy in front of the content service at `baseUrl`. */
export async function recordingProxy(baseUrl: string): Promise<Recording> {
  const entries: Entry[] = [];
  const problems: string[] = [];
  const base = baseUrl.replace(/\/+$/, '');
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      void (async () => {
        const started = new Date();
        const target = new URL(`${base}${req.url ?? '/'}`);
        const body = chunks.length ? Buffer.concat(chunks).toString('utf8') : undefined;
        const headers: Record<string, string> = {};
        for (const [name, value] of Object.entries(req.headers))
          if (
            typeof value === 'string' &&
            !HOP_BY_HOP.has(name) &&
            name !== 'host' &&
            name !== 'accept-encoding'
          )
            headers[name] = value;
        try {
          const answer = await fetch(target, { method: req.method, headers, body });
          const text = await answer.text();
          const time = Date.now() - started.getTime();
          const contentType = answer.headers.get('content-type') ?? '';
          const operationId = operationFor(req.method ?? 'GET', target.pathname);
          if (operationId) {
            let parsed: unknown = text;
            try {
              parsed = /json/i.test(contentType) && text ? JSON.parse(text) : text;
            } catch {
              parsed = text;
            }
            const result = validateResponse(operationId, answer.status, contentType, parsed);
            for (const error of result.errors)
              problems.push(
                `${req.method} ${target.pathname}${target.search} → ${error.pointer || '(response)'}: ${error.message}`,
              );
          }
          entries.push({
            startedDateTime: started.toISOString(),
            time,
            request: {
              method: req.method ?? 'GET',
              url: target.href,
              httpVersion: 'HTTP/1.1',
              cookies: [],
              headers: Object.entries(headers).map(([name, value]) => ({ name, value })),
              queryString: [...target.searchParams].map(([name, value]) => ({ name, value })),
              ...(body !== undefined
                ? { postData: { mimeType: headers['content-type'] ?? 'application/json', text: body } }
                : {}),
              headersSize: -1,
              bodySize: body?.length ?? 0,
            },
            response: {
              status: answer.status,
              statusText: answer.statusText,
              httpVersion: 'HTTP/1.1',
              cookies: [],
              headers: [{ name: 'Content-Type', value: contentType }],
              content: { size: text.length, mimeType: contentType, text },
              redirectURL: '',
              headersSize: -1,
              bodySize: text.length,
            },
            cache: {},
            timings: { send: 0, wait: time, receive: 0 },
          });
          res.writeHead(answer.status, { 'Content-Type': contentType }).end(text);
        } catch (error) {
          problems.push(`${req.method} ${target.pathname}${target.search} → no answer (${String(error)})`);
          res.writeHead(502, { 'Content-Type': 'application/json' }).end('{"message":"Bad gateway"}');
        }
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    problems,
    har: () => ({
      log: {
        version: '1.2',
        creator: { name: 'vivu mock:record', version: '1' },
        entries: [...entries].sort((a, b) => a.startedDateTime.localeCompare(b.startedDateTime)),
      },
    }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
