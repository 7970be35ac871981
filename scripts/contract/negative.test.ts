/**
 * @jest-environment node
 *
 * contract:check's bad requests, stateful checks, reports and exit codes (issue 34).
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { JSDOM } from 'jsdom';
import { runCheck, type CheckReport } from './check';
import { startExampleServer, type Defect } from './exampleServer';
import { exampleValues } from './validator';
import { applyBodyCase, badValues, bodyCases, describeCase } from './negative';
import { coverage, formatReport, percentile, timings } from './report';

const run = promisify(execFile);
const root = path.resolve(__dirname, '../..');
const cli = ['-r', 'ts-node/register', path.join(root, 'scripts/contract/check.ts')];

const failedNotes = (report: CheckReport) =>
  report.rows.filter((row) => row.result === 'FAIL').map((row) => `${row.operationId}: ${row.note ?? ''}`);

describe('bad requests generated from the contract', () => {
  it('makes values of the wrong type, out of range, outside the enum and too long, the same for the same seed', () => {
    const perPage = badValues('per_page', { type: 'integer', minimum: 1, maximum: 100 }, 42, true);
    expect(perPage.map((c) => c.kind)).toEqual(['wrong type', 'below minimum', 'above maximum']);
    const [wrong, below, above] = perPage;
    expect(typeof wrong.value).toBe('string');
    expect(Number.isNaN(Number(wrong.value))).toBe(true);
    expect(below.value).toBeLessThan(1);
    expect(above.value).toBeGreaterThan(100);
    expect(above.cap).toBe(100);
    expect(badValues('per_page', { type: 'integer', minimum: 1, maximum: 100 }, 42, true)).toEqual(perPage);

    const [sort] = badValues('sort', { type: 'string', enum: ['recommended', 'price_asc'] }, 7, true);
    expect(sort.kind).toBe('outside enum');
    expect(['recommended', 'price_asc']).not.toContain(sort.value);
    const long = badValues('name', { type: 'string', maxLength: 100 }, 7, false).find(
      (c) => c.kind === 'too long',
    );
    expect(String(long?.value).length).toBeGreaterThan(100);
    const [star] = badValues(
      'stars[]',
      { type: 'array', items: { type: 'integer', minimum: 1, maximum: 5 } },
      3,
      true,
    ).filter((c) => c.kind === 'above maximum');
    expect((star.value as number[])[0]).toBeGreaterThan(5);
  });

  it('leaves out each required field of a body and breaks each field, one at a time', () => {
    const schema = {
      type: 'object',
      required: ['email', 'name'],
      properties: { email: { type: 'string', format: 'email' }, name: { type: 'string', minLength: 1 } },
    };
    const cases = bodyCases(schema, 1);
    expect(cases.map(describeCase).slice(0, 2)).toEqual(['email missing', 'name missing']);
    expect(cases.map((c) => `${c.field} ${c.kind}`)).toEqual([
      'email missing',
      'name missing',
      'email wrong type',
      'email bad format',
      'name wrong type',
      'name empty',
    ]);
    expect(applyBodyCase({ email: 'a@b.co', name: 'An' }, cases[0])).toEqual({ name: 'An' });
  });
});

/** The five request-handling defects of issue 34, each in its own operation. */
function brokenService(): Partial<Record<string, Defect>> {
  let bookings = 0;
  return {
    listTours: (answer, { url }) => {
      const perPage = url.searchParams.get('per_page');
      if (perPage !== null && !/^\d+$/.test(perPage))
        return { status: 500, contentType: 'application/json', body: { message: 'Server Error' } };
      if (perPage !== null && Number(perPage) > 100) {
        const example = Object.values(exampleValues('listTours', '200'))[0] as Record<string, unknown>;
        const item = (example.data as unknown[])[0];
        return {
          ...answer,
          status: 200,
          body: { ...example, data: Array.from({ length: Number(perPage) }, () => item) },
        };
      }
      return answer;
    },
    getTourReviews: (answer, { url }) =>
      answer.status === 422 &&
      url.searchParams.get('type') !== 'tour' &&
      url.searchParams.get('type') !== 'category'
        ? {
            ...answer,
            status: 200,
            body: { success: true, data: { reviews: [], ratingFilters: [], total: 0 } },
          }
        : answer,
    createBooking: (answer, { body }) => {
      const record = body as Record<string, unknown> | undefined;
      const accepted =
        answer.status === 422 && record && !('email' in record) ? { ...answer, status: 201 } : answer;
      if (accepted.status !== 201) return accepted;
      bookings += 1;
      // A new booking for every request, a repeated Idempotency-Key included.
      const created = accepted.body as { booking: Record<string, unknown> };
      return { ...accepted, body: { ...created, booking: { ...created.booking, id: 1000 + bookings } } };
    },
  };
}

describe('contract:check against a service that mishandles requests', () => {
  it('names each defect: a 5xx for a bad parameter, an over-long list, a booking without e-mail, a repeated key, an unknown type', async () => {
    const server = await startExampleServer(brokenService());
    try {
      const report = await runCheck({ baseUrl: server.url, langs: ['vi'], limit: 1, write: true, seed: 5 });
      expect(report.ok).toBe(false);
      const notes = failedNotes(report);
      expect(notes).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^listTours: bad request: per_page wrong type/),
          expect.stringMatching(/^listTours: bad request: per_page above maximum/),
          'createBooking: bad request: email missing',
          'createBooking: same Idempotency-Key',
          expect.stringMatching(/^getTourReviews: bad request: type outside enum/),
        ]),
      );
      const overLong = report.rows.find((row) => row.note?.startsWith('bad request: per_page above maximum'));
      expect(overLong?.errors).toContainEqual(
        expect.objectContaining({ message: 'a list longer than its cap', expected: 'at most 100 items' }),
      );
      const fiveHundred = report.rows.find((row) => row.note?.startsWith('bad request: per_page wrong type'));
      expect(fiveHundred?.status).toBe(500);
    } finally {
      await server.close();
    }
  });

  it('sends no bad body and creates nothing without --write', async () => {
    const server = await startExampleServer();
    try {
      const report = await runCheck({ baseUrl: server.url, langs: ['en'], limit: 1, seed: 9 });
      expect(report.ok).toBe(true);
      expect(server.requests.filter((request) => !request.startsWith('GET '))).toEqual([]);
      expect(report.rows.some((row) => row.note?.startsWith('bad request'))).toBe(true);
    } finally {
      await server.close();
    }
  });
});

describe('contract:check reports', () => {
  it('counts every operation × declared status and times each operation', async () => {
    const server = await startExampleServer();
    try {
      const report = await runCheck({ baseUrl: server.url, langs: ['vi'], limit: 1, seed: 1 });
      const cover = coverage(report.rows);
      expect(cover).toContainEqual({ operationId: 'listTours', status: '422', exercised: true });
      expect(cover).toContainEqual({ operationId: 'listTours', status: '500', exercised: false });
      const listTours = timings(report.rows).find((t) => t.operationId === 'listTours');
      expect(listTours?.calls).toBeGreaterThan(10);
      expect(listTours!.p95).toBeGreaterThanOrEqual(listTours!.p50);
      const table = formatReport(report, 'table');
      expect(table).toMatch(
        /^Coverage: \d+ of \d+ declared responses exercised; not exercised: .*listTours 500/m,
      );
      expect(table).toMatch(/listTours p50 \d+ \/ p95 \d+/);
      expect(table).toContain('Bad requests generated with seed 1 (repeat with --seed 1).');

      const json = JSON.parse(formatReport(report, 'json')) as { ok: boolean; seed: number; rows: unknown[] };
      expect(json).toMatchObject({ ok: true, seed: 1 });
      expect(json.rows).toHaveLength(report.rows.length);
    } finally {
      await server.close();
    }
    expect(percentile([5, 1, 3, 2, 4], 50)).toBe(3);
    expect(percentile([5, 1, 3, 2, 4], 95)).toBe(5);
  });

  it('writes JUnit XML that parses and counts what the table counts', async () => {
    const server = await startExampleServer({ getHeader: (a) => ({ ...a, status: 201 }) });
    try {
      const report = await runCheck({ baseUrl: server.url, langs: ['vi'], limit: 1, seed: 2 });
      const doc = new JSDOM(formatReport(report, 'junit'), { contentType: 'text/xml' }).window.document;
      expect(doc.querySelector('parsererror')).toBeNull();
      const suites = doc.querySelector('testsuites')!;
      const failed = report.rows.filter((row) => row.result === 'FAIL').length;
      expect(Number(suites.getAttribute('tests'))).toBe(report.rows.length);
      expect(Number(suites.getAttribute('failures'))).toBe(failed);
      expect(doc.querySelectorAll('testcase')).toHaveLength(report.rows.length);
      expect(doc.querySelectorAll('testcase > failure')).toHaveLength(failed);
      expect(doc.querySelector('testsuite[name="getHeader"] failure')?.getAttribute('message')).toContain(
        'unexpected status',
      );
    } finally {
      await server.close();
    }
  });

  it('exits 2 when it cannot run (bad arguments, unreachable service), and writes the report to --output', async () => {
    await expect(
      run(process.execPath, [...cli, '--base-url', 'http://x', '--reporter', 'xml'], { cwd: root }),
    ).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining('--reporter must be table, json or junit'),
    });
    await expect(
      run(process.execPath, [...cli, '--base-url', 'http://127.0.0.1:9', '--timeout', '2000'], { cwd: root }),
    ).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('could not be reached') });

    const dir = mkdtempSync(path.join(os.tmpdir(), 'contract-check-'));
    const server = await startExampleServer();
    try {
      const file = path.join(dir, 'report.xml');
      const { stdout } = await run(
        process.execPath,
        [
          ...cli,
          '--base-url',
          server.url,
          '--lang',
          'en',
          '--limit',
          '1',
          '--seed',
          '3',
          '--reporter',
          'junit',
          '--output',
          file,
        ],
        { cwd: root },
      );
      expect(stdout).toContain('the service conforms to the contract');
      expect(readFileSync(file, 'utf8')).toMatch(
        /^<\?xml version="1.0" encoding="UTF-8"\?>\n<testsuites name="contract:check \(seed 3\)"/,
      );
    } finally {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60000);
});
