import { spawnSync } from 'node:child_process';
import {
  checkoutAccess,
  checkoutSlug,
  finalRoomPrice,
  findSelection,
  isVietnamCountry,
  parseSelectionId,
} from './checkout';
import { activeBankAccounts, bankAccountLabel, paymentCompletion } from './payment';
import { isSameSelection } from './checkoutState';
import { tourLoadErrorMessage } from './checkoutErrors';
import { bookingFailure, bookingFailureText } from './bookingAnswer';
import { vietQrImageUrl } from './vietqr';
import { VN_PROVINCES, vnProvinceNames, vnWardsOf } from './vnAddress';

const dates = [
  { id: 10, room_prices: [{ room_id: 1 }, { room_id: 2 }] },
  { id: 11, room_prices: [{ room_id: 3 }] },
];

describe('checkout selection', () => {
  it('reads ids from the query string only when they are positive whole numbers', () => {
    expect(parseSelectionId('12')).toBe(12);
    expect(parseSelectionId(' 7 ')).toBe(7);
    expect(parseSelectionId(null)).toBeNull();
    expect(parseSelectionId('')).toBeNull();
    expect(parseSelectionId('0')).toBeNull();
    expect(parseSelectionId('1.5')).toBeNull();
    expect(parseSelectionId('abc')).toBeNull();
  });

  it('finds the departure by id and the room inside it, or says why not', () => {
    expect(findSelection(dates, 10, 2)).toEqual({ ok: true, date: dates[0], room: { room_id: 2 } });
    expect(findSelection(dates, null, 2)).toEqual({ ok: false, reason: 'missing-ids' });
    expect(findSelection(dates, 10, null)).toEqual({ ok: false, reason: 'missing-ids' });
    expect(findSelection(dates, 99, 1)).toEqual({ ok: false, reason: 'unknown-date' });
    // A room of another departure is not part of this one.
    expect(findSelection(dates, 10, 3)).toEqual({ ok: false, reason: 'unknown-room' });
    expect(findSelection(undefined, 10, 1)).toEqual({ ok: false, reason: 'unknown-date' });
  });

  it('compares selections by slug, date and room', () => {
    const a = { slug: 'x', dateId: 1, roomId: 2 };
    expect(isSameSelection(a, { ...a })).toBe(true);
    expect(isSameSelection(a, { ...a, slug: 'y' })).toBe(false);
    expect(isSameSelection(a, { ...a, dateId: 3 })).toBe(false);
    expect(isSameSelection(a, { ...a, roomId: 3 })).toBe(false);
    expect(isSameSelection(null, a)).toBe(false);
  });
});

describe('room final price', () => {
  const now = new Date(2027, 5, 15, 12);
  it('uses the sale price inside its window (inclusive) and the regular price outside', () => {
    const room = {
      price: 20_000_000,
      sale_price: 18_000_000,
      sale_start: '2027-06-01',
      sale_end: '2027-06-15',
    };
    expect(finalRoomPrice(room, now)).toBe(18_000_000);
    expect(finalRoomPrice({ ...room, sale_end: '2027-06-14' }, now)).toBe(20_000_000);
    expect(finalRoomPrice({ ...room, sale_start: null }, now)).toBe(20_000_000);
  });
  it('converts a USD price under 10 000 and gives 0 without a price', () => {
    expect(finalRoomPrice({ price: 1299 }, now)).toBe(1299 * 24_000);
    expect(finalRoomPrice({ price: null }, now)).toBe(0);
  });
});

describe('checkout messages', () => {
  it('gives HTTP {status} for a failed tour load, else the network error', () => {
    expect(tourLoadErrorMessage({ status: 500, data: {} })).toBe('HTTP 500');
    expect(tourLoadErrorMessage({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toBe(
      'TypeError: Failed to fetch',
    );
  });
  it('gives the server text of a failed booking, else the status, else nothing', () => {
    expect(
      bookingFailureText({ status: 409, data: { success: false, message: 'Not enough available rooms' } }),
    ).toBe('Not enough available rooms');
    expect(bookingFailureText({ status: 500, data: 'Server exploded' })).toBe('Server exploded');
    expect(bookingFailureText({ status: 502, data: null })).toBe('HTTP 502');
    expect(bookingFailureText({ status: 'FETCH_ERROR', error: 'Failed to fetch' })).toBe('Failed to fetch');
    expect(bookingFailureText(undefined)).toBeNull();
  });
  it("names a booking failure for the visitor by kind, never by the service's words", () => {
    expect(bookingFailure({ status: 409, data: { success: false, message: 'This room is sold out' } })).toBe(
      'soldOut',
    );
    expect(bookingFailure({ status: 422, data: { errors: { payment_plan: ['x'] } } })).toBe('invalidDetails');
    expect(bookingFailure({ status: 400, data: 'The room does not belong to this departure' })).toBe(
      'invalidDetails',
    );
    expect(bookingFailure({ status: 500, data: 'Server exploded' })).toBe('connection');
    expect(bookingFailure({ status: 'FETCH_ERROR', error: 'Failed to fetch' })).toBe('connection');
    expect(bookingFailure(undefined)).toBeNull();
  });
  it('recognises Vietnam by code or by name in either language', () => {
    expect(isVietnamCountry('Whatever', 'VN')).toBe(true);
    expect(isVietnamCountry('Việt Nam')).toBe(true);
    expect(isVietnamCountry('vietnam')).toBe(true);
    expect(isVietnamCountry('Japan', 'JP')).toBe(false);
    expect(isVietnamCountry('')).toBe(false);
  });
  it('builds the completion payload', () => {
    expect(paymentCompletion(42, 'BK-42', 1000, new Date('2027-01-02T03:04:05.000Z'))).toEqual({
      method: 'bank_transfer',
      amount: 1000,
      timestamp: '2027-01-02T03:04:05.000Z',
      bookingId: 42,
      reference: 'BK-42',
      status: 'user_confirmed',
    });
  });
  it('keeps only active bank accounts and labels them "bank name - account number"', () => {
    const accounts = [
      { id: 1, bank_name: 'A', account_number: '1', is_active: true },
      { id: 2, bank_name: 'B', account_number: '2', is_active: false },
      { id: 3, bank_name: 'C', account_number: '3', is_active: true },
    ];
    expect(activeBankAccounts(accounts).map((a) => a.id)).toEqual([1, 3]);
    expect(activeBankAccounts(undefined)).toEqual([]);
    expect(bankAccountLabel(accounts[0])).toBe('A - 1');
  });
});

describe('QR image-service URL', () => {
  it('puts bank id and account in the path and amount, purpose and name in the query', () => {
    const url = vietQrImageUrl(
      'https://img.example/image/',
      { acq_id: '970436', account_number: '0071001234567', account_name: 'CONG TY TNHH VIVU TRAVEL' },
      31176000.4,
      42,
    );
    expect(url).toBe(
      'https://img.example/image/970436-0071001234567-compact.png?amount=31176000&addInfo=Booking-42&accountName=CONG+TY+TNHH+VIVU+TRAVEL',
    );
  });
});

describe('Vietnam address data (after 1 July 2025)', () => {
  it('lists the 34 provinces and cities with wards for each', () => {
    expect(VN_PROVINCES).toHaveLength(34);
    expect(new Set(vnProvinceNames()).size).toBe(34);
    for (const name of [
      'Thành phố Hà Nội',
      'Thành phố Huế',
      'Thành phố Hồ Chí Minh',
      'Thành phố Đà Nẵng',
      'An Giang',
      'Cà Mau',
      'Tuyên Quang',
    ]) {
      expect(vnProvinceNames()).toContain(name);
    }
    for (const p of VN_PROVINCES) {
      expect(p.wards.length).toBeGreaterThan(0);
      for (const w of p.wards) expect(w).toMatch(/^(Phường|Xã|Đặc khu) /);
    }
    expect(VN_PROVINCES.reduce((n, p) => n + p.wards.length, 0)).toBe(3321);
    expect(vnWardsOf('Thành phố Hồ Chí Minh')).toContain('Phường Bến Thành');
    expect(vnWardsOf('Thành phố Hà Nội')).toContain('Phường Hoàn Kiếm');
    expect(vnWardsOf('Nowhere')).toEqual([]);
  });

  it('matches the installed npm dataset (npm run vn-address)', () => {
    const { status, stderr } = spawnSync(process.execPath, ['scripts/vn-address.mjs', '--check'], {
      encoding: 'utf8',
    });
    expect(stderr).toBe('');
    expect(status).toBe(0);
  });
});

describe('checkout access', () => {
  const departures = [
    { id: 10, room_prices: [{ room_id: 1 }, { room_id: 2 }] },
    { id: 11, room_prices: [{ room_id: 3 }] },
  ];
  it('takes the slug from the address, else from a checkout saved for the same departure and room', () => {
    const saved = { slug: 'ha-long', dateId: 10, roomId: 2 };
    expect(checkoutSlug('sapa', saved, 10, 2)).toBe('sapa');
    expect(checkoutSlug(null, saved, 10, 2)).toBe('ha-long');
    expect(checkoutSlug('', saved, 10, 1)).toBeNull();
    expect(checkoutSlug(null, null, 10, 2)).toBeNull();
  });
  it('needs a slug and both ids, then a departure and a room of the tour', () => {
    expect(checkoutAccess(null, 10, 1, departures)).toEqual({ kind: 'invalid', reason: 'no-slug' });
    expect(checkoutAccess('x', null, 1, departures)).toEqual({ kind: 'invalid', reason: 'missing-ids' });
    expect(checkoutAccess('x', 10, 1, undefined)).toEqual({ kind: 'pending' });
    expect(checkoutAccess('x', 12, 1, departures)).toEqual({ kind: 'invalid', reason: 'unknown-date' });
    expect(checkoutAccess('x', 11, 1, departures)).toEqual({ kind: 'invalid', reason: 'unknown-room' });
    expect(checkoutAccess('x', 11, 3, departures)).toEqual({
      kind: 'ok',
      selection: { slug: 'x', dateId: 11, roomId: 3 },
      date: departures[1],
      room: { room_id: 3 },
    });
  });
});
