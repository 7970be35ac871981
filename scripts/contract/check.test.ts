/**
 * @jest-environment node
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { formatReport, parseArgs, runCheck, type CheckReport } from './check';
import { startExampleServer, type Defect, type RunningServer } from './exampleServer';

const run = promisify(execFile);

async function checkAgainst(defects: Partial<Record<string, Defect>>): Promise<CheckReport> {
  const server = await startExampleServer(defects);
  try {
    return await runCheck({ baseUrl: server.url, langs: ['vi', 'en'], limit: 2 });
  } finally {
    await server.close();
  }
}

function failures(report: CheckReport) {
  return report.rows
    .filter((row) => row.result === 'FAIL')
    .map((row) => ({ operationId: row.operationId, lang: row.lang, status: row.status, errors: row.errors }));
}

describe('contract checker', () => {
  it('passes a service that answers exactly as the contract examples, calling every GET operation', async () => {
    const server = await startExampleServer();
    try {
      const report = await runCheck({ baseUrl: server.url });
      expect(failures(report)).toEqual([]);
      expect(report.ok).toBe(true);
      const checked = new Set(report.rows.filter((r) => r.result === 'PASS').map((r) => r.operationId));
      expect([...checked].sort()).toEqual(
        [
          'getAppSettings',
          'getArticle',
          'getBanners',
          'getFooter',
          'getHeader',
          'getHomeTours',
          'getHomepageData',
          'getMediaSections',
          'getPopularDestinations',
          'getSiteSettings',
          'getTour',
          'getTourReviews',
          'getToursOfCategory',
          'getTravelDealsOfCategory',
          'listBankAccounts',
          'listTours',
        ].sort(),
      );
      // Slugs come from the list answers; both languages are called; nothing is written without --write.
      expect(server.requests).toContain('GET /api/vi/tours/ha-long-sapa-6-ngay');
      expect(server.requests).toContain('GET /api/en/tours/ha-long-sapa-6-days');
      expect(server.requests).toContain('GET /api/vi/homepage-data?slug=diem-den');
      expect(server.requests).toContain('GET /api/vi/articles/cam-nang-du-lich');
      expect(server.requests).toContain(
        'GET /api/vi/tour-reviews-show?type=tour&slug=ha-long-sapa-6-ngay&page=1&per_page=10&stars[]=5&stars[]=4',
      );
      expect(server.requests.filter((r) => !r.startsWith('GET '))).toEqual([]);
    } finally {
      await server.close();
    }
  });

  it('with --write also posts contacts, newsletter and a booking, then confirms its payment', async () => {
    const server = await startExampleServer();
    try {
      const report = await runCheck({ baseUrl: server.url, langs: ['vi'], limit: 1, write: true });
      const writes = report.rows.filter((r) => r.method !== 'GET' && !r.note?.startsWith('bad request'));
      expect(writes.filter((r) => r.url !== '-').map((r) => [r.operationId, r.note ?? '', r.status])).toEqual(
        [
          ['createContact', '', 200],
          ['createContact', 'invalid', 422],
          ['subscribeNewsletter', '', 200],
          ['subscribeNewsletter', 'invalid', 422],
          ['createBooking', 'invalid', 422],
          ['createBooking', 'room not of this departure', 201],
          ['createBooking', 'more than available', 201],
          ['createBooking', 'status other than pending', 422],
          ['createBooking', '', 201],
          ['createBooking', 'same Idempotency-Key', 201],
          ['createBooking', 'same Idempotency-Key, other body', 201],
          ['updateBookingPayment', 'confirm the payment', 200],
          ['createBooking', 'to cancel', 201],
          ['updateBookingPayment', 'cancel', 200],
          ['updateBookingPayment', 'unknown id', 404],
          ['createTourEnquiry', '', 201],
          ['createTourEnquiry', 'invalid', 422],
          ['createTourEnquiry', 'unknown trip', 201],
        ],
      );
      // The example service ignores rooms and stock and answers a reused Idempotency-Key with another body as if
      // new: the three probes are (rightly) reported.
      expect(failures(report)).toEqual([
        expect.objectContaining({
          operationId: 'createBooking',
          errors: [
            { pointer: '', message: 'unexpected status', expected: 'status 400', found: 'status 201' },
          ],
        }),
        expect.objectContaining({
          operationId: 'createBooking',
          errors: [
            { pointer: '', message: 'unexpected status', expected: 'status 409', found: 'status 201' },
          ],
        }),
        expect.objectContaining({
          operationId: 'createBooking',
          errors: [
            { pointer: '', message: 'unexpected status', expected: 'status 422', found: 'status 201' },
          ],
        }),
        // …and answers an enquiry about a trip that does not exist.
        expect.objectContaining({
          operationId: 'createTourEnquiry',
          errors: [
            { pointer: '', message: 'unexpected status', expected: 'status 404', found: 'status 201' },
          ],
        }),
      ]);
    } finally {
      await server.close();
    }
  });

  it('finds a wrong type, with its JSON pointer, expected and found', async () => {
    const report = await checkAgainst({
      listTours: (answer) => ({ ...answer, body: { ...(answer.body as object), total: '1' } }),
    });
    expect(report.ok).toBe(false);
    const found = failures(report);
    // Every listing call of each language: search page, suggestion source, with filters, three sorts.
    expect(found.map((f) => `${f.operationId}/${f.lang}`)).toEqual([
      ...Array<string>(6).fill('listTours/vi'),
      ...Array<string>(6).fill('listTours/en'),
    ]);
    expect(found[0].errors).toEqual([
      { pointer: '/total', message: 'must be integer', expected: 'type integer', found: 'string "1"' },
    ]);
  });

  it('finds a missing required field', async () => {
    const report = await checkAgainst({
      getTour: (answer) => {
        if (answer.status !== 200) return answer;
        const { data } = answer.body as { data?: Record<string, unknown> };
        const tour = { ...(data ?? (answer.body as Record<string, unknown>)) };
        delete tour.title;
        return { ...answer, body: { success: true, data: tour } };
      },
    });
    expect(report.ok).toBe(false);
    const tourErrors = failures(report).filter((f) => f.operationId === 'getTour');
    expect(tourErrors.map((f) => f.lang)).toEqual(['vi', 'vi', 'en']);
    // (`data` may also be null: that alternative is reported too.)
    expect(tourErrors[0].errors).toEqual(
      expect.arrayContaining([
        {
          pointer: '/data/title',
          message: 'missing required property "title"',
          expected: 'present',
          found: 'absent',
        },
      ]),
    );
  });

  it('finds a wrong content type', async () => {
    const report = await checkAgainst({
      getFooter: () => ({ status: 200, contentType: 'text/html; charset=utf-8', body: '<footer></footer>' }),
    });
    expect(failures(report)).toEqual([
      {
        operationId: 'getFooter',
        lang: 'vi',
        status: 200,
        errors: [
          {
            pointer: '',
            message: 'wrong content type',
            expected: 'Content-Type application/json',
            found: 'Content-Type text/html; charset=utf-8',
          },
        ],
      },
      expect.objectContaining({ operationId: 'getFooter', lang: 'en' }),
    ]);
  });

  it('finds a wrong status: an error for a known slug, and 200 for an unknown one', async () => {
    const report = await checkAgainst({
      getBanners: () => ({
        status: 500,
        contentType: 'application/json',
        body: { success: false, message: 'boom' },
      }),
      getArticle: (answer) =>
        answer.status === 404 ? { ...answer, status: 200, body: { success: true, data: null } } : answer,
    });
    const found = failures(report);
    expect(found.find((f) => f.operationId === 'getBanners')?.errors).toEqual([
      { pointer: '', message: 'unexpected status', expected: 'status 200', found: 'status 500' },
    ]);
    expect(found.find((f) => f.operationId === 'getArticle')?.errors).toEqual([
      { pointer: '', message: 'unexpected status', expected: 'status 404', found: 'status 200' },
      { pointer: '/data', message: 'must be object', expected: 'type object', found: 'null' },
    ]);
  });

  it('prints the table and the precise problems', async () => {
    const report = await checkAgainst({
      getBanners: (answer) => ({ ...answer, body: { success: true, data: [{ type: 'gif' }] } }),
    });
    const text = formatReport(report);
    expect(text).toMatch(/^operation\s+lang\s+status\s+ms\s+result\s+url$/m);
    expect(text).toMatch(
      /^getBanners\s+vi\s+200\s+\d+\s+FAIL\s+GET http:\/\/127\.0\.0\.1:\d+\/api\/vi\/banners$/m,
    );
    expect(text).toContain(
      '    /data/0/type: not one of the allowed values — expected one of ["video","image","youtube_link","image_link"], found string "gif"',
    );
    expect(text).toMatch(/the service does NOT conform to the contract$/);
  });

  it('parses its command line', () => {
    expect(parseArgs(['--base-url', 'http://x', '--lang', 'en', '--write'])).toMatchObject({
      baseUrl: 'http://x',
      langs: ['en'],
      write: true,
    });
    expect(() => parseArgs([])).toThrow(/Usage: npm run contract:check/);
    expect(() => parseArgs(['--base-url=http://x', '--lang=fr'])).toThrow('Unsupported language fr');
  });

  it('exits non-zero from the command line when the service does not conform, zero when it does', async () => {
    const root = path.resolve(__dirname, '../..');
    const cli = ['-r', 'ts-node/register', path.join(root, 'scripts/contract/check.ts')];
    let broken: RunningServer | undefined;
    let good: RunningServer | undefined;
    try {
      broken = await startExampleServer({ getHeader: (a) => ({ ...a, status: 201 }) });
      await expect(
        run(process.execPath, [...cli, '--base-url', broken.url, '--lang', 'vi'], { cwd: root }),
      ).rejects.toMatchObject({
        code: 1,
        stdout: expect.stringContaining('getHeader [vi] GET'),
      });
      good = await startExampleServer();
      const { stdout } = await run(process.execPath, [...cli, '--base-url', good.url, '--lang', 'en'], {
        cwd: root,
      });
      expect(stdout).toMatch(/the service conforms to the contract$/m);
    } finally {
      await broken?.close();
      await good?.close();
    }
  }, 60000);
});

describe('contract checker against the mock content service (mocks/server/app.ts)', () => {
  it('finds that the mock conforms, reads included, writes included', async () => {
    // Loaded lazily so the checker's own tests do not depend on the mock.
    const { createMockApp } = await import('../../mocks/server/app');
    const app = createMockApp();
    const server = await new Promise<import('node:http').Server>((resolve) => {
      const s = app.listen(0, '127.0.0.1', () => resolve(s));
    });
    try {
      const { port } = server.address() as import('node:net').AddressInfo;
      const base = `http://127.0.0.1:${port}`;
      const report = await runCheck({
        baseUrl: base,
        write: true,
        geonamesBaseUrl: `${base}/geonames`,
        geonamesUsername: 'mock',
      });
      if (!report.ok) console.error(formatReport(report));
      expect(failures(report)).toEqual([]);
      expect(report.rows.filter((r) => r.result === 'SKIP')).toEqual([]);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  }, 60000);
});

describe('contract checker: sorting', () => {
  it('reports a service that ignores sort=price_asc', async () => {
    const report = await checkAgainst({
      listTours: (answer, { url }) => {
        if (url.searchParams.get('sort') !== 'price_asc') return answer;
        const body = answer.body as { data: Array<{ price: number }> };
        const data = [...body.data, { ...body.data[0], id: 999, price: 1 }].sort((a, b) => b.price - a.price);
        return { ...answer, body: { ...body, data } };
      },
    });
    const notes = report.rows.filter((row) => row.result === 'FAIL').map((row) => row.note);
    expect(notes).toEqual(['sort=price_asc', 'sort=price_asc']);
  });
});
