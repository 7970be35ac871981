/** The compare page's columns: each saved trip with its detail (getTour), loading or failed. At most 4. */
import { skipToken } from '@reduxjs/toolkit/query';
import { useGetTourQuery, type TourDetail } from '@/api';
import type { CompareEntry } from '@/domain/tour/compareList';
import { toCompareTrip, type CompareTrip } from '@/domain/tour/compareTrip';
import type { Lang } from '@/domain/shared/language';

export type Loaded = { entry: CompareEntry; trip: CompareTrip | null; loading: boolean; failed: boolean };

function useTourColumn(lang: Lang, entry: CompareEntry | undefined): Loaded | null {
  const { data, isLoading, isFetching, isError } = useGetTourQuery(
    entry ? { lang, slug: entry.slug } : skipToken,
  );
  if (!entry) return null;
  const tour: TourDetail | null | undefined = data;
  return {
    entry,
    // A usable tour is decided once, by the API layer's contract check: getTour gives a tour with an id and a
    // title, or null, or the invalid-data error.
    trip: tour ? toCompareTrip(tour) : null,
    loading: !tour && (isLoading || isFetching),
    failed: !tour && !isLoading && !isFetching && (isError || tour === null),
  };
}

/** One column per entry, in order (hooks in a fixed number: the list holds at most 4). */
export function useCompareColumns(lang: Lang, entries: readonly CompareEntry[]): Loaded[] {
  const c0 = useTourColumn(lang, entries[0]);
  const c1 = useTourColumn(lang, entries[1]);
  const c2 = useTourColumn(lang, entries[2]);
  const c3 = useTourColumn(lang, entries[3]);
  return [c0, c1, c2, c3].filter((c): c is Loaded => c !== null);
}
