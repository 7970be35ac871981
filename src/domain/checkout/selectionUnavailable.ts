/**
 * Whether a valid checkout selection can still be booked (a module of its own: ./checkout.ts is part of every page's
 * first load through the checkout slice, this one only of the checkout's).
 */
import { parseDay, startOfDay } from '../shared/dates';

/**
 * Why a valid selection cannot be booked, said before the form (a sold-out room or a departure gone by, opened from
 * an old link): 'soldOut' when the room has no places left, 'departed' when the departure day has passed; null when
 * it can be booked.
 */
export type SelectionUnavailable = 'soldOut' | 'departed';

export function selectionUnavailable(
  date: { start_date: string },
  room: { available_rooms: number },
  now: Date = new Date(),
): SelectionUnavailable | null {
  const start = parseDay(date.start_date);
  if (start && start.getTime() < startOfDay(now).getTime()) return 'departed';
  return room.available_rooms <= 0 ? 'soldOut' : null;
}
