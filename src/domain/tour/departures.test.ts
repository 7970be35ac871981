import {
  defaultDepartureMonth,
  defaultDepartureYear,
  departureMonths,
  departureYears,
  departuresInMonth,
  filterDepartures,
  isLastMinute,
  sortDepartures,
} from './departures';

const NOW = new Date(2026, 5, 1);
const room = (price: number, available_rooms: number, sale_price: number | null = null) => ({
  price,
  sale_price,
  sale_start: sale_price ? '2026-01-01' : null,
  sale_end: sale_price ? '2026-12-31' : null,
  available_rooms,
  warning_threshold: 2,
});
const dep = (id: number, start_date: string, rooms: ReturnType<typeof room>[]) => ({
  id,
  start_date,
  end_date: start_date,
  room_prices: rooms,
});

const dates = [
  dep(1, '2027-03-10', [room(20_000_000, 9)]),
  dep(2, '2026-11-02', [room(18_000_000, 1)]),
  dep(3, '2026-08-15', [room(25_000_000, 9, 15_000_000)]),
  dep(4, '2026-08-01', [room(16_000_000, 0)]),
];

describe('year and month tabs', () => {
  it('lists years ascending and defaults to the earliest', () => {
    expect(departureYears(dates)).toEqual([2026, 2027]);
    expect(defaultDepartureYear(dates)).toBe(2026);
    expect(defaultDepartureYear([])).toBeNull();
  });
  it('enables only months with departures and defaults to the first', () => {
    expect([...departureMonths(dates, 2026)].sort()).toEqual([10, 7]);
    expect(defaultDepartureMonth(dates, 2026)).toBe(7);
    expect(defaultDepartureMonth(dates, 2030)).toBeNull();
  });
  it('picks the departures of a month, or of the whole year', () => {
    expect(departuresInMonth(dates, 2026, 7).map((d) => d.id)).toEqual([3, 4]);
    expect(departuresInMonth(dates, 2026, null).map((d) => d.id)).toEqual([2, 3, 4]);
  });
});

describe('departure filters', () => {
  it('keeps only departures with a room on sale', () => {
    expect(filterDepartures(dates, { saleOnly: true, availability: 'all' }, NOW).map((d) => d.id)).toEqual([
      3,
    ]);
  });
  it('keeps available only or limited only by the departure status', () => {
    expect(
      filterDepartures(dates, { saleOnly: false, availability: 'available' }, NOW).map((d) => d.id),
    ).toEqual([1, 3]);
    expect(
      filterDepartures(dates, { saleOnly: false, availability: 'limited' }, NOW).map((d) => d.id),
    ).toEqual([2]);
    expect(filterDepartures(dates, { saleOnly: false, availability: 'all' }, NOW)).toHaveLength(4);
  });
  it('has a last-minute rule: 1 to 30 days ahead', () => {
    expect(isLastMinute('2026-06-02', NOW)).toBe(true);
    expect(isLastMinute('2026-07-01', NOW)).toBe(true);
    expect(isLastMinute('2026-07-02', NOW)).toBe(false);
    expect(isLastMinute('2026-06-01', NOW)).toBe(false);
    expect(
      filterDepartures(
        [dep(9, '2026-06-10', [room(1, 5)])],
        { saleOnly: false, availability: 'all', lastMinute: true },
        NOW,
      ),
    ).toHaveLength(1);
  });
});

describe('departure sorting', () => {
  it('sorts by date ascending', () => {
    expect(sortDepartures(dates, 'date', NOW).map((d) => d.id)).toEqual([4, 3, 2, 1]);
  });
  it("sorts by the 'From' price its row shows (bookable rooms), low to high and high to low; sold out last", () => {
    expect(sortDepartures(dates, 'price_asc', NOW).map((d) => d.id)).toEqual([3, 2, 1, 4]);
    expect(sortDepartures(dates, 'price_desc', NOW).map((d) => d.id)).toEqual([1, 2, 3, 4]);
  });
  it('puts departures without a price (no rooms, or sold out) last, in date order', () => {
    const withEmpty = [dep(5, '2026-01-01', []), ...dates];
    expect(
      sortDepartures(withEmpty, 'price_asc', NOW)
        .slice(-2)
        .map((d) => d.id),
    ).toEqual([5, 4]);
    expect(
      sortDepartures(withEmpty, 'price_desc', NOW)
        .slice(-2)
        .map((d) => d.id),
    ).toEqual([5, 4]);
  });
});
