/**
 * Itinerary and inclusion rules (spec part 2, §2 Itinerary/Inclusions, §3 Itinerary day).
 */
import type { ItineraryDay, TourCategory } from '@/contract/types';

/** What the itinerary rules read of a day (the contract's ItineraryDay). */
export type ItineraryDayParts = Pick<ItineraryDay, 'meals' | 'accommodation'>;

export interface OptionalActivityParts {
  name: string;
  /** The amount after the last " - ", or null when the text has none. */
  price: number | null;
}

/**
 * "Lặn biển - 500000" → { name: 'Lặn biển', price: 500000 }. The amount may use thousands separators or a
 * currency word ("1.200.000 VNĐ", "$45"); text without a trailing amount is all name.
 */
export function splitOptionalActivity(text: string): OptionalActivityParts {
  const value = text.trim();
  const match = /^(.*\S)\s+[-–]\s+([^\d\s-]{0,4}\s*[\d.,\s]*\d[\d.,]*\s*[^\d\s]{0,4})$/u.exec(value);
  if (!match) return { name: value, price: null };
  const raw = match[2];
  const digits = raw.replace(/[^\d.,]/g, '');
  // "1.200.000" / "1,200,000" are thousands separators; "45.50" is a decimal.
  const normalised = /^\d{1,3}([.,]\d{3})+$/.test(digits)
    ? digits.replace(/[.,]/g, '')
    : digits.replace(',', '.');
  const price = Number(normalised);
  if (!Number.isFinite(price)) return { name: value, price: null };
  return { name: match[1].trim(), price };
}

/** A day with accommodation counts as one night. */
export function nightsForDay(day: ItineraryDayParts): number {
  return (day.accommodation ?? '').trim() ? 1 : 0;
}

const NIGHTS_SUFFIX = /\s*\(\s*\d+\s*(?:nights?|đêm)\s*\)\s*$/i;

/**
 * The accommodation's name without a night count the service may already have written after it
 * ('Colonial hotel (1 night)' → 'Colonial hotel'), so the page states the nights once.
 */
export function accommodationName(text: string | null | undefined): string {
  return String(text ?? '')
    .replace(NIGHTS_SUFFIX, '')
    .trim();
}

/** The distinct accommodation names of an itinerary, in order of the days. */
export function accommodationNames(days: readonly ItineraryDayParts[] | null | undefined): string[] {
  const names = (days ?? []).map((day) => accommodationName(day.accommodation)).filter(Boolean);
  return [...new Set(names)];
}

/** Total nights of an itinerary. */
export function countNights(days: readonly ItineraryDayParts[] | null | undefined): number {
  return (days ?? []).reduce((sum, day) => sum + nightsForDay(day), 0);
}

export type MealKey = 'breakfast' | 'lunch' | 'dinner';
export const MEAL_KEYS: readonly MealKey[] = ['breakfast', 'lunch', 'dinner'];

const included = (value: string | null | undefined) => String(value ?? '').trim() === '1';

/** Meals included on a day, in breakfast / lunch / dinner order. */
export function mealsOfDay(day: ItineraryDayParts): MealKey[] {
  return MEAL_KEYS.filter((key) => included(day.meals?.[key]));
}

/** How many of each meal the whole itinerary includes, and the total. */
export function countMeals(
  days: readonly ItineraryDayParts[] | null | undefined,
): Record<MealKey, number> & { total: number } {
  const counts = { breakfast: 0, lunch: 0, dinner: 0, total: 0 };
  for (const day of days ?? []) {
    for (const key of mealsOfDay(day)) {
      counts[key] += 1;
      counts.total += 1;
    }
  }
  return counts;
}

/** Inclusions: included activities show 5 until expanded, optional activities 4. */
export const INCLUDED_ACTIVITIES_VISIBLE = 5;
export const OPTIONAL_ACTIVITIES_VISIBLE = 4;

/** What the destination rule reads of a tour category (the contract's TourCategory). */
export type CategoryParts = Pick<TourCategory, 'name' | 'type'>;

/** Destination names of a tour's categories (a list or an object keyed by id), type "destinations". */
export function destinationCategories(
  categories: readonly CategoryParts[] | Record<string, CategoryParts> | null | undefined,
): string[] {
  if (!categories) return [];
  const list = Array.isArray(categories) ? categories : Object.values(categories);
  const names = list
    .filter((c) => (c.type ?? '').toLowerCase().startsWith('destination') && (c.name ?? '').trim())
    .map((c) => (c.name as string).trim());
  return [...new Set(names)];
}
