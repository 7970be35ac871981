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
import { lazy, memo, startTransition, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { TextField } from '@/components/TextField';
import TuneIcon from '@mui/icons-material/Tune';
import Typography from '@mui/material/Typography';
import { DeferredSection } from '@/components/DeferredSection';
import { skipToken } from '@reduxjs/toolkit/query';
import { selectLastListingCounts, useListToursQuery, type TourListItem } from '@/api';
import { useAppSelector, useLang } from '@/lib/hooks';
import { SearchTripCard } from './SearchTripCard';
import { useIsHydrating } from '@/components/useIsHydrating';
import { CompareToggle } from '@/components/compare/CompareToggle';
import { compareEntryFromListItem } from '@/components/compare/compareEntry';
import type { Lang } from '@/domain/shared/language';
import { listingOutcome } from '@/domain/search/listingErrors';
import {
  listingArgs,
  needsOptionNames,
  resolveListing,
  savedFiltersLocation,
  savedFiltersQuery,
  withFilters,
} from '@/domain/search/listingUrl';
import {
  LISTING_DEBOUNCE_MS,
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
import { LISTING_NAMES_SOURCE } from '@/domain/search/listingNames';
import { parseTourSort, TOUR_SORTS, type TourSort } from '@/domain/search/tourSort';
import { useSavedFilters } from '../savedFilters';
import { useDebouncedArgs } from '../hooks/useDebouncedArgs';
import { FilterChips, type UrlChip } from './FilterChips';
import { FilterSidebar, PHONE_QUERY, WIDER_QUERY } from './FilterSidebar';

const FiltersDialog = lazy(() => import(/* webpackChunkName: "search-filters-dialog" */ './FiltersDialog'));
import { ListingEmpty, ListingError, ListingSkeleton, tripGridSx } from './ListingStates';

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
  const [saved, saveFilters] = useSavedFilters();
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const resultsRef = useRef<HTMLDivElement>(null);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [filtersDialogUsed, setFiltersDialogUsed] = useState(false);

  // A client-side navigation to the listing without filters goes to the saved ones (the page's first load was sent
  // there by the server, from its cookie).
  const toSaved =
    location.key === 'default'
      ? null
      : savedFiltersLocation(location.pathname, location.search, savedFiltersQuery(saved));

  // Options and counts come from the listing answers in the cache: the newest successful one (kept while the next
  // arguments load, or when they fail); its names are the known styles, themes and deals. A keyword or a deal flag
  // may name one: before the first listing request the names come from the names source (a failed source lets the
  // keyword go as a keyword), so the first request already carries the filter.
  const knownCounts = useAppSelector((state) => selectLastListingCounts(state, lang));
  const needsNames = needsOptionNames(searchParams) && !knownCounts;
  const names = useListToursQuery({ lang, ...LISTING_NAMES_SOURCE }, { skip: !needsNames || !!toSaved });
  const namedCounts = knownCounts ?? (names.isError ? undefined : names.data?.counts);
  const namesPending = needsNames && !namedCounts && !names.isError;

  const query = searchParams.toString();
  const resolved = useMemo(
    () => resolveListing(new URLSearchParams(query), namedCounts),
    [query, namedCounts],
  );
  const { filters, keyword } = resolved;
  const canonical = resolved.canonical.toString();
  const page = parsePage(searchParams.get('page'));
  const startDay = dayParam(searchParams.get('start_day'));
  const endDay = dayParam(searchParams.get('end_day'));
  const sort = parseTourSort(searchParams.get('sort'));

  const currentArgs = namesPending || toSaved ? null : listingArgs(lang, resolved);
  const debouncedArgs = useDebouncedArgs(currentArgs, LISTING_DEBOUNCE_MS);
  const { currentData, data, error, isFetching, refetch } = useListToursQuery(debouncedArgs ?? skipToken);
  const counts = (error ? undefined : data?.counts) ?? knownCounts;

  // The address bar says what is on screen with one parameter per filter (same listing: no new request).
  useEffect(() => {
    if (!namesPending && canonical !== query)
      setSearchParams(new URLSearchParams(canonical), { replace: true });
  }, [namesPending, canonical, query, setSearchParams]);

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
  const openFilters = () => {
    setFiltersDialogUsed(true);
    setFiltersOpen(true);
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
          onOpenFilters={openFilters}
          onSort={changeSort}
        />
        {filtersDialogUsed ? (
          <Suspense fallback={null}>
            <FiltersDialog
              open={filtersOpen}
              onClose={() => {
                setFiltersOpen(false);
                resultsRef.current?.scrollIntoView?.({ block: 'start' });
              }}
              onClearAll={clearAll}
              total={pending ? undefined : currentData?.total}
              filters={filters}
              counts={counts}
              onChange={changeFilters}
            />
          </Suspense>
        ) : null}
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
            <Typography role="status" color="text.secondary" sx={{ mb: 2 }}>
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

/** The cards: re-rendered only when the trips (or the busy flag) change, not for a chip or a dialog. */
const TripGrid = memo(function TripGrid({
  tours,
  lang,
  pending,
}: {
  tours: TourListItem[];
  lang: Lang;
  pending: boolean;
}) {
  return (
    <Box sx={tripGridSx} aria-busy={pending}>
      {tours.map((tour, index) => (
        <SearchTripCard
          key={tour.id}
          tour={tour}
          lang={lang}
          imageLoading={index < 3 ? 'eager' : 'lazy'}
          // Below 640 px the sidebar (and its h2) is hidden: the trips are the level under the page's h1.
          titleComponent="h2"
          actions={<CompareToggle trip={compareEntryFromListItem(tour)} />}
        />
      ))}
    </Box>
  );
});

interface ListingControlsProps {
  activeFilterCount: number;
  sort: TourSort;
  onOpenFilters: () => void;
  onSort: (sort: TourSort) => void;
}

/**
 * The Filters button and the sort select. Until the page's code runs they cannot act: they wait, disabled. The
 * hydration flag lives here, so its flip right after hydration re-renders these two controls, not the whole listing
 * (the filters and every trip card: a long task of its own on a phone).
 */
function ListingControls({ activeFilterCount, sort, onOpenFilters, onSort }: ListingControlsProps) {
  const { t } = useTranslation('search');
  const hydrating = useIsHydrating();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1.5, mb: 2 }}>
      <Button
        variant="outlined"
        startIcon={<TuneIcon />}
        onClick={onOpenFilters}
        disabled={hydrating}
        aria-haspopup="dialog"
        sx={{ flexShrink: 0, [WIDER_QUERY]: { display: 'none' } }}
      >
        {activeFilterCount > 0
          ? t('filtersDialog.openWithCount', { count: activeFilterCount })
          : t('filtersDialog.open')}
      </Button>
      <TextField
        select
        size="small"
        label={t('sort.label')}
        value={sort}
        disabled={hydrating}
        onChange={(event) => onSort(parseTourSort(event.target.value))}
        sx={{ ml: 'auto', minWidth: { xs: 0, sm: 220 }, flex: { xs: 1, sm: 'none' }, maxWidth: 260 }}
      >
        {TOUR_SORTS.map((option) => (
          <option key={option} value={option}>
            {t(`sort.options.${option}`)}
          </option>
        ))}
      </TextField>
    </Box>
  );
}
