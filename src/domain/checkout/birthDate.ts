/**
 * A date of birth typed as the site shows dates, day first: what the search bar's typed-date box reads
 * (15/03/1990, 15-3-1990, 15.03.1990, see searchDates) plus the eight digits a phone keypad gives (15031990).
 * Kept only for a real calendar date from 1900 up to today.
 */
import { formatDay, parseDay, startOfDay } from '../shared/dates';
import { parseTypedDate } from '../search/searchDates';

const EIGHT_DIGITS = /^(\d{2})(\d{2})(\d{4})$/;

/** yyyy-MM-dd of the typed date of birth, or null (incomplete, impossible, before 1900 or after `today`). */
export function parseTypedBirthDate(text: string, today: Date): string | null {
  const trimmed = text.trim();
  const date = parseTypedDate(trimmed.replace(EIGHT_DIGITS, '$1/$2/$3'));
  if (!date || date.getFullYear() < 1900 || date > startOfDay(today)) return null;
  return formatDay(date);
}

/** '1990-03-15' → '15/03/1990', the way the date field shows it; '' when it is not a date. */
export function formatBirthDate(iso: string): string {
  const date = parseDay(iso);
  return date ? formatDay(date).split('-').reverse().join('/') : '';
}
