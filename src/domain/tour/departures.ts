/**
 * Departure list rules of the 'Dates and prices' section (spec part 2, §2, §5, §9): year and month tabs,
 * filters (sale only; all / available only / limited only), sorting by the cheapest current price, and
 * paging 10 at a time.
 */
import {
  bookableFromPrice,
  departureAvailability,
  hasActiveSale,
  type RoomAvailability,
} from './availability';
import { dayValue, daysBetween, parseDay } from '../shared/dates';
import type { TourDate } from '@/contract/types';

export const DEPARTURES_PAGE_SIZE = 10;

/** What the departure rules read of a departure (the contract's TourDate). */
export type Departure = Pick<TourDate, 'id' | 'start_date' | 'end_date'> & {
  room_prices: readonly RoomAvailability[];
};

export type AvailabilityFilter = 'all' | 'available' | 'limited';
export type DepartureSort = 'date' | 'price_asc' | 'price_desc';

export interface DepartureFilters {
  saleOnly: boolean;
  availability: AvailabilityFilter;
  /** Kept in state as the spec says; no control sets it. Start 1 to 30 days ahead. */
  lastMinute?: boolean;
}

export const DEFAULT_DEPARTURE_FILTERS: DepartureFilters = {
  saleOnly: false,
  availability: 'all',
  lastMinute: false,
};

/** Year and month (0–11) of a departure's start date, or null when the date is invalid. */
export function departureYearMonth(d: Pick<Departure, 'start_date'>): { year: number; month: number } | null {
  const date = parseDay(d.start_date);
  return date && { year: date.getFullYear(), month: date.getMonth() };
}

/** Years that have departures, ascending. */
export function departureYears(dates: readonly Departure[] | null | undefined): number[] {
  const years = new Set<number>();
  for (const d of dates ?? []) {
    const ym = departureYearMonth(d);
    if (ym) years.add(ym.year);
  }
  return [...years].sort((a, b) => a - b);
}

/** The default year tab: the earliest year with departures, or null. */
export function defaultDepartureYear(dates: readonly Departure[] | null | undefined): number | null {
  return departureYears(dates)[0] ?? null;
}

/** Months (0–11) of the year that have departures; other month tabs are disabled. */
export function departureMonths(dates: readonly Departure[] | null | undefined, year: number): Set<number> {
  const months = new Set<number>();
  for (const d of dates ?? []) {
    const ym = departureYearMonth(d);
    if (ym && ym.year === year) months.add(ym.month);
  }
  return months;
}

/** The month tab chosen with a year: the first month of that year with departures, or null. */
export function defaultDepartureMonth(
  dates: readonly Departure[] | null | undefined,
  year: number,
): number | null {
  const months = [...departureMonths(dates, year)].sort((a, b) => a - b);
  return months[0] ?? null;
}

/** Last minute: the start date is 1 to 30 days ahead of today. */
export function isLastMinute(startDate: string, now: Date = new Date()): boolean {
  const start = parseDay(startDate);
  if (start == null) return false;
  const days = daysBetween(now, start);
  return days >= 1 && days <= 30;
}

/** Departures of the chosen year and month (month null: the whole year). */
export function departuresInMonth<T extends Departure>(
  dates: readonly T[] | null | undefined,
  year: number,
  month: number | null,
): T[] {
  return (dates ?? []).filter((d) => {
    const ym = departureYearMonth(d);
    return ym != null && ym.year === year && (month == null || ym.month === month);
  });
}

/** Applies the sale-only, availability and (state-only) last-minute filters. */
export function filterDepartures<T extends Departure>(
  dates: readonly T[],
  filters: DepartureFilters,
  now: Date = new Date(),
): T[] {
  return dates.filter((d) => {
    if (filters.saleOnly && !hasActiveSale(d.room_prices, now)) return false;
    if (filters.lastMinute && !isLastMinute(d.start_date, now)) return false;
    if (filters.availability === 'all') return true;
    return departureAvailability(d.room_prices, now) === filters.availability;
  });
}

/**
 * Sorts by start date (ascending) or by the departure's 'From' price (the cheapest current price among its
 * bookable rooms, as its row shows it); departures without one (sold out, or no price) go last, and equal prices
 * keep date order.
 */
export function sortDepartures<T extends Departure>(
  dates: readonly T[],
  sort: DepartureSort,
  now: Date = new Date(),
): T[] {
  const byDate = (a: T, b: T) => (dayValue(a.start_date) ?? 0) - (dayValue(b.start_date) ?? 0);
  if (sort === 'date') return [...dates].sort(byDate);
  const dir = sort === 'price_asc' ? 1 : -1;
  const price = new Map(dates.map((d) => [d, bookableFromPrice(d.room_prices, now)]));
  return [...dates].sort((a, b) => {
    const pa = price.get(a) ?? null;
    const pb = price.get(b) ?? null;
    if (pa == null && pb == null) return byDate(a, b);
    if (pa == null) return 1;
    if (pb == null) return -1;
    return pa === pb ? byDate(a, b) : (pa - pb) * dir;
  });
}
