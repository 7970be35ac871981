/** State of the home search bar (../components/SearchBar.tsx) that is not about the keyboard or the popups. */
import { useDeferredValue, useMemo, useState } from 'react';
import { useListToursQuery } from '@/api';
import type { Lang } from '@/domain/shared/language';
import { mergeChips } from '@/domain/search/chips';
import { filterPopularSearches, findSuggestions } from '@/domain/search/suggestions';
import type { DateRange } from '@/domain/search/searchDates';
import { parseHomeSearchParams } from '@/domain/search/searchUrl';
import { LISTING_NAMES_SOURCE } from '@/domain/search/listingNames';

function fromAddress(search: string): { chips: string[]; range: DateRange } {
  const parsed = parseHomeSearchParams(search);
  return { chips: parsed.chips, range: { start: parsed.start, end: parsed.end } };
}

/** The chips and dates, first read from the address; keywords and dates in a new address merge into them. */
export function useAddressSearch(search: string) {
  const [chips, setChips] = useState<string[]>(() => fromAddress(search).chips);
  const [range, setRange] = useState<DateRange>(() => fromAddress(search).range);
  const [seenSearch, setSeenSearch] = useState(search);
  if (seenSearch !== search) {
    setSeenSearch(search);
    const next = fromAddress(search);
    setChips((current) => mergeChips(current, next.chips));
    if (next.range.start || next.range.end) setRange(next.range);
  }
  return { chips, setChips, range, setRange };
}

/** The suggestion source: one page of 100 tours (spec part 1 §7), asked for once the box is first opened. */
export function useSuggestionSource(lang: Lang, wanted: boolean) {
  return useListToursQuery({ lang, ...LISTING_NAMES_SOURCE }, { skip: !wanted });
}

/**
 * The suggestions for what is typed: smart ones from the source's tours and the popular searches. The box shows each
 * key at once; the suggestions follow the deferred text (a render of their own).
 */
export function useSuggestions(sourceTours: Parameters<typeof findSuggestions>[0], typed: string) {
  const deferredTyped = useDeferredValue(typed);
  const smart = useMemo(() => findSuggestions(sourceTours, deferredTyped), [sourceTours, deferredTyped]);
  const popular = useMemo(() => filterPopularSearches(deferredTyped), [deferredTyped]);
  return { smart, popular, deferredTyped };
}
