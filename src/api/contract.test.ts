/**
 * The validating boundary (./contract.ts): malformed answers of each operation are repaired or rejected, never
 * passed on broken; and through the base query, a rejected answer is the call's "invalid data" error.
 */
import { Validator } from '@cfworker/json-schema';
import { configureStore } from '@reduxjs/toolkit';
import { http, HttpResponse } from 'msw';
import { server } from '../../mocks/node';
import { breakAnswer } from '../../mocks/breakAnswer';
import { checkAnswer, conformsTo, logViolations, type Violation } from './contract';
import { contractDefs, responseSchemas, type ContractOperation } from './generated/contractSchemas';
import { isContractViolation } from '@/domain/shared/apiProblem';
import { contentApi } from './index';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const ORIGIN = 'http://localhost';
const item = (overrides: Record<string, unknown> = {}) => ({
  id: 1,
  slug: 'ha-long',
  title: 'Hạ Long',
  images: ['/storage/a.jpg'],
  duration: 3,
  price: 1000000,
  rating: 4.5,
  tags: [],
  onSale: false,
  lastMinute: false,
  ...overrides,
});
let COUNTS: unknown;
beforeAll(async () => {
  COUNTS = ((await (await fetch(`${ORIGIN}/api/en/tours?page=1`)).json()) as { counts: unknown }).counts;
});
const listing = (data: unknown[]) => ({
  success: true,
  data,
  total: data.length,
  current_page: 1,
  last_page: 1,
  per_page: 12,
  counts: COUNTS,
});
const tour = (overrides: Record<string, unknown> = {}) => ({
  id: 11,
  title: 'Hạ Long – Sapa',
  slug: 'ha-long-sapa',
  itineraries: [
    { day_number: 1, title: 'Hà Nội', optional_activities: ['Kayak - 200000', null, 'Cooking class'] },
    { day_number: 2, title: null },
  ],
  highlights: [
    { id: 1, content: null },
    { id: 2, content: '<p>Bay</p>' },
  ],
  ...overrides,
});

function paths(violations: Violation[]) {
  return violations.map((v) => `${v.action} ${v.path}`);
}

describe('checkAnswer', () => {
  it('passes a valid answer unchanged (same object, nothing reported)', () => {
    const body = listing([item()]);
    const checked = checkAnswer('listTours', body);
    expect(checked).toEqual({ ok: true, data: body, violations: [] });
    expect(checked.ok && checked.data).toBe(body);
  });

  it('drops a list item that lacks a required field and removes a bad optional field, without changing the input', () => {
    const body = listing([
      item(),
      item({ id: 2, slug: null }),
      item({ id: 3, location: 42 }),
      item({ id: 4, rating: 'five' }),
    ]);
    const copy = structuredClone(body);
    const checked = checkAnswer('listTours', body);
    expect(body).toEqual(copy);
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    const data = (checked.data as { data: { id: number; location?: unknown }[] }).data;
    expect(data.map((d) => d.id)).toEqual([1, 3]);
    expect(data[1]).not.toHaveProperty('location');
    expect(paths(checked.violations)).toEqual(
      expect.arrayContaining(['removed /data/2/location', 'dropped /data/3', 'dropped /data/1']),
    );
  });

  it('getTour: repairs inside the tour ("data" envelope) — a null activity, a day without title, a highlight without content', () => {
    const checked = checkAnswer('getTour', { success: true, data: tour() });
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    const data = (checked.data as { data: ReturnType<typeof tour> }).data;
    expect(data.itineraries).toEqual([
      { day_number: 1, title: 'Hà Nội', optional_activities: ['Kayak - 200000', 'Cooking class'] },
    ]);
    expect(data.highlights).toEqual([{ id: 2, content: '<p>Bay</p>' }]);
  });

  it('getTour: the bare tour (the contract’s second shape) is repaired the same way', () => {
    const checked = checkAnswer('getTour', tour());
    expect(checked.ok).toBe(true);
    expect(checked.ok && (checked.data as ReturnType<typeof tour>).itineraries).toHaveLength(1);
  });

  it.each([
    ['getTour', { success: true, data: { slug: 'x' } }],
    ['getTour', 'not a tour'],
    ['getToursOfCategory', { success: true, data: null }],
    ['listTours', { success: true, data: [item()], total: '1' }],
    ['getHeader', null],
    ['getTourReviews', []],
  ])('%s: an answer that cannot be used is rejected (%j)', (operation, body) => {
    const checked = checkAnswer(operation, body);
    expect(checked.ok).toBe(false);
    expect(checked.violations.at(-1)).toMatchObject({ path: '', action: 'rejected' });
  });

  it('operations without a JSON success schema pass as they are', () => {
    expect(checkAnswer('createContact', '')).toEqual({ ok: true, data: '', violations: [] });
  });
});

// ---------------------------------------------------------------- answers broken at random
const SAMPLE_URLS: Partial<Record<ContractOperation, string>> = {
  getHeader: '/api/vi/getHeader',
  getFooter: '/api/en/getFooter',
  getSiteSettings: '/api/vi/site-settings',
  getMediaSections: '/api/en/media-sections/all',
  getBanners: '/api/vi/banners',
  getHomeTours: '/api/en/list-tours-home',
  listTours: '/api/en/tours?page=1',
  getPopularDestinations: '/api/vi/destinations-many-tours',
  getTourReviews: '/api/en/tour-reviews-show?type=tour&slug=ha-long-bay-discovery',
  getTour: '/api/en/tours/ha-long-bay-discovery',
  getToursOfCategory: '/api/en/get-tour-of-category?slug=all-destinations',
  getHomepageData: '/api/en/homepage-data?slug=all-destinations',
};

describe('answers broken at random never pass on broken', () => {
  const ops = Object.keys(responseSchemas) as ContractOperation[];
  const validators = new Map(
    ops.map((op) => [
      op,
      new Validator({ $defs: contractDefs, ...responseSchemas[op] } as never, '2020-12', false),
    ]),
  );

  it.each([1, 2, 3])('seed %i: every result is valid or rejected, and no call throws', async (seed) => {
    // Real answers of the mock where one is at hand, else the smallest valid shapes above.
    const samples: [ContractOperation, unknown][] = [
      ['listTours', listing([item(), item({ id: 2 }), item({ id: 3 })])],
      [
        'getTour',
        {
          success: true,
          data: tour({
            itineraries: [{ day_number: 1, title: 'A', optional_activities: ['x'] }],
            highlights: [],
          }),
        },
      ],
    ];
    for (const [op, url] of Object.entries(SAMPLE_URLS)) {
      const response = await fetch(`${ORIGIN}${url}`);
      expect({ url, status: response.status }).toEqual({ url, status: 200 });
      samples.push([op as ContractOperation, await response.json()]);
    }
    const outcomes = { untouched: 0, repaired: 0, rejected: 0 };
    for (const [op, sample] of samples) {
      for (let round = 0; round < 40; round += 1) {
        const broken = breakAnswer(sample, seed, `${op}:${round}`, round % 2 === 0 ? 0.02 : 0.1);
        const checked = checkAnswer(op, broken);
        outcomes[checked.ok ? (checked.violations.length > 0 ? 'repaired' : 'untouched') : 'rejected'] += 1;
        if (checked.ok)
          expect({ op, valid: validators.get(op)!.validate(checked.data).valid }).toEqual({
            op,
            valid: true,
          });
        else expect(checked.violations.at(-1)?.action).toBe('rejected');
      }
    }
    // Most broken answers are repaired; some cannot be used at all.
    expect(outcomes.repaired).toBeGreaterThan(outcomes.rejected);
    expect(outcomes.rejected).toBeGreaterThan(0);
  });
});

describe('the base query', () => {
  const makeStore = () =>
    configureStore({
      reducer: { [contentApi.reducerPath]: contentApi.reducer },
      middleware: (getDefault) => getDefault().concat(contentApi.middleware),
    });

  it("a category's tours answered as {success: true, data: null} become that call's invalid-data error, logged once", async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(
      http.get('*/api/:lang/get-tour-of-category', () => HttpResponse.json({ success: true, data: null })),
    );
    const store = makeStore();
    const result = await store.dispatch(
      contentApi.endpoints.getToursOfCategory.initiate({ lang: 'en', slug: 'japan', page: 1 } as never),
    );
    expect(result.error).toMatchObject({ kind: 'invalidAnswer', status: 200, contractViolation: true });
    expect(isContractViolation(result.error)).toBe(true);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('[contract] getToursOfCategory:'));
    warn.mockRestore();
  });

  it('a repaired answer reaches the cache repaired, and the violation is logged with its path', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(
      http.get('*/api/:lang/tours', () => HttpResponse.json(listing([item(), item({ id: 2, title: null })]))),
    );
    const store = makeStore();
    const result = await store.dispatch(contentApi.endpoints.listTours.initiate({ lang: 'en' } as never));
    expect(result.data?.data.map((d) => d.id)).toEqual([1]);
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(/\[contract\] listTours: \/data\/1\/title removed/),
    );
    warn.mockRestore();
  });
});

describe('logViolations', () => {
  it('logs each field once per operation, list positions folded', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const v = (path: string): Violation => ({ path, message: 'bad', action: 'dropped' });
    logViolations('getBanners', [v('/data/1'), v('/data/7')]);
    logViolations('getBanners', [v('/data/3')]);
    logViolations('getFooter', [v('/data/1')]);
    expect(warn.mock.calls.map(([text]) => text)).toEqual([
      '[contract] getBanners: /data/1 dropped — bad',
      '[contract] getFooter: /data/1 dropped — bad',
    ]);
    warn.mockRestore();
  });
});

describe('conformsTo (stored copies of contract data)', () => {
  const sections = {
    about_1: [{ title: 'Intro', texts: ['A', 'B'] }],
    about_2: [{ title: 'Story', content: '<p>x</p>', button: { text: 'More', link: '/vi' }, image: null }],
    about_3: [{ image: 'a.jpg', video: null, achievements: [{ title: 'Award', image: null }] }],
    about_4: [{ title: 'Closing' }],
  };

  it('accepts the contract’s MediaSections, absent sections included', () => {
    expect(conformsTo('MediaSections', sections)).toBe(true);
    expect(conformsTo('MediaSections', {})).toBe(true);
    expect(conformsTo('MediaSections', { about_1: [] })).toBe(true);
  });

  it.each([
    ['texts not a list', { about_1: [{ title: 'x', texts: 'not a list' }] }],
    ['a text not a string', { about_1: [{ title: 'x', texts: [1] }] }],
    ['a section not a list', { about_2: { title: 'x' } }],
    ['an array', []],
    ['null', null],
  ])('refuses %s', (_name, value) => {
    expect(conformsTo('MediaSections', value)).toBe(false);
  });

  it('conforms to no unknown definition', () => {
    expect(conformsTo('NoSuchThing', {})).toBe(false);
  });
});
