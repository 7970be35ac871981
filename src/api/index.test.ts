import { configureStore } from '@reduxjs/toolkit';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import {
  contentApi,
  isContractViolation,
  normalizeBankAccounts,
  normalizeTourResponse,
  selectLastListingCounts,
  type BankAccount,
} from './index';
import { contentWritesApi } from './generated/contentWrites';
import { serializeParams, shouldRetry } from './emptyApi';

const origin = 'http://localhost';
const requests: Request[] = [];
const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  requests.length = 0;
  server.events.on('request:start', ({ request }) => {
    requests.push(request.clone());
  });
});
afterEach(() => {
  server.resetHandlers();
  server.events.removeAllListeners();
  jest.restoreAllMocks();
});
afterAll(() => server.close());

function makeStore() {
  return configureStore({
    reducer: { [contentApi.reducerPath]: contentApi.reducer },
    middleware: (getDefault) => getDefault().concat(contentApi.middleware),
  });
}

const tour = {
  id: 11,
  title: 'Hạ Long – Sapa 6 ngày',
  slug: 'ha-long-sapa-6-ngay',
  categories: { '3': { id: 3, name: 'Việt Nam', type: 'destinations' } },
  dates: [{ id: 101, start_date: '2026-10-05', end_date: '2026-10-10', room_prices: [] }],
};

const account: BankAccount = {
  id: 1,
  bank_name: 'Vietcombank',
  account_number: '0011004567890',
  account_name: 'CONG TY TNHH VIVU TRAVEL',
  acq_id: '970436',
  is_active: true,
};

describe('getTour reads "data, or the body itself"', () => {
  it.each([
    ['inside data', { success: true, data: tour }],
    ['as the body itself', tour],
  ])(
    'gives the same tour when the tour comes %s, with absent lists empty and categories as a list',
    async (_, body) => {
      server.use(http.get(`${origin}/api/vi/tours/:slug`, () => HttpResponse.json(body)));
      const store = makeStore();
      const result = await store.dispatch(
        contentApi.endpoints.getTour.initiate({ lang: 'vi', slug: 'ha-long-sapa-6-ngay' }),
      );
      expect(requests.map((r) => r.url)).toEqual([`${origin}/api/vi/tours/ha-long-sapa-6-ngay`]);
      expect(result.data).toEqual({
        ...tour,
        categories: [{ id: 3, name: 'Việt Nam', type: 'destinations' }],
        media: [],
        itineraries: [],
        inclusions: [],
        highlights: [],
        suitabilities: [],
        notes: [],
      });
    },
  );

  it('gives null ("No tour data available") for {success: true, data: null}', () => {
    expect(normalizeTourResponse({ success: true, data: null })).toBeNull();
  });

  it.each([null, [tour], { success: true, data: { slug: 'x' } }, { ...tour, title: '  ' }])(
    'rejects an answer without a usable tour (%j) as invalid data, without retrying',
    async (body) => {
      jest.spyOn(console, 'warn').mockImplementation(() => {});
      server.use(http.get(`${origin}/api/vi/tours/:slug`, () => HttpResponse.json(body)));
      const result = await makeStore().dispatch(
        contentApi.endpoints.getTour.initiate({ lang: 'vi', slug: 'x' }),
      );
      expect(result.error).toMatchObject({ kind: 'invalidAnswer', status: 200, contractViolation: true });
      expect(isContractViolation(result.error)).toBe(true);
      expect(requests).toHaveLength(1);
    },
  );

  it('keeps categories that already are a list', () => {
    const categories = [{ name: 'Japan', type: 'destinations' }];
    expect(normalizeTourResponse({ ...tour, categories })?.categories).toEqual(categories);
  });

  it("makes a 200 refusal ({success:false}) the call's error, without retrying or checking it", async () => {
    server.use(
      http.get(`${origin}/api/en/tours/:slug`, () =>
        HttpResponse.json({ success: false, message: ' Tour closed ' }),
      ),
    );
    const result = await makeStore().dispatch(
      contentApi.endpoints.getTour.initiate({ lang: 'en', slug: 'closed' }),
    );
    expect(result.data).toBeUndefined();
    expect(result.error).toEqual({ kind: 'notSuccess', message: 'Tour closed' });
    expect(requests).toHaveLength(1);
  });

  it('reports a 404 as an error with its status, without retrying', async () => {
    server.use(
      http.get(`${origin}/api/en/tours/:slug`, () =>
        HttpResponse.json({ success: false, message: 'Not found' }, { status: 404 }),
      ),
    );
    const result = await makeStore().dispatch(
      contentApi.endpoints.getTour.initiate({ lang: 'en', slug: 'nope' }),
    );
    expect(result.error).toEqual({
      kind: 'http',
      status: 404,
      body: { success: false, message: 'Not found' },
    });
    expect(requests).toHaveLength(1);
  });
});

describe('listBankAccounts reads "{data:[…]} or a bare array"', () => {
  it.each([
    ['{data: [...]}', { data: [account] }],
    ['a bare array', [account]],
  ])('gives the list of accounts for %s', async (_, body) => {
    server.use(http.get(`${origin}/api/bank-accounts`, () => HttpResponse.json(body)));
    const result = await makeStore().dispatch(contentApi.endpoints.listBankAccounts.initiate());
    expect(result.data).toEqual([account]);
  });

  it('drops an account that breaks the contract and rejects any other shape', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    expect(normalizeBankAccounts({ data: [account] })).toEqual([account]);
    server.use(
      http.get(`${origin}/api/bank-accounts`, () => HttpResponse.json({ data: [account, { id: 'x' }] })),
    );
    expect((await makeStore().dispatch(contentApi.endpoints.listBankAccounts.initiate())).data).toEqual([
      account,
    ]);
    server.use(http.get(`${origin}/api/bank-accounts`, () => HttpResponse.json({ success: true })));
    const result = await makeStore().dispatch(contentApi.endpoints.listBankAccounts.initiate());
    expect(isContractViolation(result.error)).toBe(true);
  });
});

describe('requests sent', () => {
  it('repeats stars[] once per selected rating in the reviews query', async () => {
    server.use(
      http.get(`${origin}/api/vi/tour-reviews-show`, () =>
        HttpResponse.json({
          success: true,
          data: {
            reviews: [],
            ratingFilters: [],
            pagination: { current_page: 1, last_page: 1, per_page: 10, total: 0 },
          },
        }),
      ),
    );
    await makeStore().dispatch(
      contentApi.endpoints.getTourReviews.initiate({
        lang: 'vi',
        type: 'tour',
        slug: 'ha-long',
        page: 1,
        perPage: 10,
        stars: [5, 4],
      }),
    );
    const url = new URL(requests[0].url);
    expect(url.pathname).toBe('/api/vi/tour-reviews-show');
    expect(url.search).toBe('?type=tour&slug=ha-long&page=1&per_page=10&stars[]=5&stars[]=4');
    expect(url.searchParams.getAll('stars[]')).toEqual(['5', '4']);
  });

  it('sends the listing filters under their wire names and leaves unset ones out', async () => {
    server.use(
      http.get(`${origin}/api/en/tours`, () =>
        HttpResponse.json({ success: true, data: [], total: 0, current_page: 1, last_page: 1, per_page: 12 }),
      ),
    );
    await makeStore().dispatch(
      contentApi.endpoints.listTours.initiate({
        lang: 'en',
        page: 2,
        perPage: 12,
        keyword: 'ha long',
        physicalRating: '2,3',
        startDay: '2026-10-01',
        onSale: 'true',
      }),
    );
    expect(new URL(requests[0].url).search).toBe(
      '?page=2&per_page=12&keyword=ha+long&start_day=2026-10-01&physical_rating=2%2C3&onSale=true',
    );
  });

  it('posts the booking as JSON to /api/bookings', async () => {
    server.use(
      http.post(`${origin}/api/bookings`, () =>
        HttpResponse.json(
          {
            success: true,
            booking: {
              id: 9001,
              booking_reference: 'BK-9001',
              payment_status: 'pending',
              ticket_price: 25000000,
              room_price_id: 1001,
            },
          },
          { status: 201 },
        ),
      ),
    );
    const body = {
      room_id: 1,
      tour_date_id: 101,
      first_name: 'An',
      last_name: 'Nguyễn',
      date_of_birth: '1990-05-20',
      email: 'an@example.com',
      phone_number: '0912345678',
      country: 'Việt Nam',
      city: 'Hà Nội',
      district: 'Hoàn Kiếm',
      detailed_address: '12 Tràng Tiền',
      ticket_quantity: 2,
      payment_status: 'pending' as const,
    };
    const result = await makeStore().dispatch(
      contentWritesApi.endpoints.createBooking.initiate({ bookingRequest: body }),
    );
    expect(requests[0].method).toBe('POST');
    expect(await requests[0].json()).toEqual(body);
    expect(result.data?.booking.booking_reference).toBe('BK-9001');
  });
});

describe('queries retry once', () => {
  it('retries a query once after a server error and uses the second answer', async () => {
    let calls = 0;
    server.use(
      http.get(`${origin}/api/vi/banners`, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ success: false, message: 'boom' }, { status: 500 })
          : HttpResponse.json({ success: true, data: [] });
      }),
    );
    const result = await makeStore().dispatch(contentApi.endpoints.getBanners.initiate({ lang: 'vi' }));
    expect(calls).toBe(2);
    expect(result.data).toEqual({ success: true, data: [] });
  });

  it('gives up after the second failure', async () => {
    server.use(http.get(`${origin}/api/vi/getHeader`, () => HttpResponse.json({}, { status: 503 })));
    const result = await makeStore().dispatch(contentApi.endpoints.getHeader.initiate({ lang: 'vi' }));
    expect(requests).toHaveLength(2);
    expect(result.error).toMatchObject({ status: 503 });
  });

  it('never retries a mutation', async () => {
    server.use(http.post(`${origin}/api/contacts`, () => HttpResponse.json({}, { status: 500 })));
    const result = await makeStore().dispatch(
      contentWritesApi.endpoints.createContact.initiate({
        contactRequest: { first_name: 'A', last_name: 'B', email: 'a@b.vn', reason: 'Hi' },
      }),
    );
    expect(requests).toHaveLength(1);
    expect(result.error).toMatchObject({ status: 500 });
  });

  it('decides per error: network and 5xx yes, 4xx and non-JSON 4xx no, only on the first attempt', () => {
    expect(shouldRetry({ status: 'FETCH_ERROR', error: 'x' }, 'query', 1)).toBe(true);
    expect(shouldRetry({ status: 500, data: null }, 'query', 1)).toBe(true);
    expect(shouldRetry({ status: 500, data: null }, 'query', 2)).toBe(false);
    expect(shouldRetry({ status: 422, data: null }, 'query', 1)).toBe(false);
    expect(
      shouldRetry({ status: 'PARSING_ERROR', originalStatus: 404, data: '', error: 'x' }, 'query', 1),
    ).toBe(false);
    expect(shouldRetry({ status: 500, data: null }, 'mutation', 1)).toBe(false);
  });
});

describe('serializeParams', () => {
  it('writes scalars once, arrays as repeated name[], and leaves out undefined and null', () => {
    expect(serializeParams({ a: 1, b: undefined, c: null, d: ['x y', 2], e: 'p+q' })).toBe(
      'a=1&d[]=x%20y&d[]=2&e=p%2Bq',
    );
  });
});

describe('getTourReviews keeps endless pages in the cache', () => {
  const answer = (page: number, ids: number[]) => ({
    success: true,
    data: {
      reviews: ids.map((id) => ({ id, rating: 5, comment: `Review ${id}` })),
      ratingFilters: [],
      pagination: { current_page: page, last_page: 3, per_page: 2, total: 6 },
    },
  });

  it('merges page 2 into the page-1 entry of the same filter, and page 1 again replaces it', async () => {
    server.use(
      http.get(`${origin}/api/en/tour-reviews-show`, ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('page'));
        return HttpResponse.json(page === 1 ? answer(1, [1, 2]) : answer(page, [2, 3, 4]));
      }),
    );
    const store = makeStore();
    const args = { lang: 'en' as const, type: 'tour' as const, slug: 'x', perPage: 2, stars: [4, 5] };
    await store.dispatch(contentApi.endpoints.getTourReviews.initiate({ ...args, page: 1 }));
    const second = await store.dispatch(
      contentApi.endpoints.getTourReviews.initiate({ ...args, stars: [5, 4], page: 2 }),
    );
    expect(second.data?.data.reviews.map((r) => r.id)).toEqual([1, 2, 3, 4]);
    expect(second.data?.data.pagination.current_page).toBe(2);
    expect(Object.keys(store.getState().contentApi.queries)).toHaveLength(1);

    const again = await store.dispatch(contentApi.endpoints.getTourReviews.initiate({ ...args, page: 1 }));
    expect(again.data?.data.reviews.map((r) => r.id)).toEqual([1, 2]);
    expect(requests.map((r) => new URL(r.url).searchParams.get('page'))).toEqual(['1', '2', '1']);
  });

  it('keeps each rating filter in its own entry', async () => {
    server.use(http.get(`${origin}/api/en/tour-reviews-show`, () => HttpResponse.json(answer(1, [1]))));
    const store = makeStore();
    const base = { lang: 'en' as const, type: 'tour' as const, slug: 'x', page: 1, perPage: 10 };
    await store.dispatch(contentApi.endpoints.getTourReviews.initiate(base));
    await store.dispatch(contentApi.endpoints.getTourReviews.initiate({ ...base, stars: [5] }));
    expect(Object.keys(store.getState().contentApi.queries)).toHaveLength(2);
  });
});

describe('selectLastListingCounts', () => {
  const counts = (name: string) => ({
    physical_rating: { '1': 2 },
    style: { title: 'Style', data: [{ id: 1, name, count: 2 }] },
    theme: { title: 'Theme', data: [] },
    deals: { title: 'Deals', data: [] },
  });
  const listing = (success: boolean, name: string) => ({
    success,
    data: [],
    total: 0,
    current_page: 1,
    last_page: 1,
    per_page: 12,
    counts: counts(name),
  });

  it("reads the newest successful listing's counts of the language from the cache", async () => {
    server.use(
      http.get(`${origin}/api/:lang/tours`, ({ request, params }) => {
        const page = new URL(request.url).searchParams.get('page');
        if (page === '3') return HttpResponse.json(listing(false, 'Ignored'));
        return HttpResponse.json(listing(true, `${String(params.lang)} page ${page}`));
      }),
    );
    const store = makeStore();
    expect(selectLastListingCounts(store.getState(), 'en')).toBeUndefined();
    await store.dispatch(contentApi.endpoints.listTours.initiate({ lang: 'en', page: 1 }));
    await store.dispatch(contentApi.endpoints.listTours.initiate({ lang: 'vi', page: 1 }));
    await store.dispatch(contentApi.endpoints.listTours.initiate({ lang: 'en', page: 2 }));
    await store.dispatch(contentApi.endpoints.listTours.initiate({ lang: 'en', page: 3 }));
    expect(selectLastListingCounts(store.getState(), 'en')?.style.data[0].name).toBe('en page 2');
    expect(selectLastListingCounts(store.getState(), 'vi')?.style.data[0].name).toBe('vi page 1');
  });
});
