/** 'yyyy-MM-dd' → a readable local date in the page language ('T2, 12 thg 1, 2027' / 'Mon, 12 Jan 2027'). */
import type { Lang } from '@/domain/language';

const formats: Record<Lang, Intl.DateTimeFormat> = {
  vi: new Intl.DateTimeFormat('vi-VN', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' }),
  en: new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' }),
};

export function formatTripDate(value: string | null | undefined, lang: Lang): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value ?? '');
  if (!m) return value ?? '';
  return formats[lang].format(new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
}
