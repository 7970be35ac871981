/** The contract checker's probe: one call, its answer checked against the contract, a report row. */
import { listOperations, validateResponse, type Operation } from './validator';
import { CheckOptions, CheckRow, ProbeSpec, queryString } from './types';

export class Checker {
  readonly rows: CheckRow[] = [];
  private readonly ops = new Map<string, Operation>(listOperations().map((op) => [op.operationId, op]));

  constructor(private readonly options: CheckOptions) {}

  private baseFor(op: Operation): string | undefined {
    const base = op.file === 'geonames.yaml' ? this.options.geonamesBaseUrl : this.options.baseUrl;
    return base?.replace(/\/+$/, '');
  }

  /** Calls one operation and records a row; gives the parsed body when the call conformed. */
  async probe(operationId: string, spec: ProbeSpec = {}): Promise<unknown> {
    const op = this.ops.get(operationId);
    if (!op) throw new Error(`Unknown operationId ${operationId}`);
    const params: Record<string, string | number> = {
      ...(spec.lang ? { lang: spec.lang } : {}),
      ...spec.pathParams,
    };
    const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(params[name])));
    const url = `${this.baseFor(op)}${path}${queryString(spec.query)}`;
    const expected = spec.expect ?? [200];
    const row: CheckRow = {
      operationId,
      lang: spec.lang ?? '-',
      method: op.method,
      url,
      status: '-',
      expected,
      result: 'PASS',
      note: spec.note,
      errors: [],
    };
    this.rows.push(row);

    let response: Response;
    const started = performance.now();
    try {
      response = await fetch(url, {
        method: op.method,
        headers: {
          Accept: 'application/json',
          ...(spec.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
          ...spec.headers,
        },
        body: spec.body !== undefined ? JSON.stringify(spec.body) : undefined,
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 15000),
      });
    } catch (error) {
      row.ms = Math.round(performance.now() - started);
      row.status = 'network error';
      row.result = 'FAIL';
      row.errors.push({
        pointer: '',
        message: 'request failed',
        expected: `status ${expected.join(' | ')}`,
        found: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
      });
      return undefined;
    }

    row.status = response.status;
    const contentType = response.headers.get('content-type');
    const text = await response.text();
    row.ms = Math.round(performance.now() - started);
    if (this.options.maxMs !== undefined && row.ms > this.options.maxMs) {
      row.errors.push({
        pointer: '',
        message: 'slower than --max-ms',
        expected: `at most ${this.options.maxMs} ms`,
        found: `${row.ms} ms`,
      });
    }
    let body: unknown = text;
    const looksJson = /json/i.test(contentType ?? '');
    if (looksJson) {
      try {
        body = text === '' ? undefined : JSON.parse(text);
      } catch {
        row.errors.push({
          pointer: '',
          message: 'the body is not valid JSON',
          expected: 'JSON',
          found: `text ${JSON.stringify(text.slice(0, 60))}`,
        });
      }
    }
    if (!expected.includes(response.status)) {
      row.errors.push({
        pointer: '',
        message: 'unexpected status',
        expected: `status ${expected.join(' | ')}`,
        found: `status ${response.status}`,
      });
    }
    if (row.errors.every((e) => e.message !== 'the body is not valid JSON')) {
      row.errors.push(...validateResponse(operationId, response.status, contentType, body).errors);
    }
    if (spec.check && response.ok) {
      const problem = spec.check(body);
      if (problem) row.errors.push(problem);
    }
    row.result = row.errors.length ? 'FAIL' : 'PASS';
    // Discovery goes on from any successful JSON answer, even one with defects (they are reported above).
    return response.ok && typeof body === 'object' ? body : undefined;
  }

  operation(operationId: string): Operation {
    const op = this.ops.get(operationId);
    if (!op) throw new Error(`Unknown operationId ${operationId}`);
    return op;
  }

  /** A behaviour the contract promises was not kept (e.g. a repeated Idempotency-Key made a second booking). */
  fail(operationId: string, note: string, message: string): void {
    const op = this.ops.get(operationId);
    this.rows.push({
      operationId,
      lang: '-',
      method: op?.method ?? 'GET',
      url: '-',
      status: '-',
      expected: [],
      result: 'FAIL',
      note,
      errors: [{ pointer: '', message, expected: 'as the contract describes', found: message }],
    });
  }

  skip(operationId: string, lang: string, note: string): void {
    const op = this.ops.get(operationId);
    this.rows.push({
      operationId,
      lang,
      method: op?.method ?? 'GET',
      url: '-',
      status: '-',
      expected: [],
      result: 'SKIP',
      note,
      errors: [],
    });
  }
}
