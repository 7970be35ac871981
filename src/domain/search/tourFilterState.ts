/**
 * The trip-listing filter state kept in the browser ('trip-filters'): its initial value and the changes the filters
 * slice makes (its shape, and the schema a stored value must match: ./tourFilterStateSchema.ts). The request
 * parameters and chips built from it are in ./tourFilters.ts; the state and its changes are imported from here.
 */
import type { NumberRange, TourFilterState } from './tourFilterStateSchema';

export type { NumberRange, TourFilterState };

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
