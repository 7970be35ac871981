/**
 * The trip-listing filter state kept in the browser ('trip-filters'): its shape, initial value, validation of a
 * stored value, and the changes the filters slice makes. The request parameters and chips built from it are in
 * ./tourFilters.ts; the state and its changes are imported from here.
 */

export interface NumberRange {
  min: number | null;
  max: number | null;
}

/** The spec's filter state (dates come from the URL, see ListingLocation). */
export interface TourFilterState {
  duration: NumberRange;
  price: NumberRange;
  comfortLevel: string[];
  physicalRating: number[];
  onSale: boolean;
  earlyBird: boolean;
  lastMinute: boolean;
  style: number[];
  theme: number[];
  deals: number[];
}

export const initialTourFilterState: TourFilterState = {
  duration: { min: null, max: null },
  price: { min: null, max: null },
  comfortLevel: [],
  physicalRating: [],
  onSale: false,
  earlyBird: false,
  lastMinute: false,
  style: [],
  theme: [],
  deals: [],
};

/** One removable filter chip. */
export type FilterChip =
  | { kind: 'durationMin'; value: number }
  | { kind: 'durationMax'; value: number }
  | { kind: 'priceMin'; value: number }
  | { kind: 'priceMax'; value: number }
  | { kind: 'physicalRating'; value: number }
  | { kind: 'style'; value: number }
  | { kind: 'theme'; value: number }
  | { kind: 'deal'; value: number }
  | { kind: 'comfortLevel'; value: string }
  | { kind: 'onSale' | 'earlyBird' | 'lastMinute' };

/** The filter state without one chip's filter. */
export function removeFilterChip(filters: TourFilterState, chip: FilterChip): TourFilterState {
  switch (chip.kind) {
    case 'durationMin':
      return { ...filters, duration: { ...filters.duration, min: null } };
    case 'durationMax':
      return { ...filters, duration: { ...filters.duration, max: null } };
    case 'priceMin':
      return { ...filters, price: { ...filters.price, min: null } };
    case 'priceMax':
      return { ...filters, price: { ...filters.price, max: null } };
    case 'physicalRating':
      return { ...filters, physicalRating: filters.physicalRating.filter((v) => v !== chip.value) };
    case 'style':
      return { ...filters, style: filters.style.filter((v) => v !== chip.value) };
    case 'theme':
      return { ...filters, theme: filters.theme.filter((v) => v !== chip.value) };
    case 'deal':
      return { ...filters, deals: filters.deals.filter((v) => v !== chip.value) };
    case 'comfortLevel':
      return { ...filters, comfortLevel: filters.comfortLevel.filter((v) => v !== chip.value) };
    default:
      return { ...filters, [chip.kind]: false };
  }
}

/** Adds the value when absent, removes it when present. */
export function toggleValue<T>(list: readonly T[], value: T): T[] {
  return list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
}

function isRange(value: unknown): value is NumberRange {
  if (typeof value !== 'object' || value === null) return false;
  const { min, max } = value as Record<string, unknown>;
  const ok = (v: unknown) => v === null || (typeof v === 'number' && Number.isFinite(v) && v >= 0);
  return ok(min) && ok(max);
}

const isIntList = (v: unknown): v is number[] => Array.isArray(v) && v.every((n) => Number.isInteger(n));

/** True for a stored value that is a usable filter state (anything else is replaced by the initial state). */
export function isTourFilterState(value: unknown): value is TourFilterState {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    isRange(v.duration) &&
    isRange(v.price) &&
    Array.isArray(v.comfortLevel) &&
    v.comfortLevel.every((s) => typeof s === 'string') &&
    isIntList(v.physicalRating) &&
    v.physicalRating.every((n) => n >= 1 && n <= 5) &&
    isIntList(v.style) &&
    isIntList(v.theme) &&
    isIntList(v.deals) &&
    typeof v.onSale === 'boolean' &&
    typeof v.earlyBird === 'boolean' &&
    typeof v.lastMinute === 'boolean'
  );
}
