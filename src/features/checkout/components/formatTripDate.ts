/** 'yyyy-MM-dd' → a readable date in the page language ('Thứ 3, 12 thg 1, 2027' / 'Mon, Jan 12, 2027'). */
import { parseDay } from '@/domain/shared/dates';
import { formatDate } from '@/domain/shared/dateText';
import type { Lang } from '@/domain/shared/language';

export function formatTripDate(value: string | null | undefined, lang: Lang): string {
  const date = parseDay(value);
  if (!date) return value ?? '';
  return formatDate(date, lang, 'weekday-day-short');
}
