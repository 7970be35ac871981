/**
 * Contract checker: calls a live content service and checks every answer against openapi/*.yaml.
 *
 *   npm run contract:check -- --base-url http://localhost:4010 [--lang vi,en] [--write] [--limit 3]
 *                             [--seed N] [--no-negative] [--max-ms N] [--reporter table|json|junit]
 *                             [--output FILE] [--geonames-base-url URL --geonames-username NAME] [--timeout ms]
 *
 * - Calls every GET operation of the content service in each language, discovering slugs from list answers:
 *   tours list and home tours → tour slugs (tour detail, tour reviews); menu, footer and popular destinations →
 *   category slugs (homepage-data, tours and deals of a category, category reviews); menu/footer post items and
 *   homepage-data article paths → article slugs. Unknown slugs must answer 404.
 * - Bad requests generated from the schemas (scripts/contract/negative.ts, fast-check, seeded and printed): every
 *   query parameter of the listing, reviews and category operations with a wrong type, out of range, outside its
 *   enum or pattern, missing when required; each must be refused with a declared 400/404/422 (never 5xx, never a
 *   success), and a page size above its cap never answers a longer list. `--no-negative` leaves them out.
 * - Writes only with --write (they create real records on the target service): contacts, newsletter, bookings,
 *   payments, enquiries, each with its generated bad bodies (each required field left out, each field broken);
 *   and the booking's states: create, the same Idempotency-Key again (same booking), the same key with another body
 *   (422), confirm the payment, cancel another booking, unknown id (404), a room of another departure (400), more
 *   places than are left (409), deposit rules.
 * - Checks status, Content-Type and body; reports (scripts/contract/report.ts) as a table, JSON or JUnit XML, with
 *   the coverage of every operation × declared status and p50/p95 time per operation; `--max-ms` fails slow calls.
 * - Exit code 0 when everything conforms, 1 when something does not, 2 when the check could not run (bad
 *   arguments, the service unreachable).
 */
import { DEFAULT_USD_TO_VND_RATE } from '../../src/domain/shared/price';
import {
  listOperations,
  requestBodySchema,
  validateResponse,
  type Operation,
  type ValidationError,
} from './validator';
import { writeFileSync } from 'node:fs';
import { applyBodyCase, badValues, bodyCases, describeCase, randomSeed, type NegativeCase } from './negative';
import { balanceDueDate, depositAmount, isCloseToDeparture } from '../../src/domain/checkout/paymentPlan';

export interface CheckOptions {
  baseUrl: string;
  langs?: string[];
  write?: boolean;
  /** How many discovered slugs of each kind to check per language (default 3). */
  limit?: number;
  geonamesBaseUrl?: string;
  geonamesUsername?: string;
  timeoutMs?: number;
  /** Seed of the generated bad requests (printed with the report; the same seed sends the same requests). */
  seed?: number;
  /** Leave out the generated bad requests. */
  skipNegative?: boolean;
  /** A call slower than this fails (ms). */
  maxMs?: number;
  reporter?: Reporter;
  /** Where the report goes (default: standard output). */
  output?: string;
}

export type Reporter = 'table' | 'json' | 'junit';

export type CheckResult = 'PASS' | 'FAIL' | 'SKIP';

export interface CheckRow {
  operationId: string;
  lang: string;
  method: string;
  url: string;
  status: number | string;
  expected: number[];
  result: CheckResult;
  note?: string;
  errors: ValidationError[];
  /** How long the call took (ms). */
  ms?: number;
}

export interface CheckReport {
  ok: boolean;
  rows: CheckRow[];
  /** The seed of the generated bad requests. */
  seed: number;
  /** True when the service could not be reached at all (nothing was checked). */
  unreachable: boolean;
}

/** A slug no service should know: its detail calls must answer 404. */
export const MISSING_SLUG = 'contract-check-missing-slug';

type Query = Record<string, string | number | boolean | Array<string | number> | undefined>;
type Json = Record<string, unknown>;

interface ProbeSpec {
  lang?: string;
  pathParams?: Record<string, string | number>;
  query?: Query;
  body?: unknown;
  headers?: Record<string, string>;
  expect?: number[];
  note?: string;
  /** A further check of a successful answer: the problem found, or null. */
  check?: (body: unknown) => ValidationError | null;
}

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function asArray(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

function queryString(query: Query | undefined): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined) continue;
    const name = key.endsWith('[]') ? `${encodeURIComponent(key.slice(0, -2))}[]` : encodeURIComponent(key);
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) parts.push(`${name}=${encodeURIComponent(String(item))}`);
  }
  return parts.length ? `?${parts.join('&')}` : '';
}

class Checker {
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

// ---------------------------------------------------------------- discovery
function menuSlugs(items: unknown[], categories: Set<string>, articles: Set<string>): void {
  for (const item of items) {
    if (!isObject(item)) continue;
    const slug = typeof item.slug === 'string' && item.slug ? item.slug : undefined;
    if (slug && item.type === 'category') categories.add(slug);
    if (slug && item.type === 'post') articles.add(slug);
    if (typeof item.link === 'string') {
      const post = /\/post\/([^/?#]+)/.exec(item.link);
      if (post) articles.add(decodeURIComponent(post[1]));
    }
    menuSlugs(asArray(item.children), categories, articles);
  }
}

function footerSlugs(entries: unknown[], categories: Set<string>, articles: Set<string>): void {
  for (const entry of entries) {
    if (!isObject(entry)) continue;
    const link = entry[String(entry.type)];
    const slug = isObject(link) && typeof link.slug === 'string' ? link.slug : undefined;
    if (slug && entry.type === 'category') categories.add(slug);
    if (slug && entry.type === 'post') articles.add(slug);
    footerSlugs(asArray(entry.children), categories, articles);
  }
}

function articlePaths(page: unknown, articles: Set<string>): void {
  const data = isObject(page) ? page.data : undefined;
  if (!isObject(data)) return;
  for (const section of [data.articles, data.destinations, data.inspired]) {
    if (!isObject(section)) continue;
    for (const item of [...asArray(section.content_destination), ...asArray(section.content_inspired)]) {
      const path = isObject(item) && typeof item.path === 'string' ? item.path : '';
      const post = /\/post\/([^/?#]+)/.exec(path);
      if (post) articles.add(decodeURIComponent(post[1]));
    }
  }
}

function tourOf(body: unknown): Json | undefined {
  const tour = isObject(body) && isObject(body.data) ? body.data : body;
  return isObject(tour) && 'id' in tour ? tour : undefined;
}

// ---------------------------------------------------------------- the run
export async function runCheck(options: CheckOptions): Promise<CheckReport> {
  const checker = new Checker(options);
  const seed = options.seed ?? randomSeed();
  const langs = options.langs?.length ? options.langs : ['vi', 'en'];
  const limit = options.limit ?? 3;
  const take = (set: Set<string>) => [...set].slice(0, limit);
  const tours: Json[] = [];

  await checker.probe('getAppSettings');
  if (checker.rows[0]?.status === 'network error')
    return { ok: false, rows: checker.rows, seed, unreachable: true };
  await checker.probe('listBankAccounts');
  const found = { tour: undefined as string | undefined, category: undefined as string | undefined };

  for (const lang of langs) {
    const categories = new Set<string>();
    const articles = new Set<string>();
    const tourSlugs = new Set<string>();

    const header = await checker.probe('getHeader', { lang });
    if (isObject(header)) menuSlugs(asArray(header.data), categories, articles);
    const footer = await checker.probe('getFooter', { lang });
    if (isObject(footer)) footerSlugs(asArray(footer.data), categories, articles);
    await checker.probe('getSiteSettings', { lang });
    await checker.probe('getMediaSections', { lang });
    await checker.probe('getBanners', { lang });

    const home = await checker.probe('getHomeTours', { lang });
    if (isObject(home) && isObject(home.data)) {
      for (const trip of [
        ...asArray(home.data.new),
        ...asArray(home.data.popular),
        ...asArray(home.data.only),
      ]) {
        if (isObject(trip) && typeof trip.slug === 'string') tourSlugs.add(trip.slug);
      }
    }
    const list = await checker.probe('listTours', {
      lang,
      query: { page: 1, per_page: 12 },
      note: 'search page',
    });
    await checker.probe('listTours', { lang, query: { page: 1, per_page: 100 }, note: 'suggestion source' });
    if (isObject(list)) {
      for (const tour of asArray(list.data)) {
        if (isObject(tour) && typeof tour.slug === 'string') tourSlugs.add(tour.slug);
      }
      const counts = isObject(list.counts) ? list.counts : {};
      const firstId = (group: unknown) => {
        const option = isObject(group) ? asArray(group.data)[0] : undefined;
        return isObject(option) && option.id !== undefined ? String(option.id) : undefined;
      };
      await checker.probe('listTours', {
        lang,
        query: {
          page: 1,
          per_page: 12,
          style: firstId(counts.style),
          theme: firstId(counts.theme),
          deal: firstId(counts.deals),
          physical_rating: '1,2,3,4,5',
          duration_from: 2,
          duration_to: 30,
          onSale: 'true',
        },
        note: 'with filters',
      });
    }
    // Sorting: the order the contract describes (prices in VNĐ, values under 10 000 being US$; unpriced last).
    const priceOf = (trip: unknown) => {
      const price = isObject(trip) ? Number(trip.price ?? 0) : 0;
      return price > 0 ? (price < 10000 ? price * DEFAULT_USD_TO_VND_RATE : price) : Number.POSITIVE_INFINITY;
    };
    const sortChecks: Array<[string, (trip: unknown) => number]> = [
      ['price_asc', priceOf],
      ['duration_asc', (trip) => (isObject(trip) ? Number(trip.duration) : 0)],
      ['rating_desc', (trip) => (isObject(trip) ? -Number(trip.rating) : 0)],
    ];
    for (const [sort, key] of sortChecks) {
      const sorted = await checker.probe('listTours', {
        lang,
        query: { page: 1, per_page: 100, sort },
        note: `sort=${sort}`,
      });
      if (!isObject(sorted)) continue;
      const values = asArray(sorted.data).map(key);
      const bad = values.findIndex((value, i) => i > 0 && value < values[i - 1]);
      if (bad > 0)
        checker.fail('listTours', `sort=${sort}`, `trip ${bad + 1} is out of order for sort=${sort}`);
    }

    const destinations = await checker.probe('getPopularDestinations', { lang });
    if (isObject(destinations)) {
      for (const item of asArray(destinations.data)) {
        if (isObject(item) && typeof item.slug === 'string')
          categories.add(item.slug.replace(/^\/?(vi|en)\//, ''));
      }
    }

    if (tourSlugs.size === 0) checker.skip('getTour', lang, 'no tour slug discovered');
    for (const slug of take(tourSlugs)) {
      const tour = tourOf(await checker.probe('getTour', { lang, pathParams: { slug } }));
      if (tour) tours.push(tour);
      await checker.probe('getTourReviews', {
        lang,
        query: { type: 'tour', slug, page: 1, per_page: 1 },
        note: 'review summary',
      });
      await checker.probe('getTourReviews', {
        lang,
        query: { type: 'tour', slug, page: 1, per_page: 10, 'stars[]': [5, 4] },
        note: 'filtered page',
      });
    }
    await checker.probe('getTour', {
      lang,
      pathParams: { slug: MISSING_SLUG },
      expect: [404],
      note: 'unknown slug',
    });

    found.tour ??= [...tourSlugs][0];
    found.category ??= [...categories][0];
    if (categories.size === 0) checker.skip('getHomepageData', lang, 'no category slug discovered');
    for (const slug of take(categories)) {
      const page = await checker.probe('getHomepageData', { lang, query: { slug } });
      articlePaths(page, articles);
      await checker.probe('getToursOfCategory', { lang, query: { slug, page: 1 } });
      await checker.probe('getTravelDealsOfCategory', { lang, query: { slug } });
      await checker.probe('getTourReviews', {
        lang,
        query: { type: 'category', slug, page: 1, per_page: 10 },
      });
    }
    await checker.probe('getHomepageData', {
      lang,
      query: { slug: MISSING_SLUG },
      expect: [404],
      note: 'unknown slug',
    });

    if (articles.size === 0) checker.skip('getArticle', lang, 'no article slug discovered');
    for (const slug of take(articles)) await checker.probe('getArticle', { lang, pathParams: { slug } });
    await checker.probe('getArticle', {
      lang,
      pathParams: { slug: MISSING_SLUG },
      expect: [404],
      note: 'unknown slug',
    });
  }

  if (options.geonamesBaseUrl && options.geonamesUsername) {
    const username = options.geonamesUsername;
    const countries = await checker.probe('getCountryInfo', { query: { username, lang: langs[0] } });
    const first = isObject(countries) ? asArray(countries.geonames)[0] : undefined;
    if (isObject(first))
      await checker.probe('getChildren', { query: { geonameId: Number(first.geonameId), username } });
  } else {
    checker.skip('getCountryInfo', '-', 'no --geonames-base-url / --geonames-username');
    checker.skip('getChildren', '-', 'no --geonames-base-url / --geonames-username');
  }

  if (!options.skipNegative) await runNegatives(checker, langs[0], seed, found);
  if (options.write) await runWrites(checker, langs, tours, options.skipNegative ? null : seed);

  const ok = checker.rows.every((row) => row.result !== 'FAIL');
  return { ok, rows: checker.rows, seed, unreachable: false };
}

// ---------------------------------------------------------------- bad requests
/** The statuses an operation declares for refusing a request. */
function refusals(op: Operation): number[] {
  return op.statuses.map(Number).filter((status) => [400, 404, 422].includes(status));
}

/** A list longer than the page size the contract caps it at. */
function capCheck(cap: number) {
  return (body: unknown): ValidationError | null => {
    const list = isObject(body) ? asArray(body.data) : [];
    return list.length > cap
      ? {
          pointer: '/data',
          message: 'a list longer than its cap',
          expected: `at most ${cap} items`,
          found: `${list.length} items`,
        }
      : null;
  };
}

/**
 * Generated bad query parameters (scripts/contract/negative.ts) for the reading operations: each must be refused
 * with a status the operation declares (400/404/422), never answered 5xx or 200. Operations that declare no
 * validation refusal (only 404) get only their required parameters left out.
 */
async function runNegatives(
  checker: Checker,
  lang: string,
  seed: number,
  found: { tour?: string; category?: string },
): Promise<void> {
  const valid: Record<string, Query | undefined> = {
    listTours: {},
    getTourReviews: found.tour ? { type: 'tour', slug: found.tour } : undefined,
    getToursOfCategory: found.category ? { slug: found.category } : undefined,
    getTravelDealsOfCategory: found.category ? { slug: found.category } : undefined,
    getHomepageData: found.category ? { slug: found.category } : undefined,
  };
  for (const [operationId, query] of Object.entries(valid)) {
    if (!query) {
      checker.skip(operationId, lang, 'bad requests: no slug discovered');
      continue;
    }
    const op = checker.operation(operationId);
    const expect = refusals(op);
    const validation = expect.some((status) => status !== 404);
    for (const param of op.parameters.filter((p) => p.in === 'query')) {
      const cases: NegativeCase[] = [
        ...(param.required ? [{ field: param.name, kind: 'missing' as const }] : []),
        ...(validation ? badValues(param.name, param.schema, seed, true) : []),
      ];
      for (const item of cases) {
        const bad: Query = { ...query };
        if (item.kind === 'missing') delete bad[param.name];
        else bad[param.name] = item.value as Query[string];
        await checker.probe(operationId, {
          lang,
          query: bad,
          expect,
          note: `bad request: ${describeCase(item)}`,
          check: item.cap !== undefined ? capCheck(item.cap) : undefined,
        });
      }
    }
  }
}

/** Generated bad bodies for a writing operation (only with --write: a service that accepts one creates it). */
async function badBodies(
  checker: Checker,
  operationId: string,
  valid: Json,
  seed: number,
  spec: Omit<ProbeSpec, 'body' | 'expect' | 'note'> = {},
): Promise<void> {
  const schema = requestBodySchema(operationId);
  if (!schema) return;
  const expect = refusals(checker.operation(operationId)).filter((status) => status !== 404);
  for (const item of bodyCases(schema, seed)) {
    await checker.probe(operationId, {
      ...spec,
      body: applyBodyCase(valid, item),
      expect,
      note: `bad request: ${describeCase(item)}`,
    });
  }
}

async function runWrites(
  checker: Checker,
  langs: string[],
  tours: Json[],
  seed: number | null,
): Promise<void> {
  const stamp = Date.now();
  const contact = {
    first_name: 'Contract',
    last_name: 'Check',
    email: `contract-check+${stamp}@example.com`,
    phone: null,
    reason: 'Automated contract check — please ignore.',
  };
  await checker.probe('createContact', { body: contact, expect: [200, 201] });
  if (seed !== null) await badBodies(checker, 'createContact', contact, seed);
  await checker.probe('createContact', {
    body: { first_name: 'Contract', last_name: '', email: 'not-an-email', reason: '' },
    expect: [422],
    note: 'invalid',
  });
  for (const lang of langs) {
    await checker.probe('subscribeNewsletter', {
      lang,
      body: { first_name: 'Contract', email: `contract-check+${lang}${stamp}@example.com` },
      expect: [200, 201],
    });
    await checker.probe('subscribeNewsletter', {
      lang,
      body: { first_name: '', email: 'x' },
      expect: [422],
      note: 'invalid',
    });
  }
  if (seed !== null) {
    await badBodies(
      checker,
      'subscribeNewsletter',
      { first_name: 'Contract', email: `contract-check+bad${stamp}@example.com` },
      seed,
      { lang: langs[0] },
    );
  }

  // A room with places left, from the tours read above.
  let choice: { date: Json; room: Json } | undefined;
  for (const tour of tours) {
    for (const date of asArray(tour.dates)) {
      if (!isObject(date)) continue;
      const room = asArray(date.room_prices).find((r) => isObject(r) && Number(r.available_rooms) > 0);
      if (isObject(room)) choice ??= { date, room };
    }
  }
  if (!choice) {
    checker.skip('createBooking', '-', 'no departure with available rooms discovered');
    checker.skip('updateBookingPayment', '-', 'no booking created');
    return;
  }
  const traveller = {
    room_id: Number(choice.room.room_id),
    tour_date_id: Number(choice.date.id),
    first_name: 'Contract',
    middle_name: null,
    last_name: 'Check',
    date_of_birth: '1990-01-31',
    email: `contract-check+${stamp}@example.com`,
    phone_number: '0900000000',
    country: 'Việt Nam',
    city: 'Hà Nội',
    district: 'Hoàn Kiếm',
    detailed_address: '1 Automated Street',
    ticket_quantity: 1,
    payment_status: 'pending',
  };
  await checker.probe('createBooking', {
    body: { ...traveller, ticket_quantity: 0 },
    expect: [400, 422],
    note: 'invalid',
  });
  if (seed !== null) await badBodies(checker, 'createBooking', traveller, seed);
  // A room of another departure (or no room at all): the contract's 400.
  const foreignRoom = otherDeparturesRoom(tours, Number(choice.date.id));
  await checker.probe('createBooking', {
    body: { ...traveller, room_id: foreignRoom ?? 2147483647 },
    expect: [400],
    note: 'room not of this departure',
  });
  await checker.probe('createBooking', {
    body: { ...traveller, ticket_quantity: Number(choice.room.available_rooms) + 1 },
    expect: [409],
    note: 'more than available',
  });
  await checker.probe('createBooking', {
    body: { ...traveller, payment_status: 'confirmed' },
    expect: [400, 422],
    note: 'status other than pending',
  });
  // Idempotency: the same key answers the same booking; the same key with another body is refused.
  const key = { 'Idempotency-Key': `contract-check-${stamp}` };
  const created = await checker.probe('createBooking', { body: traveller, headers: key, expect: [201] });
  const booking = isObject(created) && isObject(created.booking) ? created.booking : undefined;
  const repeated = await checker.probe('createBooking', {
    body: traveller,
    headers: key,
    expect: [200, 201],
    note: 'same Idempotency-Key',
  });
  const repeatedBooking = isObject(repeated) && isObject(repeated.booking) ? repeated.booking : undefined;
  if (booking && repeatedBooking && repeatedBooking.id !== booking.id) {
    checker.fail(
      'createBooking',
      'same Idempotency-Key',
      `a second booking (${String(repeatedBooking.id)}) was created for a repeated key (expected ${String(booking.id)})`,
    );
  }
  await checker.probe('createBooking', {
    body: { ...traveller, last_name: 'Changed' },
    headers: key,
    expect: [422],
    note: 'same Idempotency-Key, other body',
  });
  if (booking) {
    if (seed !== null) {
      await badBodies(checker, 'updateBookingPayment', { payment_status: 'user_confirmed' }, seed, {
        pathParams: { id: Number(booking.id) },
      });
    }
    await checker.probe('updateBookingPayment', {
      pathParams: { id: Number(booking.id) },
      body: { payment_status: 'user_confirmed' },
      note: 'confirm the payment',
    });
  } else {
    checker.skip('updateBookingPayment', '-', 'no booking created');
  }
  // A second booking, cancelled (the traveller went back and changed their details).
  const second = await checker.probe('createBooking', {
    body: traveller,
    headers: { 'Idempotency-Key': `contract-check-cancel-${stamp}` },
    expect: [201],
    note: 'to cancel',
  });
  const toCancel = isObject(second) && isObject(second.booking) ? second.booking : undefined;
  if (toCancel) {
    await checker.probe('updateBookingPayment', {
      pathParams: { id: Number(toCancel.id) },
      body: { payment_status: 'cancelled' },
      note: 'cancel',
    });
  } else checker.skip('updateBookingPayment', '-', 'cancel: no booking created');
  await checker.probe('updateBookingPayment', {
    pathParams: { id: 2147483647 },
    body: { payment_status: 'user_confirmed' },
    expect: [404],
    note: 'unknown id',
  });
  await checkPaymentPlans(checker, tours, traveller);
  await checkTourEnquiries(checker, langs, tours, seed);
}

/** A departure with a place left whose start date satisfies `where`. */
function departureWhere(tours: Json[], where: (start: string) => boolean) {
  for (const tour of tours) {
    for (const date of asArray(tour.dates)) {
      if (!isObject(date) || typeof date.start_date !== 'string' || !where(date.start_date)) continue;
      const room = asArray(date.room_prices).find((r) => isObject(r) && Number(r.available_rooms) > 0);
      if (isObject(room) && new Date(date.start_date) > new Date()) return { tour, date, room };
    }
  }
  return undefined;
}

/**
 * Deposit or full payment: a deposit for a departure more than 60 days away answers the deposit due now (20 %,
 * rounded up to 1 000 VNĐ) and the balance's due date (then released); a deposit for a close departure is refused.
 */
async function checkPaymentPlans(
  checker: Checker,
  tours: Json[],
  traveller: Record<string, unknown>,
): Promise<void> {
  const far = departureWhere(tours, (start) => !isCloseToDeparture(start));
  if (far) {
    const answer = await checker.probe('createBooking', {
      body: {
        ...traveller,
        room_id: Number(far.room.room_id),
        tour_date_id: Number(far.date.id),
        payment_plan: 'deposit',
      },
      expect: [201],
      note: 'deposit, departure > 60 days away',
    });
    const booking = isObject(answer) && isObject(answer.booking) ? answer.booking : undefined;
    if (booking) {
      const total = Number(booking.ticket_price) * Number(booking.ticket_quantity ?? 1);
      const expected = {
        payment_plan: 'deposit',
        amount_due_now: depositAmount(total),
        balance_due_date: balanceDueDate(String(far.date.start_date)),
      };
      for (const [field, value] of Object.entries(expected)) {
        if (booking[field] !== value)
          checker.fail(
            'createBooking',
            'deposit, departure > 60 days away',
            `${field} is ${JSON.stringify(booking[field])}, expected ${JSON.stringify(value)}`,
          );
      }
      await checker.probe('updateBookingPayment', {
        pathParams: { id: Number(booking.id) },
        body: { payment_status: 'cancelled' },
        note: 'release the deposit booking',
      });
    }
    await checkManageBooking(checker, far, traveller);
  } else {
    checker.skip('createBooking', '-', 'deposit: no departure more than 60 days away discovered');
    checker.skip('findBooking', '-', 'no deposit booking created');
    checker.skip('recordBalancePayment', '-', 'no deposit booking created');
  }
  const near = departureWhere(tours, (start) => isCloseToDeparture(start));
  if (near) {
    await checker.probe('createBooking', {
      body: {
        ...traveller,
        room_id: Number(near.room.room_id),
        tour_date_id: Number(near.date.id),
        payment_plan: 'deposit',
      },
      expect: [422],
      note: 'deposit refused, departure ≤ 60 days away',
    });
  } else checker.skip('createBooking', '-', 'deposit: no departure within 60 days discovered');
}

/**
 * Manage my booking: a deposit booking, paid, is found by its reference and e-mail (case aside) with its balance
 * (total − deposit); any mismatch answers the same 404; the balance is recorded once (then 409).
 */
async function checkManageBooking(
  checker: Checker,
  far: { date: Json; room: Json },
  traveller: Record<string, unknown>,
): Promise<void> {
  const answer = await checker.probe('createBooking', {
    body: {
      ...traveller,
      room_id: Number(far.room.room_id),
      tour_date_id: Number(far.date.id),
      payment_plan: 'deposit',
    },
    expect: [201],
    note: 'deposit, to manage',
  });
  const booking = isObject(answer) && isObject(answer.booking) ? answer.booking : undefined;
  if (!booking) {
    checker.skip('findBooking', '-', 'no deposit booking created');
    checker.skip('recordBalancePayment', '-', 'no deposit booking created');
    return;
  }
  await checker.probe('updateBookingPayment', {
    pathParams: { id: Number(booking.id) },
    body: { payment_status: 'user_confirmed' },
    note: 'pay the deposit',
  });
  const reference = String(booking.booking_reference ?? `BK-${String(booking.id)}`);
  const email = String(traveller.email);
  const lookup = { reference, email };
  const found = await checker.probe('findBooking', {
    body: { ...lookup, reference: ` ${reference.toLowerCase()} `, email: email.toUpperCase() },
    note: 'reference and e-mail, case aside',
  });
  const details = isObject(found) && isObject(found.booking) ? found.booking : undefined;
  if (details) {
    const total = Number(booking.ticket_price) * Number(booking.ticket_quantity ?? 1);
    const expected = {
      total,
      amount_paid: Number(booking.amount_due_now),
      balance_due: total - Number(booking.amount_due_now),
      balance_status: 'due',
    };
    for (const [field, value] of Object.entries(expected))
      if (details[field] !== value)
        checker.fail(
          'findBooking',
          'deposit booking',
          `${field} is ${JSON.stringify(details[field])}, expected ${JSON.stringify(value)}`,
        );
  }
  await checker.probe('findBooking', {
    body: { ...lookup, email: 'someone-else@example.com' },
    expect: [404],
    note: 'other e-mail',
  });
  await checker.probe('findBooking', {
    body: { ...lookup, reference: 'BK-0000000' },
    expect: [404],
    note: 'unknown reference',
  });
  await checker.probe('findBooking', { body: { reference: '', email: 'x' }, expect: [422], note: 'invalid' });
  const id = { id: Number(booking.id) };
  await checker.probe('recordBalancePayment', {
    pathParams: id,
    body: { ...lookup, email: 'someone-else@example.com' },
    expect: [404],
    note: 'not the owner',
  });
  const paid = await checker.probe('recordBalancePayment', {
    pathParams: id,
    body: lookup,
    note: 'balance transferred',
  });
  if (isObject(paid) && isObject(paid.booking) && paid.booking.balance_status !== 'pending_confirmation')
    checker.fail(
      'recordBalancePayment',
      'balance transferred',
      `balance_status is ${JSON.stringify(paid.booking.balance_status)}, expected "pending_confirmation"`,
    );
  await checker.probe('recordBalancePayment', {
    pathParams: id,
    body: { reference },
    expect: [422],
    note: 'invalid',
  });
  await checker.probe('recordBalancePayment', {
    pathParams: id,
    body: lookup,
    expect: [409],
    note: 'nothing left to pay',
  });
}

/** Asking about a trip: accepted (201), field errors (422), an unknown trip (404). */
/** The id of a room offered on another departure than `dateId` and not on it, if any. */
function otherDeparturesRoom(tours: Json[], dateId: number): number | undefined {
  const roomsOf = (date: Json) =>
    asArray(date.room_prices)
      .filter(isObject)
      .map((room) => Number(room.room_id));
  for (const tour of tours) {
    const dates = asArray(tour.dates).filter(isObject);
    const own = dates.find((date) => Number(date.id) === dateId);
    if (!own) continue;
    const mine = new Set(roomsOf(own));
    for (const date of dates) for (const id of roomsOf(date)) if (!mine.has(id)) return id;
  }
  return undefined;
}

async function checkTourEnquiries(
  checker: Checker,
  langs: string[],
  tours: Json[],
  seed: number | null,
): Promise<void> {
  const tour = tours.find((t) => typeof t.slug === 'string');
  if (!tour) {
    checker.skip('createTourEnquiry', '-', 'no tour discovered');
    return;
  }
  const date = asArray(tour.dates).find(isObject);
  const enquiry = {
    tour_slug: String(tour.slug),
    tour_date_id: date ? Number(date.id) : null,
    name: 'Contract Check',
    email: `contract-check+${Date.now()}@example.com`,
    phone: null,
    message: 'Automated contract check — please ignore.',
  };
  for (const lang of langs) {
    await checker.probe('createTourEnquiry', { lang, body: enquiry, expect: [201] });
    await checker.probe('createTourEnquiry', {
      lang,
      body: { ...enquiry, email: 'not-an-email', message: 'short' },
      expect: [422],
      note: 'invalid',
    });
  }
  await checker.probe('createTourEnquiry', {
    lang: langs[0],
    body: { ...enquiry, tour_slug: 'no-such-trip-contract-check' },
    expect: [404],
    note: 'unknown trip',
  });
  if (seed !== null) await badBodies(checker, 'createTourEnquiry', enquiry, seed, { lang: langs[0] });
}

// ---------------------------------------------------------------- report
import { formatReport } from './report';

export { formatReport };

export function parseArgs(argv: string[]): CheckOptions {
  const values = new Map<string, string>();
  const flags = new Set<string>();
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (!arg.startsWith('--')) throw new Error(`Unexpected argument ${arg}`);
    const [name, inline] = arg.slice(2).split(/=(.*)/s, 2);
    if (name === 'write' || name === 'help' || name === 'no-negative') flags.add(name);
    else if (inline !== undefined) values.set(name, inline);
    else {
      const next = argv[i + 1];
      if (next === undefined || next.startsWith('--')) throw new Error(`--${name} needs a value`);
      values.set(name, next);
      i += 1;
    }
  }
  const known = [
    'base-url',
    'lang',
    'limit',
    'geonames-base-url',
    'geonames-username',
    'timeout',
    'seed',
    'max-ms',
    'reporter',
    'output',
  ];
  for (const name of values.keys()) if (!known.includes(name)) throw new Error(`Unknown option --${name}`);
  const baseUrl = values.get('base-url');
  if (!baseUrl || flags.has('help')) {
    throw new Error(
      'Usage: npm run contract:check -- --base-url URL [--lang vi,en] [--write] [--limit 3] ' +
        '[--seed N] [--no-negative] [--max-ms N] [--reporter table|json|junit] [--output FILE] ' +
        '[--geonames-base-url URL --geonames-username NAME] [--timeout ms]',
    );
  }
  const langs = (values.get('lang') ?? 'vi,en')
    .split(',')
    .map((l) => l.trim())
    .filter(Boolean);
  for (const lang of langs) if (!['vi', 'en'].includes(lang)) throw new Error(`Unsupported language ${lang}`);
  const whole = (name: string) => {
    const raw = values.get(name);
    if (raw === undefined) return undefined;
    if (!/^\d+$/.test(raw)) throw new Error(`--${name} needs a whole number, got ${raw}`);
    return Number(raw);
  };
  const reporter = values.get('reporter') ?? 'table';
  if (!['table', 'json', 'junit'].includes(reporter))
    throw new Error(`--reporter must be table, json or junit, got ${reporter}`);
  try {
    new URL(baseUrl);
  } catch {
    throw new Error(`--base-url must be an absolute URL, got ${baseUrl}`);
  }
  return {
    seed: whole('seed'),
    maxMs: whole('max-ms'),
    skipNegative: flags.has('no-negative'),
    reporter: reporter as Reporter,
    output: values.get('output'),
    baseUrl,
    langs,
    write: flags.has('write'),
    limit: values.has('limit') ? Number(values.get('limit')) : undefined,
    geonamesBaseUrl: values.get('geonames-base-url'),
    geonamesUsername: values.get('geonames-username'),
    timeoutMs: values.has('timeout') ? Number(values.get('timeout')) : undefined,
  };
}

/** Exit codes: 0 the service conforms, 1 it does not, 2 the check could not run (bad arguments, unreachable). */
async function main(): Promise<void> {
  let options: CheckOptions;
  try {
    options = parseArgs(process.argv.slice(2));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(2);
  }
  const report = await runCheck(options);
  const text = formatReport(report, options.reporter);
  if (options.output) {
    writeFileSync(options.output, `${text}\n`);
    console.info(formatReport(report, 'table').split('\n').slice(-1)[0] + ` (report: ${options.output})`);
  } else console.info(text);
  if (report.unreachable) {
    console.error(`contract:check: ${options.baseUrl} could not be reached`);
    process.exit(2);
  }
  process.exit(report.ok ? 0 : 1);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(2);
  });
}
