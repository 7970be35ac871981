/**
 * The mock against the contract: every operation of openapi/ has a handler that answers its path, and every
 * answer (both languages, every scenario that returns a body, error bodies included) matches the contract's schemas.
 */
import { listOperations, validateRequestBody, validateResponse } from '../../scripts/contract/validator';
import { checkAnswer } from '../../src/api/contract';
import { getDataset } from '../data/index';
import { operationHandlers, resetMockState, server } from '../node';
import { SCENARIOS, type OperationId } from '../scenarios';
import { bookingBody, call, post, put, type Answer } from './helpers';
import { balanceDueDate, depositAmount, isCloseToDeparture } from '../../src/domain/checkout/paymentPlan';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetMockState();
});
afterAll(() => server.close());

const LANGS = ['vi', 'en'] as const;

/** The URL of an operation's path in the mock (geonames is served under /geonames). */
function urlOf(
  op: { path: string; file: string },
  lang: string,
  values: Record<string, string> = {},
): string {
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    name === 'lang' ? lang : (values[name] ?? 'x'),
  );
  return op.file === 'geonames.yaml' ? `/geonames${path}` : path;
}

function bookableDate(where: (startDate: string) => boolean = () => true) {
  const ds = getDataset();
  for (const tour of ds.tours) {
    for (const date of tour.dates) {
      const room = date.room_prices.find((rp) => rp.available_rooms >= 2);
      if (room && date.start_date >= ds.today && where(date.start_date)) return { tour, date, room };
    }
  }
  throw new Error('no bookable date');
}

const farAway = (start: string) => !isCloseToDeparture(start);
const close = (start: string) => isCloseToDeparture(start);

/** One category page per level/type (the category tours and deals do not depend on anything else). */
function onePerTemplate() {
  const seen = new Set<string>();
  return getDataset().pages.filter((p) => {
    const key = `${p.level}:${p.type}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

interface Case {
  label: string;
  run: () => Promise<Answer>;
  status?: number;
}

/** Representative calls of each operation for one language: success cases and the declared error answers. */
function casesOf(op: OperationId, lang: 'vi' | 'en'): Case[] {
  const ds = getDataset();
  const c = (label: string, run: () => Promise<Answer>, status?: number): Case => ({
    label: `${op} ${lang} ${label}`,
    run,
    status,
  });
  switch (op) {
    case 'getHeader':
    case 'getFooter':
    case 'getSiteSettings':
    case 'getMediaSections':
    case 'getBanners':
    case 'getHomeTours':
    case 'getPopularDestinations': {
      const path = urlOf(
        listOperations().find((o) => o.operationId === op)!,
        lang,
      );
      return [
        c('ok', () => call(path), 200),
        c('unknown language', () => call(path.replace(`/${lang}/`, '/fr/')), 404),
      ];
    }
    case 'getAppSettings':
      return [c('ok', () => call('/api/app-settings'), 200)];
    case 'createContact':
      return [
        c(
          'ok',
          () =>
            post('/api/contacts', {
              first_name: 'An',
              last_name: 'Nguyễn',
              email: 'an@example.com',
              phone: null,
              reason: 'Hỏi tour',
            }),
          201,
        ),
        c('invalid', () => post('/api/contacts', { first_name: '', email: 'nope' }), 422),
      ];
    case 'subscribeNewsletter':
      return [
        c('ok', () => post(`/api/${lang}/contacts`, { first_name: 'Lan', email: 'lan@example.com' }), 201),
        c('invalid', () => post(`/api/${lang}/contacts`, { first_name: 'Lan', email: 'lan@' }), 422),
      ];
    case 'listTours':
      return [
        c('default', () => call(`/api/${lang}/tours`), 200),
        c('suggestions', () => call(`/api/${lang}/tours?page=1&per_page=100`), 200),
        c(
          'filters',
          () =>
            call(
              `/api/${lang}/tours?keyword=japan&style=1,2&theme=1&deal=1,3&duration_from=3&duration_to=14&price_from=1000000&price_to=90000000&physical_rating=1,2,3&onSale=true`,
            ),
          200,
        ),
        c(
          'dates',
          () =>
            call(
              `/api/${lang}/tours?start_day=${ds.today}&end_day=2099-01-01&lastMinute=true&earlyBird=true`,
            ),
          200,
        ),
        c('page beyond the end', () => call(`/api/${lang}/tours?page=99`), 200),
        c('invalid', () => call(`/api/${lang}/tours?page=0&style=abc`), 422),
      ];
    case 'getArticle':
      return [
        c('ok', () => call(`/api/${lang}/articles/our-story`), 200),
        c('unknown', () => call(`/api/${lang}/articles/nope`), 404),
      ];
    case 'getTourReviews':
      return [
        c(
          'summary',
          () => call(`/api/${lang}/tour-reviews-show?type=tour&slug=ha-long-bay-discovery&page=1&per_page=1`),
          200,
        ),
        c(
          'page',
          () =>
            call(
              `/api/${lang}/tour-reviews-show?type=tour&slug=japan-highlights&page=3&per_page=10&stars[]=5&stars[]=1`,
            ),
          200,
        ),
        ...ds.tours.map((t) =>
          c(
            `tour ${t.slug}`,
            () => call(`/api/${lang}/tour-reviews-show?type=tour&slug=${t.slug}&page=1&per_page=50`),
            200,
          ),
        ),
        c(
          'category',
          () => call(`/api/${lang}/tour-reviews-show?type=category&slug=vietnam&page=1&per_page=10`),
          200,
        ),
        c(
          'no reviews',
          () => call(`/api/${lang}/tour-reviews-show?type=tour&slug=golden-circle-short-break`),
          200,
        ),
        c('invalid', () => call(`/api/${lang}/tour-reviews-show?type=nope`), 422),
      ];
    case 'getTour':
      return [
        ...ds.tours.map((t) => c(t.slug, () => call(`/api/${lang}/tours/${t.slug}`), 200)),
        c('unknown', () => call(`/api/${lang}/tours/nope`), 404),
      ];
    case 'createBooking': {
      const { date, room } = bookableDate();
      const soldOut = ds.tours.find((t) => t.slug === 'ha-long-bay-discovery')!.dates[1];
      return [
        c(
          'created',
          () => post('/api/bookings', bookingBody({ tour_date_id: date.id, room_id: room.room_id })),
          201,
        ),
        c('invalid', () => post('/api/bookings', bookingBody({ email: 'x', ticket_quantity: 0 })), 422),
        c(
          'room not in departure',
          () => post('/api/bookings', bookingBody({ tour_date_id: date.id, room_id: 99 })),
          400,
        ),
        c(
          'sold out',
          () => post('/api/bookings', bookingBody({ tour_date_id: soldOut.id, room_id: 1 })),
          409,
        ),
        c(
          'deposit, far departure',
          async () => {
            const far = bookableDate(farAway);
            const answer = await post(
              '/api/bookings',
              bookingBody({ tour_date_id: far.date.id, room_id: far.room.room_id, payment_plan: 'deposit' }),
            );
            const booking = (answer.body as { booking: Record<string, unknown> }).booking;
            expect(booking.payment_plan).toBe('deposit');
            expect(booking.amount_due_now).toBe(
              depositAmount(Number(booking.ticket_price) * Number(booking.ticket_quantity)),
            );
            expect(booking.balance_due_date).toBe(balanceDueDate(far.date.start_date));
            return answer;
          },
          201,
        ),
        c(
          'deposit, close departure',
          () => {
            const near = bookableDate(close);
            return post(
              '/api/bookings',
              bookingBody({
                tour_date_id: near.date.id,
                room_id: near.room.room_id,
                payment_plan: 'deposit',
              }),
            );
          },
          422,
        ),
      ];
    }
    case 'createTourEnquiry': {
      const { tour, date } = bookableDate();
      const enquiry = {
        tour_slug: tour.slug,
        tour_date_id: date.id,
        name: 'Emma Brown',
        email: 'emma@example.com',
        phone: null,
        message: 'Is this trip suitable for children?',
      };
      return [
        c('ok', () => post(`/api/${lang}/tour-enquiries`, enquiry), 201),
        c(
          'about the trip',
          () => post(`/api/${lang}/tour-enquiries`, { ...enquiry, tour_date_id: null }),
          201,
        ),
        c(
          'invalid',
          () => post(`/api/${lang}/tour-enquiries`, { ...enquiry, email: 'emma@', message: 'short' }),
          422,
        ),
        c('unknown trip', () => post(`/api/${lang}/tour-enquiries`, { ...enquiry, tour_slug: 'nope' }), 404),
      ];
    }
    case 'updateBookingPayment':
      return [
        c(
          'ok',
          async () => {
            const { date, room } = bookableDate();
            const created = await post(
              '/api/bookings',
              bookingBody({ tour_date_id: date.id, room_id: room.room_id }),
            );
            return put(`/api/bookings/${(created.body as { booking: { id: number } }).booking.id}`, {
              payment_status: 'user_confirmed',
            });
          },
          200,
        ),
        c('unknown', () => put('/api/bookings/999999', { payment_status: 'user_confirmed' }), 404),
        c(
          'bad status',
          async () => {
            const { date, room } = bookableDate();
            const created = await post(
              '/api/bookings',
              bookingBody({ tour_date_id: date.id, room_id: room.room_id }),
            );
            return put(`/api/bookings/${(created.body as { booking: { id: number } }).booking.id}`, {
              payment_status: 'paid',
            });
          },
          422,
        ),
      ];
    case 'findBooking':
    case 'recordBalancePayment': {
      /** A deposit booking, confirmed as step 2 does: its reference and e-mail. */
      const depositBooking = async () => {
        const far = bookableDate(farAway);
        const created = await post(
          '/api/bookings',
          bookingBody({ tour_date_id: far.date.id, room_id: far.room.room_id, payment_plan: 'deposit' }),
        );
        const booking = (created.body as { booking: { id: number; booking_reference: string } }).booking;
        await put(`/api/bookings/${booking.id}`, { payment_status: 'user_confirmed' });
        return { id: booking.id, reference: booking.booking_reference, email: 'AN.NGUYEN@example.com', lang };
      };
      if (op === 'findBooking')
        return [
          c(
            'found (reference and e-mail, case aside)',
            async () => {
              const { id: _id, ...lookup } = await depositBooking();
              const answer = await post('/api/bookings/lookup', {
                ...lookup,
                reference: ` ${lookup.reference.toLowerCase()} `,
              });
              const found = (answer.body as { booking: Record<string, number> }).booking;
              expect(found.balance_due).toBe(found.total - found.amount_paid);
              expect(found.balance_status).toBe('due');
              return answer;
            },
            200,
          ),
          c(
            'wrong e-mail',
            async () =>
              post('/api/bookings/lookup', { ...(await depositBooking()), email: 'someone@example.com' }),
            404,
          ),
          c(
            'unknown reference',
            () => post('/api/bookings/lookup', { reference: 'BK-0', email: 'a@b.example' }),
            404,
          ),
          c('invalid', () => post('/api/bookings/lookup', { reference: '', email: 'nope' }), 422),
        ];
      return [
        c(
          'balance sent',
          async () => {
            const { id, ...lookup } = await depositBooking();
            const answer = await post(`/api/bookings/${id}/balance-payment`, lookup);
            expect((answer.body as { booking: Record<string, unknown> }).booking.balance_status).toBe(
              'pending_confirmation',
            );
            return answer;
          },
          200,
        ),
        c(
          'nothing left to pay',
          async () => {
            const { id, ...lookup } = await depositBooking();
            await post(`/api/bookings/${id}/balance-payment`, lookup);
            return post(`/api/bookings/${id}/balance-payment`, lookup);
          },
          409,
        ),
        c(
          'not the owner',
          async () => {
            const { id, ...lookup } = await depositBooking();
            return post(`/api/bookings/${id}/balance-payment`, { ...lookup, email: 'x@y.example' });
          },
          404,
        ),
        c('invalid', () => post('/api/bookings/1/balance-payment', { reference: 'x' }), 422),
      ];
    }
    case 'listBankAccounts':
      return [c('ok', () => call('/api/bank-accounts'), 200)];
    case 'getToursOfCategory':
      return [
        ...onePerTemplate().map((p) =>
          c(
            p.slug,
            () => call(`/api/${lang}/get-tour-of-category?slug=${encodeURIComponent(p.slug)}&page=1`),
            200,
          ),
        ),
        c('page 2', () => call(`/api/${lang}/get-tour-of-category?slug=all-destinations&page=2`), 200),
        c('unknown', () => call(`/api/${lang}/get-tour-of-category?slug=nope`), 404),
      ];
    case 'getTravelDealsOfCategory':
      return [
        ...onePerTemplate().map((p) =>
          c(
            p.slug,
            () => call(`/api/${lang}/get-travel-deals-of-category?slug=${encodeURIComponent(p.slug)}`),
            200,
          ),
        ),
        c('unknown', () => call(`/api/${lang}/get-travel-deals-of-category?slug=nope`), 404),
      ];
    case 'getHomepageData':
      return [
        ...ds.pages.map((p) =>
          c(p.slug, () => call(`/api/${lang}/homepage-data?slug=${encodeURIComponent(p.slug)}`), 200),
        ),
        c('unknown', () => call(`/api/${lang}/homepage-data?slug=nope`), 404),
      ];
    case 'getCountryInfo':
      return [
        c('ok', () => call(`/geonames/countryInfoJSON?username=mock&lang=${lang}`), 200),
        c('no account', () => call('/geonames/countryInfoJSON'), 401),
      ];
    case 'getChildren':
      return [
        c('provinces', () => call('/geonames/childrenJSON?geonameId=1562822&username=mock'), 200),
        c('districts', () => call('/geonames/childrenJSON?geonameId=1581129&username=mock'), 200),
        c('generated', () => call('/geonames/childrenJSON?geonameId=1861060&username=mock'), 200),
        c('leaf', () => call('/geonames/childrenJSON?geonameId=1581130&username=mock'), 200),
        c('no account', () => call('/geonames/childrenJSON?geonameId=1562822'), 401),
      ];
  }
}

function expectValid(op: string, label: string, answer: Answer, status?: number) {
  if (status !== undefined) expect({ label, status: answer.status }).toEqual({ label, status });
  const result = validateResponse(op, answer.status, answer.contentType, answer.body);
  expect({ label, ...result }).toEqual({ label, ok: true, errors: [] });
  // The site's own boundary (src/api/contract.ts, on the generated schemas) accepts the answer untouched.
  if (answer.status >= 200 && answer.status < 300 && answer.contentType.includes('json')) {
    expect({ label, ...checkAnswer(op, answer.body) }).toEqual({
      label,
      ok: true,
      data: answer.body,
      violations: [],
    });
  }
}

describe('every contract operation has a handler', () => {
  const ops = listOperations();

  it('keys the handlers by the contract operation ids, no more and no fewer', () => {
    expect(Object.keys(operationHandlers).sort()).toEqual(ops.map((o) => o.operationId).sort());
  });

  it.each(ops.map((o) => [o.operationId, o] as const))(
    '%s answers its contract path and method',
    async (_id, op) => {
      const url = urlOf(op, 'vi', { slug: 'ha-long-bay-discovery', id: '1' });
      const answer = await call(url, {
        method: op.method,
        ...(op.hasRequestBody ? { body: JSON.stringify({}) } : {}),
      });
      // Unhandled requests fail the fetch (onUnhandledRequest: 'error'); a handled one answers a declared status.
      expect(op.statuses).toContain(String(answer.status));
    },
  );
});

describe('every mocked answer matches the contract', () => {
  const ops = listOperations().map((o) => o.operationId as OperationId);

  for (const lang of LANGS) {
    it.each(ops)(`%s (${lang})`, async (op) => {
      for (const { label, run, status } of casesOf(op, lang)) {
        const answer = await run();
        expectValid(op, label, answer, status);
      }
    });
  }

  const scenarioCases = Object.entries(SCENARIOS).flatMap(([name, s]) =>
    s.violatesContract ? [] : s.operations.map((op) => [name, op] as const),
  );

  it.each(scenarioCases)('scenario %s: %s', async (name, op) => {
    for (const lang of LANGS) {
      // The scenario comes from the environment here (header and cookie are covered by the semantic tests).
      const [first] = casesOf(op, lang);
      const answer = await withScenario(first, name);
      expectValid(op, `${name} ${op} ${lang}`, answer);
    }
  });

  it('the request bodies the tests send are valid requests of the contract', () => {
    expect(validateRequestBody('createBooking', bookingBody({ tour_date_id: 101 }))).toEqual({
      ok: true,
      errors: [],
    });
    expect(validateRequestBody('updateBookingPayment', { payment_status: 'user_confirmed' })).toEqual({
      ok: true,
      errors: [],
    });
  });

  it('the deliberately broken scenarios do break the contract', async () => {
    const notJson = await call('/api/vi/tours', { headers: { 'x-mock-scenario': 'tours-not-json' } });
    expect(notJson.contentType).toMatch(/text\/html/);
    expect(validateResponse('listTours', notJson.status, notJson.contentType, notJson.body).ok).toBe(false);
    const invalid = await call('/api/vi/tours/ha-long-bay-discovery', {
      headers: { 'x-mock-scenario': 'tour-invalid' },
    });
    expect(invalid.body.data.id).toBeUndefined();
    expect(invalid.body.data.title).toBeUndefined();
    expect(invalid.body.data.slug).toBe('ha-long-bay-discovery');
  });
});

/** Runs a sample call with MOCK_SCENARIO set. */
async function withScenario(sample: Case, name: string): Promise<Answer> {
  process.env.MOCK_SCENARIO = name;
  try {
    return await sample.run();
  } finally {
    delete process.env.MOCK_SCENARIO;
  }
}
