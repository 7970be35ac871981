/**
 * The search page's body: filter sidebar, active-filter chips and the trip grid with pagination.
 * - Everything the listing shows is in the URL (domain/search/listingUrl.ts): filters, keyword, dates, sort and page. The
 *   server renders the listing a URL asks for, and the browser keeps it: nothing replaces it without an action.
 * - A keyword that names a style, theme or deal, and a deal flag from a link (?lastMinute=true), show as that
 *   filter (its box ticked, its chip); the address bar then says it that way (same listing, no new request).
 * - A change of filters is saved (spec: filters are saved in the browser); a listing URL without filters goes to the
 *   saved ones (the server from its cookie, a client-side navigation here), so no unfiltered list shows first.
 * - The request arguments are debounced (300 ms after the last change); RTK Query keys the cache by those
 *   arguments and the grid shows only `currentData` (the answer for the current arguments), so a late answer
 *   for older arguments never replaces a newer one.
 */
import { lazy, startTransition, useRef } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DeferredSection } from '@/components/DeferredSection';
import { useLang } from '@/lib/hooks';
import { listingOutcome } from '@/domain/search/listingErrors';
import { withFilters } from '@/domain/search/listingUrl';
import {
  TRIPS_PAGE_SIZE,
  activeFilterChips,
  pageCount,
  dayParam,
  parsePage,
} from '@/domain/search/tourFilters';
import {
  initialTourFilterState,
  removeFilterChip,
  type FilterChip,
  type TourFilterState,
} from '@/domain/search/tourFilterState';
import { parseTourSort, type TourSort } from '@/domain/search/tourSort';
import { SavedFiltersCookie, useSavedFilters } from '../savedFilters';
import { FilterChips, type UrlChip } from './FilterChips';
import { FilterSidebar, PHONE_QUERY } from './FilterSidebar';
import { ListingEmpty, ListingError, ListingSkeleton } from './ListingStates';
import { ListingControls } from './ListingControls';
import { TripGrid } from './TripGrid';
import { useListingQuery } from '../hooks/useListingQuery';

// Below the trips: server-rendered on load, its code (MUI's Pagination) hydrates it as it comes near.
const Pagination = lazy(() => import(/* webpackChunkName: "search-pagination" */ '@mui/material/Pagination'));

const URL_CHIP_PARAMS: Record<UrlChip['kind'], string> = {
  keyword: 'keyword',
  startDay: 'start_day',
  endDay: 'end_day',
};

export function TripListing() {
  const { t } = useTranslation('search');
  const lang = useLang();
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const resultsRef = useRef<HTMLDivElement>(null);

  // A client-side navigation to the listing without filters goes to the saved ones (the page's first load was sent
  // there by the server, from its cookie).
  const [toSaved, saveFilters] = useSavedFilters(location.key === 'default' ? null : location);

  const listing = useListingQuery(lang, searchParams, !!toSaved);
  const { resolved, currentArgs, debouncedArgs, counts } = listing;
  const { currentData, error, isFetching, refetch } = listing.query;
  const { filters, keyword } = resolved;
  const page = parsePage(searchParams.get('page'));
  const startDay = dayParam(searchParams.get('start_day'));
  const endDay = dayParam(searchParams.get('end_day'));
  const sort = parseTourSort(searchParams.get('sort'));

  const outcome = listingOutcome(currentData, error);
  const tours = outcome === null ? (currentData?.data ?? []) : [];
  const total = currentData?.total ?? 0;
  const pages = Math.max(pageCount(total, TRIPS_PAGE_SIZE), currentData?.last_page ?? 0);

  const navigateTo = (next: URLSearchParams, replace = true) =>
    startTransition(() => setSearchParams(next, { replace }));

  /** A change of filters: saved, and the listing goes to them from page 1. */
  const changeFilters = (next: TourFilterState) => {
    saveFilters(next);
    navigateTo(withFilters(resolved.canonical, next));
  };
  const removeChip = (chip: FilterChip) => changeFilters(removeFilterChip(filters, chip));
  const removeUrlChip = (chip: UrlChip) => {
    const next = new URLSearchParams(resolved.canonical);
    next.delete(URL_CHIP_PARAMS[chip.kind]);
    next.delete('page');
    navigateTo(next);
  };
  const clearAll = () => {
    saveFilters(initialTourFilterState);
    const next = withFilters(resolved.canonical, initialTourFilterState);
    for (const key of Object.values(URL_CHIP_PARAMS)) next.delete(key);
    navigateTo(next);
  };
  const goToPage = (value: number) => {
    const next = new URLSearchParams(resolved.canonical);
    if (value <= 1) next.delete('page');
    else next.set('page', String(value));
    navigateTo(next, false);
    resultsRef.current?.scrollIntoView?.({ block: 'start' });
  };
  const changeSort = (value: TourSort) => {
    const next = new URLSearchParams(resolved.canonical);
    if (value === 'recommended') next.delete('sort');
    else next.set('sort', value);
    next.delete('page');
    navigateTo(next);
  };
  const chips = activeFilterChips(filters);

  const urlChips: UrlChip[] = [];
  if (keyword) urlChips.push({ kind: 'keyword', value: keyword });
  if (startDay) urlChips.push({ kind: 'startDay', value: startDay });
  if (endDay) urlChips.push({ kind: 'endDay', value: endDay });

  const pending = isFetching || JSON.stringify(debouncedArgs) !== JSON.stringify(currentArgs);
  const showSkeleton = currentData === undefined && !error;

  if (toSaved) return <Navigate to={toSaved} replace />;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 4,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '280px minmax(0, 1fr)' },
        alignItems: 'start',
      }}
    >
      <SavedFiltersCookie />
      {/* Hidden on phones, where the Filters button opens the same groups in a dialog: the sidebar hydrates only when
          it is on screen (wider screens: right after the page; a phone never runs it). */}
      <Box sx={{ [PHONE_QUERY]: { display: 'none' } }}>
        <DeferredSection minHeight={0}>
          <FilterSidebar filters={filters} counts={counts} onChange={changeFilters} />
        </DeferredSection>
      </Box>
      <Box ref={resultsRef} sx={{ scrollMarginTop: 96 }}>
        <ListingControls
          activeFilterCount={chips.length}
          sort={sort}
          onSort={changeSort}
          filtersDialog={{
            onClearAll: clearAll,
            total: pending ? undefined : currentData?.total,
            filters,
            counts,
            onChange: changeFilters,
          }}
          onFiltersClosed={() => resultsRef.current?.scrollIntoView?.({ block: 'start' })}
        />
        <FilterChips
          chips={chips}
          urlChips={urlChips}
          counts={counts}
          lang={lang}
          onRemove={removeChip}
          onRemoveUrl={removeUrlChip}
          onClearAll={clearAll}
        />
        {outcome !== null && !isFetching ? (
          <ListingError kind={outcome} onRetry={() => void refetch()} />
        ) : showSkeleton || (isFetching && currentData === undefined) ? (
          <ListingSkeleton />
        ) : tours.length === 0 ? (
          <ListingEmpty />
        ) : (
          <>
            <Typography role="status" color="textSecondary" sx={{ mb: 2 }}>
              {t('resultCount', { count: total })}
            </Typography>
            <TripGrid tours={tours} lang={lang} pending={pending} />
            {pages > 1 ? (
              <Box
                component="nav"
                aria-label={t('pagination')}
                sx={{ display: 'flex', justifyContent: 'center', mt: 4 }}
              >
                <DeferredSection minHeight={40}>
                  <Pagination
                    count={pages}
                    page={Math.min(page, pages)}
                    onChange={(_, value) => goToPage(value)}
                    color="primary"
                  />
                </DeferredSection>
              </Box>
            ) : null}
          </>
        )}
      </Box>
    </Box>
  );
}
