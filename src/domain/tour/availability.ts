/**
 * Availability rules (spec part 2, §4), shared by the tour detail page and the checkout.
 * - A room is sold out at 0 available rooms, limited at or under its warning_threshold, otherwise available.
 * - The default room of a departure is the cheapest room (by current price) that still has rooms.
 * - A departure takes the status of its cheapest room; it is sold out when no room can be booked.
 */
import { currentPrice, isSaleActive, type SalePriced } from './sale';
import { toNumber, toVnd } from '../shared/price';
import type { RoomPrice } from '@/contract/types';

export type AvailabilityStatus = 'available' | 'limited' | 'sold_out';

/** What the availability rules read of a room price (the contract's RoomPrice). */
export type RoomAvailability = Pick<
  RoomPrice,
  'price' | 'sale_price' | 'sale_start' | 'sale_end' | 'available_rooms' | 'warning_threshold'
>;

export function roomAvailability(room: RoomAvailability): AvailabilityStatus {
  const available = toNumber(room.available_rooms) ?? 0;
  if (available <= 0) return 'sold_out';
  const threshold = toNumber(room.warning_threshold) ?? 0;
  return available <= threshold ? 'limited' : 'available';
}

export function isBookable(room: RoomAvailability): boolean {
  return roomAvailability(room) !== 'sold_out';
}

function cheapest<T extends SalePriced>(rooms: readonly T[], now: Date): T | null {
  let best: T | null = null;
  let bestPrice = Number.POSITIVE_INFINITY;
  for (const room of rooms) {
    const price = currentPrice(room, now);
    if (price < bestPrice) {
      best = room;
      bestPrice = price;
    }
  }
  return best;
}

/** The cheapest room that can still be booked (the default room choice), or null when all are sold out. */
export function defaultRoom<T extends RoomAvailability>(
  rooms: readonly T[] | null | undefined,
  now: Date = new Date(),
): T | null {
  return cheapest((rooms ?? []).filter(isBookable), now);
}

/**
 * The room a departure's row books: the room the visitor chose while it can still be booked, else the default
 * room (the cheapest bookable one); null when no room can be booked.
 */
export function chosenRoom<T extends RoomAvailability & { room_id: number }>(
  rooms: readonly T[] | null | undefined,
  selectedRoomId: number | null | undefined,
  now: Date = new Date(),
): T | null {
  const selected = (rooms ?? []).find((room) => room.room_id === selectedRoomId && isBookable(room));
  return selected ?? defaultRoom(rooms, now);
}

/**
 * A departure's status: that of its cheapest room among those still bookable (so one sold-out cheap room
 * does not hide dearer rooms that can be booked); 'sold_out' when none can be booked or there are no rooms.
 */
export function departureAvailability(
  rooms: readonly RoomAvailability[] | null | undefined,
  now: Date = new Date(),
): AvailabilityStatus {
  const room = defaultRoom(rooms, now);
  return room ? roomAvailability(room) : 'sold_out';
}

/** The cheapest current price among a departure's rooms (all rooms), or null when it has none. */
export function cheapestCurrentPrice(
  rooms: readonly SalePriced[] | null | undefined,
  now: Date = new Date(),
): number | null {
  const prices = (rooms ?? []).map((r) => currentPrice(r, now)).filter((p) => p > 0);
  return prices.length ? Math.min(...prices) : null;
}

/**
 * A departure's 'From' price: the cheapest current price among the rooms that can still be booked (a sold-out
 * room's price is not one a traveller can pay), or null when none can be booked (the row then says 'Sold out').
 */
export function bookableFromPrice(
  rooms: ReadonlyArray<SalePriced & RoomAvailability> | null | undefined,
  now: Date = new Date(),
): number | null {
  return cheapestCurrentPrice((rooms ?? []).filter(isBookable), now);
}

/** True when some room of the departure is on sale now. */
export function hasActiveSale(
  rooms: readonly SalePriced[] | null | undefined,
  now: Date = new Date(),
): boolean {
  return (rooms ?? []).some((r) => isSaleActive(r, now));
}

/**
 * The lowest current price over all departures of a tour (the facts card's 'from' price): among the rooms that
 * can be booked, or, when every departure is full, among all rooms (the tour still has a price); null without any.
 */
export function lowestCurrentPrice(
  dates:
    ReadonlyArray<{ room_prices?: ReadonlyArray<SalePriced & RoomAvailability> | null }> | null | undefined,
  now: Date = new Date(),
): number | null {
  const lowest = (
    price: (rooms: ReadonlyArray<SalePriced & RoomAvailability> | null | undefined) => number | null,
  ) => {
    const prices = (dates ?? []).map((d) => price(d.room_prices)).filter((p): p is number => p != null);
    return prices.length ? Math.min(...prices) : null;
  };
  return (
    lowest((rooms) => bookableFromPrice(rooms, now)) ?? lowest((rooms) => cheapestCurrentPrice(rooms, now))
  );
}

/**
 * A tour's 'From' price in VNĐ (tour page, shared wishlist): the lowest current price over its departures; the
 * tour's own price only when it has no departure at all; null when there is none (the price is shown as 'Contact').
 */
export function tourFromPriceVnd(
  tour: {
    dates: ReadonlyArray<{ room_prices?: ReadonlyArray<SalePriced & RoomAvailability> | null }>;
    price?: number | string | null;
  },
  rate: number,
  now: Date = new Date(),
): number | null {
  return toVnd(lowestCurrentPrice(tour.dates, now) ?? (tour.dates.length ? null : tour.price), rate);
}
