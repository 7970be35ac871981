/**
 * The listing's data for the search URL: the filters it resolves to (a keyword or deal flag may name a style, theme
 * or deal), the debounced request arguments, the call, and the counts to show. It also keeps the address bar in the
 * canonical form of what is on screen (same listing: no new request).
 *
 * Options and counts come from the listing answers in the cache: the newest successful one (kept while the next
 * arguments load, or when they fail); its names are the known styles, themes and deals. Before the first listing
 * request the names come from the names source (a failed source lets the keyword go as a keyword), so the first
 * request already carries the filter.
 */
import { useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { skipToken } from '@reduxjs/toolkit/query';
import { selectLastListingCounts, useListToursQuery } from '@/api';
import { useAppSelector } from '@/lib/hooks';
import type { Lang } from '@/domain/shared/language';
import { listingArgs, needsOptionNames, resolveListing } from '@/domain/search/listingUrl';
import { LISTING_NAMES_SOURCE } from '@/domain/search/listingNames';
import { LISTING_DEBOUNCE_MS } from '@/domain/search/tourFilters';
import { useDebouncedArgs } from './useDebouncedArgs';

/** `redirecting`: the page is about to go to the saved filters; nothing is asked for. */
export function useListingQuery(lang: Lang, searchParams: URLSearchParams, redirecting: boolean) {
  const [, setSearchParams] = useSearchParams();
  const knownCounts = useAppSelector((state) => selectLastListingCounts(state, lang));
  const needsNames = needsOptionNames(searchParams) && !knownCounts;
  const names = useListToursQuery({ lang, ...LISTING_NAMES_SOURCE }, { skip: !needsNames || redirecting });
  const namedCounts = knownCounts ?? (names.isError ? undefined : names.data?.counts);
  const namesPending = needsNames && !namedCounts && !names.isError;

  const query = searchParams.toString();
  const resolved = useMemo(
    () => resolveListing(new URLSearchParams(query), namedCounts),
    [query, namedCounts],
  );
  const canonical = resolved.canonical.toString();

  const currentArgs = namesPending || redirecting ? null : listingArgs(lang, resolved);
  const debouncedArgs = useDebouncedArgs(currentArgs, LISTING_DEBOUNCE_MS);
  const listing = useListToursQuery(debouncedArgs ?? skipToken);
  const counts = (listing.error ? undefined : listing.data?.counts) ?? knownCounts;

  useEffect(() => {
    if (!namesPending && canonical !== query)
      setSearchParams(new URLSearchParams(canonical), { replace: true });
  }, [namesPending, canonical, query, setSearchParams]);

  return { resolved, currentArgs, debouncedArgs, counts, query: listing };
}
