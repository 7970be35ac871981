/* eslint-disable @typescript-eslint/no-explicit-any -- answers are inspected as loose JSON in these tests */
/** What the mock does: filters, pagination, counts, reviews, bookings, 404s, scenarios, dataset guarantees. */
import { http, HttpResponse } from 'msw';
import { generateDataset, getDataset } from '../data/index';
import { addDays, daysBetween } from '../data/dates';
import { effectivePrice } from '../data/views';
import { toVnd } from '../../src/domain/shared/price';
import { resetMockState, server } from '../node';
import { bookingBody, call, post, put } from './helpers';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetMockState();
});
afterAll(() => server.close());

type Tour = {
  id: number;
  slug: string;
  title: string;
  duration: number;
  price: number | null;
  physicalRating: number;
  style: string;
  theme: string;
  onSale: boolean;
  earlyBird: boolean;
  lastMinute: boolean;
  location: string;
};

async function list(query: string, lang = 'en') {
  const res = await call(`/api/${lang}/tours?per_page=100&${query}`);
  expect(res.status).toBe(200);
  return res.body as {
    data: Tour[];
    total: number;
    last_page: number;
    current_page: number;
    per_page: number;
    counts: any;
  };
}

describe('tour listing', () => {
  it('pages 12 by default with total and last_page', async () => {
    const first = (await call('/api/vi/tours')).body;
    expect(first.data).toHaveLength(12);
    expect(first).toMatchObject({ total: 45, current_page: 1, last_page: 4, per_page: 12 });
    const last = (await call('/api/vi/tours?page=4&per_page=12')).body;
    expect(last.data).toHaveLength(9);
    const ids = new Set([...first.data, ...last.data].map((t: Tour) => t.id));
    expect(ids.size).toBe(21);
  });

  it('matches the keyword case- and accent-insensitively in title, location, slug and tags', async () => {
    const japan = await list('keyword=JAPAN');
    expect(japan.total).toBe(5);
    expect(japan.data.every((t) => t.location.endsWith('Japan'))).toBe(true);
    const vietnamVi = await list('keyword=vi%E1%BB%87t%20nam', 'vi');
    const vietnamPlain = await list('keyword=viet+nam', 'vi');
    expect(vietnamVi.total).toBe(6);
    expect(vietnamPlain.total).toBe(6);
    const bySlug = await list('keyword=ha-long-bay');
    expect(bySlug.data.map((t) => t.slug)).toContain('ha-long-bay-discovery');
    const europe = await list('keyword=Europe', 'vi');
    expect(europe.total).toBe(21);
    const twoChips = await list('keyword=Japan+Morocco');
    expect(twoChips.total).toBe(9);
    expect((await list('keyword=zzzz')).total).toBe(0);
  });

  it('filters by style, theme, deal ids, duration, price, physical rating and the deal flags', async () => {
    const style = await list('style=1,4');
    expect(style.total).toBeGreaterThan(0);
    expect(style.data.every((t) => ['Original', 'Basix'].includes(t.style))).toBe(true);
    const theme = await list('theme=3');
    expect(theme.data.every((t) => t.theme === 'Walking & Trekking')).toBe(true);
    const duration = await list('duration_from=7&duration_to=10');
    expect(duration.total).toBeGreaterThan(0);
    expect(duration.data.every((t) => t.duration >= 7 && t.duration <= 10)).toBe(true);
    const price = await list('price_from=20000000&price_to=40000000');
    expect(price.total).toBeGreaterThan(0);
    expect(
      price.data.every(
        (t) =>
          t.price !== null &&
          (t.price < 10000 ? t.price * 24000 : t.price) >= 20000000 &&
          (t.price < 10000 ? t.price * 24000 : t.price) <= 40000000,
      ),
    ).toBe(true);
    const physical = await list('physical_rating=4,5');
    expect(physical.data.every((t) => t.physicalRating >= 4)).toBe(true);
    const onSale = await list('onSale=true');
    expect(onSale.total).toBeGreaterThan(0);
    expect(onSale.data.every((t) => t.onSale)).toBe(true);
    expect((await list('deal=1')).total).toBe(onSale.total);
    const early = await list('earlyBird=true');
    expect(early.data.every((t) => t.earlyBird)).toBe(true);
    const last = await list('lastMinute=true');
    expect(last.total).toBeGreaterThan(0);
    expect(last.data.every((t) => t.lastMinute)).toBe(true);
    expect((await list('deal=2,3')).total).toBe(
      (await list('')).data.filter((t) => t.earlyBird || t.lastMinute).length,
    );
  });

  it('keeps tours with a departure overlapping start_day..end_day', async () => {
    const ds = getDataset();
    const from = addDays(ds.today, 200);
    const to = addDays(ds.today, 210);
    const res = await list(`start_day=${from}&end_day=${to}`);
    const expected = ds.tours
      .filter((t) => t.dates.some((d) => d.start_date <= to && d.end_date >= from))
      .map((t) => t.slug);
    expect(res.data.map((t) => t.slug).sort()).toEqual(expected.sort());
    expect(res.total).toBeLessThan(45);
  });

  it('computes counts over the filtered set', async () => {
    const res = await list('theme=3');
    const physicalTotal = Object.values(res.counts.physical_rating as Record<string, number>).reduce(
      (a, b) => a + b,
      0,
    );
    expect(physicalTotal).toBe(res.total);
    expect(res.counts.theme.data.find((x: { id: number }) => x.id === 3).count).toBe(res.total);
    expect(
      res.counts.theme.data
        .filter((x: { id: number }) => x.id !== 3)
        .every((x: { count: number }) => x.count === 0),
    ).toBe(true);
    expect(res.counts.style.data.reduce((a: number, x: { count: number }) => a + x.count, 0)).toBe(res.total);
    const vi = await list('', 'vi');
    expect(vi.counts.style.title).toBe('Phong cách');
    expect(vi.counts.deals.data.map((d: { name: string }) => d.name)).toEqual([
      'Giảm giá',
      'Đặt sớm',
      'Phút chót',
    ]);
  });

  it('answers 422 for malformed parameters', async () => {
    const res = await call('/api/en/tours?per_page=500&physical_rating=7');
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(['per_page', 'physical_rating']);
  });

  it('prices: some tours under 10 000 (USD), one negotiable (0), one without departures (null)', async () => {
    const all = (await list('')).data;
    expect(
      all.filter((t) => t.price !== null && t.price > 0 && t.price < 10000).length,
    ).toBeGreaterThanOrEqual(3);
    expect(all.find((t) => t.slug === 'ha-giang-loop')!.price).toBe(0);
    expect(all.find((t) => t.slug === 'camino-de-santiago')!.price).toBeNull();
    const home = (await call('/api/vi/list-tours-home')).body.data;
    expect(home.new.length).toBeGreaterThan(4);
    expect(home.popular.length).toBeGreaterThan(4);
  });
});

describe('reviews', () => {
  const path = (q: string) => `/api/en/tour-reviews-show?type=tour&slug=japan-highlights&${q}`;

  it('pages thousands of reviews and summarises the rating distribution', async () => {
    const res = (await call(path('page=1&per_page=10'))).body.data;
    expect(res.reviews).toHaveLength(10);
    expect(res.pagination).toEqual({ current_page: 1, last_page: 500, per_page: 10, total: 5000 });
    const sum = res.ratingFilters.reduce((a: number, f: { count: number }) => a + f.count, 0);
    expect(sum).toBe(5000);
    expect(res.ratingFilters.map((f: { stars: number }) => f.stars)).toEqual([5, 4, 3, 2, 1]);
    const page2 = (await call(path('page=2&per_page=10'))).body.data;
    expect(page2.reviews[0].id).not.toBe(res.reviews[0].id);
  });

  it('filters by repeated stars[] and keeps the full distribution', async () => {
    const all = (await call(path('page=1&per_page=1'))).body.data;
    const res = (await call(path('page=1&per_page=50&stars[]=1&stars[]=2'))).body.data;
    const expected = all.ratingFilters
      .filter((f: { stars: number }) => f.stars <= 2)
      .reduce((a: number, f: { count: number }) => a + f.count, 0);
    expect(res.pagination.total).toBe(expected);
    expect(res.reviews.every((r: { rating: number }) => r.rating <= 2)).toBe(true);
    expect(res.ratingFilters).toEqual(all.ratingFilters);
  });

  it('has at least 300 reviews besides the big tour, mixed ratings and long comments', async () => {
    const ds = getDataset();
    const others = ds.tours.filter((t) => t.slug !== 'japan-highlights');
    expect(others.reduce((a, t) => a + t.reviewStars.length, 0)).toBeGreaterThanOrEqual(300);
    const texts: string[] = [];
    const ratings = new Set<number>();
    for (const t of others.slice(0, 20)) {
      const body = (await call(`/api/vi/tour-reviews-show?type=tour&slug=${t.slug}&per_page=100`)).body.data;
      for (const r of body.reviews) {
        texts.push(r.comment ?? r.content);
        ratings.add(r.rating);
      }
    }
    expect([...ratings].sort()).toEqual([1, 2, 3, 4, 5]);
    expect(texts.some((c) => c.length > 300)).toBe(true);
    const none = (await call('/api/vi/tour-reviews-show?type=tour&slug=golden-circle-short-break')).body.data;
    expect(none.reviews).toEqual([]);
    expect(none.pagination.total).toBe(0);
  });
});

describe('tour detail', () => {
  it('answers the tour inside data with full detail, and 404 for an unknown slug', async () => {
    const res = await call('/api/vi/tours/ha-long-bay-discovery');
    const tour = res.body.data;
    expect(tour).toMatchObject({
      id: 1,
      slug: 'ha-long-bay-discovery',
      title: 'Khám phá Vịnh Hạ Long',
      country: 'Việt Nam',
    });
    expect(tour.media.some((m: { type: string }) => m.type === 'map')).toBe(true);
    expect(tour.itineraries[1].meals.breakfast).toBe('1');
    expect(
      tour.itineraries.some((d: { optional_activities: string[] }) =>
        d.optional_activities.some((o) => / - /.test(o)),
      ),
    ).toBe(true);
    expect(tour.notes.some((n: { content: string | null }) => n.content?.includes('<script>'))).toBe(true);
    expect(
      tour.notes.some((n: { content: string | null }) => n.content !== null && n.content.trim() === ''),
    ).toBe(true);
    const [first, second, third, fourth, fifth] = tour.dates;
    const today = getDataset().today;
    expect(first.room_prices.map((r: { room: { name: string } }) => r.room.name)).toEqual([
      'Phòng đôi chia sẻ',
      'Phòng đơn',
      'Phòng ba',
    ]);
    expect(first.room_prices[0].sale_start <= today && today <= first.room_prices[0].sale_end).toBe(true);
    expect(first.room_prices[1].available_rooms).toBeLessThanOrEqual(first.room_prices[1].warning_threshold);
    expect(first.room_prices[2].available_rooms).toBe(0);
    expect(second.room_prices.every((r: { available_rooms: number }) => r.available_rooms === 0)).toBe(true);
    expect(third.room_prices[0].sale_end < today).toBe(true);
    expect(fourth.room_prices[0].sale_start > today).toBe(true);
    expect(
      fifth.room_prices.every(
        (r: { available_rooms: number; warning_threshold: number }) =>
          r.available_rooms > 0 && r.available_rooms <= r.warning_threshold,
      ),
    ).toBe(true);
    expect((await call('/api/en/tours/nope')).status).toBe(404);
  });

  it('has departures over the next 18 months for every tour but one', () => {
    const ds = getDataset();
    for (const t of ds.tours) {
      if (t.slug === 'camino-de-santiago') {
        expect(t.dates).toEqual([]);
        continue;
      }
      expect(t.dates.length).toBeGreaterThan(5);
      expect(t.dates.every((d) => d.start_date > ds.today)).toBe(true);
      expect(daysBetween(ds.today, t.dates[t.dates.length - 1].start_date)).toBeGreaterThan(365);
      expect(daysBetween(ds.today, t.dates[t.dates.length - 1].start_date)).toBeLessThanOrEqual(540);
    }
  });
});

describe('bookings', () => {
  it('creates a pending booking, reduces the room, then answers 409 when not enough rooms are left', async () => {
    const ds = getDataset();
    const tour = ds.tours[0];
    const date = tour.dates[0];
    const detailBefore = (await call(`/api/vi/tours/${tour.slug}`)).body.data;
    const before = detailBefore.dates[0].room_prices.find(
      (r: { room_id: number }) => r.room_id === 1,
    ).available_rooms;
    expect(before).toBe(8);

    const created = await post(
      '/api/bookings',
      bookingBody({ tour_date_id: date.id, room_id: 1, ticket_quantity: 3 }),
    );
    expect(created.status).toBe(201);
    expect(created.body.booking).toMatchObject({
      payment_status: 'pending',
      ticket_quantity: 3,
      room_price_id: date.room_prices[0].id,
    });
    expect(created.body.booking.booking_reference).toMatch(/^BK-\d{4}-000123$/);
    expect(created.body.booking.ticket_price).toBe(toVnd(effectivePrice(date.room_prices[0], ds.today)));
    expect(created.body.booking.ticket_price).toBeLessThan(date.room_prices[0].price);

    const detailAfter = (await call(`/api/en/tours/${tour.slug}`)).body.data;
    expect(
      detailAfter.dates[0].room_prices.find((r: { room_id: number }) => r.room_id === 1).available_rooms,
    ).toBe(5);

    const tooMany = await post(
      '/api/bookings',
      bookingBody({ tour_date_id: date.id, room_id: 1, ticket_quantity: 6 }),
    );
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.message).toBe('Not enough available rooms (5 left)');
    const rest = await post(
      '/api/bookings',
      bookingBody({ tour_date_id: date.id, room_id: 1, ticket_quantity: 5 }),
    );
    expect(rest.status).toBe(201);
    expect(rest.body.booking.booking_reference).toMatch(/-000124$/);
    const soldOut = await post('/api/bookings', bookingBody({ tour_date_id: date.id, room_id: 1 }));
    expect(soldOut.status).toBe(409);
    expect(soldOut.body.message).toBe('This room is sold out');

    resetMockState();
    const restored = (await call(`/api/vi/tours/${tour.slug}`)).body.data;
    expect(restored.dates[0].room_prices[0].available_rooms).toBe(8);
  });

  it('answers 422 with field errors for an invalid body', async () => {
    const res = await post(
      '/api/bookings',
      bookingBody({
        first_name: ' ',
        email: 'not-an-email',
        date_of_birth: '2999-01-01',
        ticket_quantity: 0,
        payment_status: 'paid',
        tour_date_id: 'x',
      }),
    );
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual([
      'date_of_birth',
      'email',
      'first_name',
      'payment_status',
      'ticket_quantity',
      'tour_date_id',
    ]);
    expect(res.body.errors.email).toEqual(['The email must be a valid email address.']);
    const unknownDate = await post('/api/bookings', bookingBody({ tour_date_id: 999999 }));
    expect(unknownDate.status).toBe(422);
    expect(unknownDate.body.errors).toEqual({ tour_date_id: ['The selected tour date id is invalid.'] });
  });

  it('updates the payment status; 404 for an unknown id and 422 for another status', async () => {
    const date = getDataset().tours[2].dates.find((d) => d.room_prices.some((r) => r.available_rooms > 0))!;
    const room = date.room_prices.find((r) => r.available_rooms > 0)!;
    const created = await post(
      '/api/bookings',
      bookingBody({ tour_date_id: date.id, room_id: room.room_id }),
    );
    const id = created.body.booking.id;
    expect((await put(`/api/bookings/${id}`, { payment_status: 'confirmed' })).status).toBe(422);
    const updated = await put(`/api/bookings/${id}`, { payment_status: 'user_confirmed' });
    expect(updated.status).toBe(200);
    expect(updated.body.booking).toMatchObject({
      id,
      payment_status: 'user_confirmed',
      booking_reference: created.body.booking.booking_reference,
    });
    expect((await put('/api/bookings/424242', { payment_status: 'user_confirmed' })).status).toBe(404);
    expect((await put('/api/bookings/abc', { payment_status: 'user_confirmed' })).status).toBe(404);
  });

  it('is idempotent: a repeated key answers the same booking, another body with that key 422; only pending is accepted', async () => {
    const ds = getDataset();
    const tour = ds.tours[0];
    const date = tour.dates[0];
    const body = bookingBody({ tour_date_id: date.id, room_id: 1, ticket_quantity: 2 });
    const headers = { 'Idempotency-Key': 'attempt-0001-abcdef' };
    const first = await post('/api/bookings', body, headers);
    const again = await post('/api/bookings', body, headers);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body.booking.id).toBe(first.body.booking.id);
    const rooms = (await call(`/api/vi/tours/${tour.slug}`)).body.data.dates[0].room_prices.find(
      (r: { room_id: number }) => r.room_id === 1,
    );
    expect(rooms.available_rooms).toBe(6); // reduced once
    const other = await post('/api/bookings', { ...body, ticket_quantity: 1 }, headers);
    expect(other.status).toBe(422);
    expect(Object.keys(other.body.errors)).toEqual(['Idempotency-Key']);
    for (const status of ['confirmed', 'user_confirmed', 'cancelled']) {
      expect((await post('/api/bookings', { ...body, payment_status: status })).status).toBe(422);
    }
  });

  it('releases a pending booking (cancelled) and gives its rooms back once', async () => {
    const tour = getDataset().tours[0];
    const date = tour.dates[0];
    const created = await post(
      '/api/bookings',
      bookingBody({ tour_date_id: date.id, room_id: 1, ticket_quantity: 3 }),
    );
    const id = created.body.booking.id;
    const released = await put(`/api/bookings/${id}`, { payment_status: 'cancelled' });
    expect(released.status).toBe(200);
    expect(released.body.booking.payment_status).toBe('cancelled');
    await put(`/api/bookings/${id}`, { payment_status: 'cancelled' });
    const room = (await call(`/api/vi/tours/${tour.slug}`)).body.data.dates[0].room_prices.find(
      (r: { room_id: number }) => r.room_id === 1,
    );
    expect(room.available_rooms).toBe(8);
  });

  it('lists two active bank accounts with NAPAS bins and one inactive', async () => {
    const res = (await call('/api/bank-accounts')).body.data;
    expect(
      res.filter((a: { is_active: boolean }) => a.is_active).map((a: { acq_id: string }) => a.acq_id),
    ).toEqual(['970436', '970407']);
    expect(res.filter((a: { is_active: boolean }) => !a.is_active)).toHaveLength(1);
  });
});

describe('not found', () => {
  it.each([
    '/api/vi/tours/unknown-tour',
    '/api/en/articles/unknown-article',
    '/api/vi/homepage-data?slug=unknown-page',
    '/api/vi/get-tour-of-category?slug=unknown-page',
    '/api/vi/get-travel-deals-of-category?slug=unknown-page',
    '/api/fr/getHeader',
  ])('%s answers 404', async (path) => {
    const res = await call(path);
    expect(res.status).toBe(404);
    expect(res.body.success).toBe(false);
  });
});

describe('scenarios', () => {
  it('are read from the header, else the cookie, else MOCK_SCENARIO', async () => {
    expect((await call('/api/vi/getFooter', { headers: { 'x-mock-scenario': 'footer-500' } })).status).toBe(
      500,
    );
    expect(
      (await call('/api/vi/getFooter', { headers: { cookie: 'theme=dark; mock_scenario=footer-500' } }))
        .status,
    ).toBe(500);
    expect(
      (
        await call('/api/vi/getFooter', {
          headers: { 'x-mock-scenario': 'default', cookie: 'mock_scenario=footer-500' },
        })
      ).status,
    ).toBe(200);
    process.env.MOCK_SCENARIO = 'footer-500';
    try {
      expect((await call('/api/vi/getFooter')).status).toBe(500);
      expect((await call('/api/vi/getHeader')).status).toBe(200);
    } finally {
      delete process.env.MOCK_SCENARIO;
    }
    expect((await call('/api/vi/getFooter')).status).toBe(200);
  });

  it('reproduce the listing and review errors', async () => {
    const h = (name: string) => ({ headers: { 'x-mock-scenario': name } });
    expect((await call('/api/vi/tours', h('tours-500'))).status).toBe(500);
    const notJson = await call('/api/vi/tours', h('tours-not-json'));
    expect(notJson.status).toBe(200);
    expect(() => JSON.parse(notJson.body)).toThrow();
    expect((await call('/api/vi/tours', h('tours-success-false'))).body).toMatchObject({
      success: false,
      data: [],
      total: 0,
    });
    expect((await call('/api/vi/tours', h('tours-empty'))).body).toMatchObject({
      success: true,
      data: [],
      total: 0,
    });
    const reviews = '/api/vi/tour-reviews-show?type=tour&slug=ha-long-bay-discovery';
    expect((await call(reviews, h('reviews-success-false'))).body.success).toBe(false);
    expect((await call(reviews, h('reviews-empty'))).body.data.reviews).toEqual([]);
    expect((await call('/api/vi/tours/ha-long-bay-discovery', h('tour-418'))).status).toBe(418);
    expect((await call('/api/bank-accounts', h('bank-accounts-empty'))).body).toEqual({ data: [] });
    // Combined scenarios: comma separated.
    const both = h('footer-500,header-500');
    expect((await call('/api/en/getFooter', both)).status).toBe(500);
    expect((await call('/api/en/getHeader', both)).status).toBe(500);
  });

  it('slow adds about 1500 ms', async () => {
    const started = Date.now();
    await call('/api/app-settings', { headers: { 'x-mock-scenario': 'slow' } });
    expect(Date.now() - started).toBeGreaterThanOrEqual(1400);
  });

  it('tests can still override a handler with server.use', async () => {
    server.use(http.get('*/api/:lang/banners', () => HttpResponse.json({ success: true, data: [] })));
    expect((await call('/api/vi/banners')).body.data).toEqual([]);
  });
});

describe('dataset', () => {
  it('is deterministic and fast to generate', () => {
    const started = performance.now();
    const a = generateDataset('2026-03-01');
    const elapsed = performance.now() - started;
    const b = generateDataset('2026-03-01');
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    expect(a.tours).toEqual(b.tours);
    expect(elapsed).toBeLessThan(300);
    // Relative to today: another day shifts the dates, not the content.
    const c = generateDataset('2026-03-02');
    expect(c.tours[0].dates[0].start_date).toBe(addDays(a.tours[0].dates[0].start_date, 1));
    expect(c.tours.map((t) => t.slug)).toEqual(a.tours.map((t) => t.slug));
  });

  it('covers at least 40 tours over 8+ destinations', () => {
    const ds = getDataset();
    expect(ds.tours.length).toBeGreaterThanOrEqual(40);
    expect(new Set(ds.tours.map((t) => t.dest.key)).size).toBeGreaterThanOrEqual(8);
  });

  it('has a three-level menu with a 25+ grandchildren item, an external link and destinations/search links', async () => {
    const menu = (await call('/api/en/getHeader')).body.data;
    const grandchildCounts = menu.flatMap((top: any) =>
      top.children.map((child: any) => child.children.length),
    );
    expect(Math.max(...grandchildCounts)).toBeGreaterThan(25);
    const all: any[] = [];
    const walk = (items: any[]) => items.forEach((i) => (all.push(i), walk(i.children)));
    walk(menu);
    expect(new Set(all.map((i) => i.type))).toEqual(new Set(['custom', 'post', 'category']));
    const links = all.map((i) => i.link).filter(Boolean);
    expect(links.some((l: string) => l.startsWith('https://'))).toBe(true);
    expect(links.some((l: string) => l.includes('destinations'))).toBe(true);
    expect(links.some((l: string) => l.includes('search'))).toBe(true);
    for (const post of all.filter((i) => i.type === 'post')) {
      expect((await call(`/api/en/articles/${post.slug}`)).status).toBe(200);
    }
  });

  it('has footer entries of the three types, header/footer socials (some inactive) and coordinates', async () => {
    const footer = (await call('/api/vi/getFooter')).body.data;
    const types = new Set<string>();
    const walk = (items: any[]) => items.forEach((i) => (types.add(i.type), walk(i.children ?? [])));
    walk(footer);
    expect(types).toEqual(new Set(['category', 'post', 'custom']));
    const settings = (await call('/api/app-settings')).body.data;
    expect(settings.latitude).toBeDefined();
    expect(settings.longitude).toBeDefined();
    for (const position of ['header', 'footer']) {
      const socials = settings.social_media.filter((s: any) => s.position === position);
      expect(socials.some((s: any) => s.is_active)).toBe(true);
      expect(socials.some((s: any) => !s.is_active)).toBe(true);
    }
    const site = (await call('/api/en/site-settings')).body.data;
    expect(site).toMatchObject({ app_name: 'ViVu Travel', phone: '+84 28 3822 8899' });
  });

  it('has image, video and youtube banners and the four about sections', async () => {
    const banners = (await call('/api/vi/banners')).body.data;
    expect(new Set(banners.map((b: any) => b.type))).toEqual(new Set(['image', 'video', 'youtube_link']));
    const sections = (await call('/api/en/media-sections/all')).body.data;
    expect(Object.keys(sections)).toEqual(['about_1', 'about_2', 'about_3', 'about_4']);
    expect(sections.about_1[0].texts.length).toBeGreaterThanOrEqual(4);
  });

  it('has homepage data for every level/type template of the spec', async () => {
    const combos = new Set<string>();
    for (const page of getDataset().pages) {
      const res = await call(`/api/vi/homepage-data?slug=${encodeURIComponent(page.slug)}`);
      combos.add(`${res.body.data.file.level}:${res.body.data.file.type}`);
    }
    for (const combo of [
      '1:destinations',
      '1:themes',
      '1:styles',
      '1:new_trips',
      '1:deals',
      '2:destination',
      '2:theme',
      '2:style',
      '2:deals',
      '3:destination',
    ]) {
      expect(combos).toContain(combo);
    }
    const vietnam = (await call('/api/en/homepage-data?slug=vietnam')).body.data;
    expect(vietnam.ataGlanceData.content[0]).toMatchObject({ capital_city: 'Hanoi', calling_code: '+84' });
    expect(vietnam.faqs.content.length).toBeGreaterThan(0);
    expect(vietnam.youtube_link).toMatch(/youtube\.com\/watch\?v=[\w-]{11}$/);
    // A ranked card's "Trip {name}" button: /{lang}/{name lowercased, spaces as hyphens}.
    expect(
      (await call(`/api/vi/homepage-data?slug=${encodeURIComponent('việt-nam')}`)).body.data.file,
    ).toEqual({ level: 2, type: 'destination' });
  });

  it('pages the tours of a category and lists travel deals', async () => {
    const p1 = (await call('/api/en/get-tour-of-category?slug=all-destinations&page=1')).body;
    const p2 = (await call('/api/en/get-tour-of-category?slug=all-destinations&page=2')).body;
    expect(p1.last_page).toBeGreaterThanOrEqual(3);
    expect(p2.current_page).toBe(2);
    expect(p2.data[0].id).not.toBe(p1.data[0].id);
    const deals = (await call('/api/en/get-travel-deals-of-category?slug=deals')).body.traveldeals.content;
    expect(deals.length).toBeGreaterThan(6);
    expect(deals.every((d: any) => d.priceUSD.discountedPriceUSD < d.priceUSD.originalPriceUSD)).toBe(true);
  });

  it('serves a deterministic SVG with long cache headers for any storage path', async () => {
    const a = await call('/storage/tours/ha-long-bay-discovery-1.jpg');
    expect(a.status).toBe(200);
    expect(a.contentType).toBe('image/svg+xml; charset=utf-8');
    expect(a.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(a.body).toContain('<svg');
    expect(a.body).toContain('Ha Long Bay Discovery');
    expect((await call('/storage/tours/ha-long-bay-discovery-1.jpg')).body).toBe(a.body);
    expect((await call('/storage/maps/ha-long-bay-discovery-map.jpg')).body).toContain('stroke-dasharray');
    expect((await call('/storage/banners/japan-cherry-blossom.mp4')).status).toBe(404);
  });
});
