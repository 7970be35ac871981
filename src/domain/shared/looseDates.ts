/**
 * Days written by content in shapes other than the contract's `yyyy-MM-dd` (the travel deals' `departing` and
 * dates). Apart from ./dates.ts so that only the pages that read such text carry it.
 */
import { makeDay, parseDay } from './dates';

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/**
 * A day written by content in a common shape: `yyyy-MM-dd` (as parseDay reads it), `Jul 07, 2027` /
 * `July 7 2027`, or `07/07/2027` (day first, as Vietnamese writes it). Null when it is none of them.
 */
export function parseLooseDay(value: string | null | undefined): Date | null {
  const text = (value ?? '').trim();
  const iso = parseDay(text);
  if (iso) return iso;
  const named = /^([A-Za-z]{3})[a-z]*\.?\s+(\d{1,2}),?\s+(\d{4})$/.exec(text);
  if (named) {
    const month = MONTHS.indexOf(named[1].toLowerCase()) + 1;
    return month ? makeDay(Number(named[3]), month, Number(named[2])) : null;
  }
  const dayFirst = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  if (dayFirst) return makeDay(Number(dayFirst[3]), Number(dayFirst[2]), Number(dayFirst[1]));
  return null;
}
