/**
 * Date rules of the home search bar (spec part 1, §4–5): days before today are disabled; in the end-date
 * calendar days before the chosen start are disabled too; a start later than the current end clears the end.
 * Dates travel in the URL as yyyy-MM-dd. The typed-date box accepts '01 Jan 2027', '01/01/2027' or '2027-01-01'.
 */

/** A date at local midnight. */
export function startOfLocalDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}

function dayValue(date: Date): number {
  return startOfLocalDay(date).getTime();
}

/** True for a day before today (start-date calendar). */
export function isStartDayDisabled(day: Date, today: Date): boolean {
  return dayValue(day) < dayValue(today);
}

/** True for a day before today or before the chosen start (end-date calendar). */
export function isEndDayDisabled(day: Date, today: Date, start: Date | null | undefined): boolean {
  if (isStartDayDisabled(day, today)) return true;
  return !!start && dayValue(day) < dayValue(start);
}

export interface DateRange {
  start: Date | null;
  end: Date | null;
}

/** The range after choosing (or clearing) the start: an end before the new start is cleared. */
export function withStartDate(range: DateRange, start: Date | null): DateRange {
  if (start && range.end && dayValue(start) > dayValue(range.end)) return { start, end: null };
  return { start, end: range.end };
}

/** The range after choosing (or clearing) the end. */
export function withEndDate(range: DateRange, end: Date | null): DateRange {
  return { start: range.start, end };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** 2027-01-09 (local date). */
export function formatDay(date: Date): string {
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

function makeDate(year: number, month: number, day: number): Date | null {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return null;
  const date = new Date(year, month - 1, day);
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day) return null;
  return date;
}

/** '2027-01-09' → that local date; anything else (or an impossible day such as 2027-02-30) → null. */
export function parseDay(value: string | null | undefined): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec((value ?? '').trim());
  if (!match) return null;
  return makeDate(Number(match[1]), Number(match[2]), Number(match[3]));
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** '09 Jan 2027' (the typed-date box's format, English month abbreviations in both languages). */
export function formatTypedDate(date: Date): string {
  const month = MONTHS[date.getMonth()];
  return `${pad(date.getDate())} ${month[0].toUpperCase()}${month.slice(1)} ${date.getFullYear()}`;
}

/** Reads the typed-date box: '9 Jan 2027', '09 january 2027', '09/01/2027' (day first) or '2027-01-09'. */
export function parseTypedDate(text: string): Date | null {
  const value = text.trim();
  const iso = parseDay(value);
  if (iso) return iso;
  const named = /^(\d{1,2})\s+([a-z]{3,})\.?\s+(\d{4})$/i.exec(value);
  if (named) {
    const month = MONTHS.indexOf(named[2].slice(0, 3).toLowerCase());
    if (month < 0) return null;
    return makeDate(Number(named[3]), month + 1, Number(named[1]));
  }
  const numeric = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(value);
  if (numeric) return makeDate(Number(numeric[3]), Number(numeric[2]), Number(numeric[1]));
  return null;
}
