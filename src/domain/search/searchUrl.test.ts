import { buildHomeSearchHref, parseHomeSearchParams } from './searchUrl';

const d = (y: number, m: number, day: number) => new Date(y, m - 1, day);

describe('buildHomeSearchHref', () => {
  it('joins chips with + and adds the dates as yyyy-MM-dd', () => {
    expect(buildHomeSearchHref('vi', { chips: ['a', 'b'], start: d(2027, 1, 5), end: d(2027, 1, 9) })).toBe(
      '/vi/search?keyword=a+b&start_day=2027-01-05&end_day=2027-01-09',
    );
  });
  it('submits the typed text as a final chip, without duplicating', () => {
    expect(buildHomeSearchHref('en', { chips: ['Japan'], typed: ' Kyoto ' })).toBe(
      '/en/search?keyword=Japan+Kyoto',
    );
    expect(buildHomeSearchHref('en', { chips: ['Japan'], typed: 'japan' })).toBe('/en/search?keyword=Japan');
  });
  it('leaves empty values out', () => {
    expect(buildHomeSearchHref('en', { chips: [], typed: '  ' })).toBe('/en/search');
    expect(buildHomeSearchHref('vi', { chips: [], end: d(2027, 3, 1) })).toBe(
      '/vi/search?end_day=2027-03-01',
    );
  });
});

describe('parseHomeSearchParams', () => {
  it('reads chips and dates back', () => {
    expect(parseHomeSearchParams('?keyword=a+b&start_day=2027-01-05&end_day=2027-01-09')).toEqual({
      chips: ['a', 'b'],
      start: d(2027, 1, 5),
      end: d(2027, 1, 9),
    });
  });
  it("splits encoded '+' and spaces, dropping duplicates", () => {
    expect(parseHomeSearchParams(new URLSearchParams('keyword=Japan%2Bjapan%20Italy')).chips).toEqual([
      'Japan',
      'Italy',
    ]);
  });
  it('ignores invalid dates and an end before the start', () => {
    expect(parseHomeSearchParams('?start_day=nope&end_day=2027-13-01')).toEqual({
      chips: [],
      start: null,
      end: null,
    });
    expect(parseHomeSearchParams('?start_day=2027-01-09&end_day=2027-01-05')).toEqual({
      chips: [],
      start: d(2027, 1, 9),
      end: null,
    });
  });
  it('round-trips what Search builds', () => {
    const href = buildHomeSearchHref('vi', { chips: ['Hạ Long'], typed: 'Sapa', start: d(2027, 2, 1) });
    expect(parseHomeSearchParams(href.split('?')[1])).toEqual({
      chips: ['Hạ', 'Long', 'Sapa'],
      start: d(2027, 2, 1),
      end: null,
    });
  });
});
