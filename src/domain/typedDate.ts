/**
 * A date of birth typed as the site shows dates, day first: 15031990, 15/03/1990, 15-3-1990 or 15.03.1990.
 * Returns yyyy-MM-dd for a real calendar date from 1900 up to `today`, else null (incomplete or impossible).
 */
const DAY_FIRST = /^(\d{1,2})[/.\-\s](\d{1,2})[/.\-\s](\d{4})$/;
const DIGITS = /^(\d{2})(\d{2})(\d{4})$/;

export function parseTypedDate(text: string, today: Date): string | null {
  const trimmed = text.trim();
  const match = DAY_FIRST.exec(trimmed) ?? DIGITS.exec(trimmed);
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  if (!real || year < 1900) return null;
  const iso = `${match[3]}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  const todayIso = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
  return iso <= todayIso ? iso : null;
}
