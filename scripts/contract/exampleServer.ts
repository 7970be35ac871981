/**
 * A tiny HTTP server that answers every content-service operation with the contract's own examples (the `vi` or
 * `en` example by language, else the first one). Unknown slugs (MISSING_SLUG) and unknown booking ids answer the
 * 404 example; invalid request bodies the 422 example, invalid query parameters the operation's declared refusal. `defects` replace chosen answers, so tests can serve a
 * deliberately broken service. Used by the checker's tests; handy to try the checker by hand.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { MISSING_SLUG } from './check';
import {
  exampleValues,
  listOperations,
  validateQuery,
  validateRequestBody,
  type Operation,
} from './validator';

export interface Answer {
  status: number;
  contentType: string;
  body: unknown;
}

export type Defect = (
  answer: Answer,
  context: {
    operationId: string;
    lang?: string;
    url: URL;
    body?: unknown;
    headers: http.IncomingHttpHeaders;
  },
) => Answer;

export interface RunningServer {
  url: string;
  requests: string[];
  close: () => Promise<void>;
}

function route(op: Operation): RegExp {
  const source = op.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{(\w+)\}/g, '(?<$1>[^/]+)');
  return new RegExp(`^${source}$`);
}

function example(operationId: string, status: string, lang?: string): unknown {
  const examples = exampleValues(operationId, status);
  return (lang && lang in examples ? examples[lang] : Object.values(examples)[0]) ?? null;
}

export async function startExampleServer(
  defects: Partial<Record<string, Defect>> = {},
): Promise<RunningServer> {
  const ops = listOperations()
    .filter((op) => op.file === 'content-service.yaml')
    .map((op) => ({ op, re: route(op) }));
  const requests: string[] = [];

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      requests.push(`${req.method} ${url.pathname}${url.search}`);
      const match = ops
        .map(({ op, re }) => ({ op, m: req.method === op.method ? re.exec(url.pathname) : null }))
        .find(({ op, m }) => m && (!m.groups?.lang || ['vi', 'en'].includes(m.groups.lang)) && op);
      if (!match?.m) {
        res
          .writeHead(404, { 'Content-Type': 'application/json' })
          .end(JSON.stringify({ message: 'No route' }));
        return;
      }
      const { op } = match;
      let body: unknown;
      try {
        body = op.hasRequestBody ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : undefined;
      } catch {
        body = undefined;
      }
      const groups = match.m.groups ?? {};
      const lang = groups.lang;
      const success = op.statuses.find((s) => s.startsWith('2')) ?? '200';
      let answer: Answer = {
        status: Number(success),
        contentType: 'application/json',
        body: example(op.operationId, success, lang),
      };

      const missing =
        groups.slug === MISSING_SLUG ||
        url.searchParams.get('slug') === MISSING_SLUG ||
        groups.id === '2147483647';
      // A bad query: the operation's declared refusal (422, else 400, else 404), as a conforming service would.
      const refusal = ['422', '400', '404'].find((status) => op.statuses.includes(status));
      const badQuery = validateQuery(op.operationId, url.searchParams).length > 0;
      if (missing && op.statuses.includes('404')) {
        answer = { status: 404, contentType: 'application/json', body: example(op.operationId, '404', lang) };
      } else if (badQuery && refusal) {
        answer = {
          status: Number(refusal),
          contentType: 'application/json',
          body: example(op.operationId, refusal, lang),
        };
      } else if (op.hasRequestBody) {
        if (!validateRequestBody(op.operationId, body).ok) {
          answer = {
            status: 422,
            contentType: 'application/json',
            body: example(op.operationId, '422', lang),
          };
        }
      }
      const defect = defects[op.operationId];
      if (defect)
        answer = defect(answer, { operationId: op.operationId, lang, url, body, headers: req.headers });
      const payload = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
      res.writeHead(answer.status, { 'Content-Type': answer.contentType }).end(payload);
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))),
  };
}
