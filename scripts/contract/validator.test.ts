import {
  exampleValues,
  getOperation,
  listOperations,
  validateRequestBody,
  validateResponse,
  validateSchema,
} from './validator';

const JSON_TYPE = 'application/json; charset=utf-8';

describe('listOperations', () => {
  it('lists the 23 content-service and 2 geonames operations with method, path and file', () => {
    const ops = listOperations();
    expect(
      ops
        .filter((o) => o.file === 'content-service.yaml')
        .map((o) => o.operationId)
        .sort(),
    ).toEqual(
      [
        'createBooking',
        'createContact',
        'createTourEnquiry',
        'findBooking',
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
        'recordBalancePayment',
        'subscribeNewsletter',
        'updateBookingPayment',
      ].sort(),
    );
    expect(ops.filter((o) => o.file === 'geonames.yaml').map((o) => o.operationId)).toEqual([
      'getCountryInfo',
      'getChildren',
    ]);
    expect(getOperation('getTour')).toMatchObject({ method: 'GET', path: '/api/{lang}/tours/{slug}' });
    expect(getOperation('updateBookingPayment')).toMatchObject({ method: 'PUT', path: '/api/bookings/{id}' });
    expect(getOperation('getTourReviews').parameters.map((p) => p.name)).toEqual([
      'lang',
      'type',
      'slug',
      'page',
      'per_page',
      'stars[]',
    ]);
  });
});

describe('every example of the contract is valid against its own schema', () => {
  const cases = listOperations().flatMap((op) =>
    op.statuses.flatMap((status) =>
      Object.entries(exampleValues(op.operationId, status)).map(
        ([name, value]) => [op.operationId, status, name, value] as const,
      ),
    ),
  );
  it('has examples', () => expect(cases.length).toBeGreaterThan(50));
  it.each(cases)('%s %s example "%s"', (operationId, status, _name, value) => {
    expect(validateResponse(operationId, Number(status), JSON_TYPE, value)).toEqual({ ok: true, errors: [] });
  });
});

describe('validateResponse reports precise errors', () => {
  const tourList = exampleValues('listTours', 200).vi as Record<string, unknown>;

  it('wrong type: pointer, expected and found', () => {
    const result = validateResponse('listTours', 200, JSON_TYPE, { ...tourList, total: '1' });
    expect(result.ok).toBe(false);
    expect(result.errors).toEqual([
      { pointer: '/total', message: 'must be integer', expected: 'type integer', found: 'string "1"' },
    ]);
  });

  it('missing required field', () => {
    const { counts: _counts, ...withoutCounts } = tourList;
    expect(validateResponse('listTours', 200, JSON_TYPE, withoutCounts).errors).toEqual([
      {
        pointer: '/counts',
        message: 'missing required property "counts"',
        expected: 'present',
        found: 'absent',
      },
    ]);
  });

  it('enum and format inside lists', () => {
    const banners = { success: true, data: [{ type: 'gif', title: 'x' }] };
    expect(validateResponse('getBanners', 200, JSON_TYPE, banners).errors).toEqual([
      {
        pointer: '/data/0/type',
        message: 'not one of the allowed values',
        expected: 'one of ["video","image","youtube_link","image_link"]',
        found: 'string "gif"',
      },
    ]);
    const booking = validateRequestBody('createBooking', {
      room_id: 1,
      tour_date_id: 2,
      first_name: 'A',
      last_name: 'B',
      date_of_birth: '20/05/1990',
      email: 'a@b.vn',
      phone_number: '1',
      country: 'VN',
      city: 'HN',
      district: 'HK',
      detailed_address: '1',
      ticket_quantity: 0,
      payment_status: 'pending',
    });
    expect(booking.errors.map((e) => [e.pointer, e.expected])).toEqual([
      ['/date_of_birth', 'format date'],
      ['/ticket_quantity', 'minimum {"comparison":">=","limit":1}'],
    ]);
  });

  it('undeclared status and wrong content type', () => {
    expect(validateResponse('getHeader', 418, JSON_TYPE, {}).errors[0]).toMatchObject({
      expected: 'status 200 | 404 | 500',
      found: 'status 418',
    });
    expect(validateResponse('getHeader', 200, 'text/html', '<html>').errors[0]).toEqual({
      pointer: '',
      message: 'wrong content type',
      expected: 'Content-Type application/json',
      found: 'Content-Type text/html',
    });
  });

  it('accepts both shapes of getTour and listBankAccounts', () => {
    const tour = (exampleValues('getTour', 200).vi as { data: unknown }).data;
    expect(validateResponse('getTour', 200, JSON_TYPE, tour).ok).toBe(true);
    expect(validateResponse('getTour', 200, JSON_TYPE, { success: true, data: tour }).ok).toBe(true);
    expect(validateResponse('getTour', 200, JSON_TYPE, { success: true, data: { id: 1 } }).ok).toBe(false);
    expect(validateResponse('listBankAccounts', 200, JSON_TYPE, []).ok).toBe(true);
    expect(validateResponse('listBankAccounts', 200, JSON_TYPE, { data: [] }).ok).toBe(true);
  });
});

describe('validateSchema', () => {
  it('checks any value against a named component schema', () => {
    expect(validateSchema('RatingFilter', { stars: 5, count: 2 }).ok).toBe(true);
    expect(validateSchema('RatingFilter', { stars: 6, count: 2 }).errors[0].pointer).toBe('/stars');
    expect(
      validateSchema('Country', { countryName: 'Vietnam', countryCode: 'VN', geonameId: 1 }, 'geonames.yaml')
        .ok,
    ).toBe(true);
    expect(() => validateSchema('Nope', {})).toThrow('Unknown schema "Nope"');
  });
});
