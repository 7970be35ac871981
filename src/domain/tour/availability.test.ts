import {
  bookableFromPrice,
  cheapestCurrentPrice,
  chosenRoom,
  defaultRoom,
  departureAvailability,
  hasActiveSale,
  isBookable,
  lowestCurrentPrice,
  tourFromPriceVnd,
  roomAvailability,
} from './availability';

const NOW = new Date(2026, 5, 1);
const rp = (
  id: number,
  price: number,
  available_rooms: number,
  warning_threshold = 2,
  sale_price: number | null = null,
) => ({
  id,
  price,
  sale_price,
  sale_start: sale_price ? '2026-01-01' : null,
  sale_end: sale_price ? '2026-12-31' : null,
  available_rooms,
  warning_threshold,
});

describe('room availability status', () => {
  it('is sold out at 0, limited at or under the threshold, otherwise available', () => {
    expect(roomAvailability(rp(1, 10, 0))).toBe('sold_out');
    expect(roomAvailability(rp(1, 10, 2, 2))).toBe('limited');
    expect(roomAvailability(rp(1, 10, 1, 2))).toBe('limited');
    expect(roomAvailability(rp(1, 10, 3, 2))).toBe('available');
    expect(isBookable(rp(1, 10, 1))).toBe(true);
  });
});

describe('default room', () => {
  it('is the cheapest available room by current (sale) price', () => {
    const rooms = [rp(1, 20_000_000, 5), rp(2, 22_000_000, 5, 2, 15_000_000), rp(3, 18_000_000, 5)];
    expect(defaultRoom(rooms, NOW)?.id).toBe(2);
    expect(defaultRoom(rooms, new Date(2027, 1, 1))?.id).toBe(3);
  });
  it('skips sold-out rooms and is null when all are sold out', () => {
    expect(defaultRoom([rp(1, 10_000_000, 0), rp(2, 12_000_000, 1)], NOW)?.id).toBe(2);
    expect(defaultRoom([rp(1, 10_000_000, 0)], NOW)).toBeNull();
    expect(defaultRoom(undefined, NOW)).toBeNull();
  });
});

describe('departure availability', () => {
  it('takes the status of its cheapest bookable room', () => {
    expect(departureAvailability([rp(1, 10_000_000, 1, 2), rp(2, 12_000_000, 9)], NOW)).toBe('limited');
    expect(departureAvailability([rp(1, 10_000_000, 9, 2), rp(2, 12_000_000, 1)], NOW)).toBe('available');
    expect(departureAvailability([rp(1, 10_000_000, 0), rp(2, 12_000_000, 9)], NOW)).toBe('available');
  });
  it('is sold out when no room is left or there are no rooms', () => {
    expect(departureAvailability([rp(1, 10_000_000, 0), rp(2, 12_000_000, 0)], NOW)).toBe('sold_out');
    expect(departureAvailability([], NOW)).toBe('sold_out');
  });
});

describe('cheapest and lowest current prices', () => {
  it('takes the cheapest current price of a departure, sold out or not', () => {
    expect(cheapestCurrentPrice([rp(1, 20_000_000, 0), rp(2, 22_000_000, 3, 2, 15_000_000)], NOW)).toBe(
      15_000_000,
    );
    expect(cheapestCurrentPrice([], NOW)).toBeNull();
  });
  it('takes the lowest current price over all departures', () => {
    const dates = [
      { room_prices: [rp(1, 20_000_000, 3)] },
      { room_prices: [rp(2, 19_000_000, 3, 2, 14_000_000)] },
      { room_prices: [] },
    ];
    expect(lowestCurrentPrice(dates, NOW)).toBe(14_000_000);
    expect(lowestCurrentPrice([], NOW)).toBeNull();
  });
  it("takes a tour's 'From' price in VNĐ from its departures, its own price only without any", () => {
    const dates = [{ room_prices: [rp(1, 20_000_000, 3)] }, { room_prices: [rp(2, 900, 3)] }];
    expect(tourFromPriceVnd({ dates, price: 1 }, 25_000, NOW)).toBe(900 * 25_000);
    expect(tourFromPriceVnd({ dates: [], price: 12_000_000 }, 25_000, NOW)).toBe(12_000_000);
    expect(tourFromPriceVnd({ dates: [{ room_prices: [] }], price: 12_000_000 }, 25_000, NOW)).toBeNull();
  });
  it("takes a departure's 'From' price from the rooms that can be booked (27 Feb 2028: not the sold-out 10.2 M)", () => {
    const rooms = [rp(1, 10_200_000, 0), rp(2, 14_300_000, 4), rp(3, 16_000_000, 2)];
    expect(bookableFromPrice(rooms, NOW)).toBe(14_300_000);
    expect(bookableFromPrice([rp(1, 10_200_000, 0)], NOW)).toBeNull();
    expect(bookableFromPrice(undefined, NOW)).toBeNull();
  });
  it("takes the tour's 'from' price from bookable rooms, or from all rooms when every departure is full", () => {
    expect(lowestCurrentPrice([{ room_prices: [rp(1, 9_000_000, 0), rp(2, 12_000_000, 3)] }], NOW)).toBe(
      12_000_000,
    );
    expect(lowestCurrentPrice([{ room_prices: [rp(1, 9_000_000, 0)] }], NOW)).toBe(9_000_000);
  });
  it('knows whether a departure has a room on sale', () => {
    expect(hasActiveSale([rp(1, 20_000_000, 3), rp(2, 22_000_000, 3, 2, 15_000_000)], NOW)).toBe(true);
    expect(hasActiveSale([rp(1, 20_000_000, 3)], NOW)).toBe(false);
  });
});

describe('chosenRoom', () => {
  const rooms = [
    { ...rp(1, 10, 2), room_id: 1 },
    { ...rp(2, 8, 0), room_id: 2 },
    { ...rp(3, 12, 5), room_id: 3 },
  ];
  it("keeps the visitor's room while it can be booked, else the cheapest bookable room", () => {
    expect(chosenRoom(rooms, 3, NOW)?.room_id).toBe(3);
    expect(chosenRoom(rooms, 2, NOW)?.room_id).toBe(1);
    expect(chosenRoom(rooms, null, NOW)?.room_id).toBe(1);
    expect(chosenRoom(rooms.slice(1, 2), 2, NOW)).toBeNull();
  });
});
