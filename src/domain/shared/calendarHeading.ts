import type { Lang } from './language';

/**
 * The month heading of a calendar (MUI X's header `format`, date-fns tokens): "December 2026", and in Vietnamese
 * sentence case with the month's number, "Tháng 12 năm 2026" (date-fns' stand-alone Vietnamese month capitalises
 * every word: "Tháng Mười Hai").
 */
export const CALENDAR_HEADING_FORMAT: Record<Lang, string> = { en: 'MMMM yyyy', vi: "'Tháng' M 'năm' yyyy" };
