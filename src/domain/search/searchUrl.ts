/**
 * The home search bar's address (spec part 1, §2): Search goes to
 * /{lang}/search?keyword=a+b&start_day=yyyy-MM-dd&end_day=yyyy-MM-dd (chips joined by '+', the typed text
 * submitted as a final chip, empty values left out); the bar reads these parameters back.
 */
import type { Lang } from '../shared/language';
import { paths } from '../shared/paths';
import { chipsForSubmit, splitKeywords } from './chips';
import { formatDay, parseDay } from '../shared/dates';
import { withStartDate } from './searchDates';

export interface HomeSearchInput {
  chips: readonly string[];
  /** Text still in the keyword box. */
  typed?: string;
  start?: Date | null;
  end?: Date | null;
}

export function buildHomeSearchHref(lang: Lang, input: HomeSearchInput): string {
  return paths.search(lang, {
    keyword: chipsForSubmit(input.chips, input.typed ?? ''),
    start_day: input.start ? formatDay(input.start) : undefined,
    end_day: input.end ? formatDay(input.end) : undefined,
  });
}

export interface HomeSearchState {
  chips: string[];
  start: Date | null;
  end: Date | null;
}

/**
 * Reads keyword (split on '+' and spaces), start_day and end_day; invalid dates are ignored and an end
 * before the start is dropped (the same rule as choosing a later start).
 */
export function parseHomeSearchParams(search: string | URLSearchParams): HomeSearchState {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const range = withStartDate(
    { start: null, end: parseDay(params.get('end_day')) },
    parseDay(params.get('start_day')),
  );
  return { chips: splitKeywords(params.get('keyword')), ...range };
}
