/**
 * The search page's body: filter sidebar, active-filter chips and the trip grid with pagination.
 * - Filters come from the persisted 'trip-filters' state; keyword, page and dates from the URL.
 * - The request arguments are debounced (300 ms after the last change); RTK Query keys the cache by those
 *   arguments and the grid shows only `currentData` (the answer for the current arguments), so a late answer
 *   for older arguments never replaces a newer one.
 */
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { TextField } from '@/components/TextField';
import TuneIcon from '@mui/icons-material/Tune';
import Typography from '@mui/material/Typography';
import { DeferredSection } from '@/components/DeferredSection';
import { skipToken } from '@reduxjs/toolkit/query';
import { selectLastListingCounts, useListToursQuery } from '@/api';
import { useAppDispatch, useAppSelector, useLang } from '@/app/hooks';
import { SearchTripCard } from './SearchTripCard';
import { useIsHydrating } from '@/components/useIsHydrating';
import { CompareToggle } from '@/components/compare/CompareToggle';
import { compareEntryFromListItem } from '@/components/compare/compareEntry';
import { listingOutcome } from '@/domain/listingErrors';
import {
  LISTING_DEBOUNCE_MS,
  TRIPS_PAGE_SIZE,
  activeFilterChips,
  buildListToursParams,
  pageCount,
  dayParam,
  parsePage,
} from '@/domain/tourFilters';
import { type FilterChip } from '@/domain/tourFilterState';
import { LISTING_NAMES_SOURCE } from '@/domain/listingNames';
import { parseTourSort, TOUR_SORTS, type TourSort } from '@/domain/tourSort';
import { chipRemoved, filtersCleared, flagSet, selectTripFilters } from '../filtersSlice';
import { useDebouncedArgs } from '../hooks/useDebouncedArgs';
import { toListToursArgs } from '../listToursArgs';
import { FilterChips, type UrlChip } from './FilterChips';
import { FilterSidebar, PHONE_QUERY, WIDER_QUERY } from './FilterSidebar';

const FiltersDialog = lazy(() => import(/* webpackChunkName: "search-filters-dialog" */ './FiltersDialog'));
import { ListingEmpty, ListingError, ListingSkeleton, tripGridSx } from './ListingStates';

// Below the trips: server-rendered on load, its code (MUI's Pagination) hydrates it as it comes near.
const Pagination = lazy(() => import(/* webpackChunkName: "search-pagination" */ '@mui/material/Pagination'));

const URL_FLAGS = ['onSale', 'earlyBird', 'lastMinute'] as const;

export function TripListing() {
  const { t } = useTranslation('search');
  const lang = useLang();
  const dispatch = useAppDispatch();
  const filters = useAppSelector(selectTripFilters);
  const [searchParams, setSearchParams] = useSearchParams();
  const resultsRef = useRef<HTMLDivElement>(null);

  const keyword = searchParams.get('keyword')?.trim() ?? '';
  const page = parsePage(searchParams.get('page'));
  const startDay = dayParam(searchParams.get('start_day'));
  const endDay = dayParam(searchParams.get('end_day'));
  const sort = parseTourSort(searchParams.get('sort'));
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [filtersDialogUsed, setFiltersDialogUsed] = useState(false);

  // A link may ask for a deal flag (?lastMinute=true): it becomes a filter (removable as a chip).
  useEffect(() => {
    const present = URL_FLAGS.filter((flag) => searchParams.get(flag) === 'true');
    if (present.length === 0) return;
    for (const flag of present) dispatch(flagSet({ key: flag, value: true }));
    setSearchParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const flag of URL_FLAGS) next.delete(flag);
        return next;
      },
      { replace: true },
    );
  }, [searchParams, setSearchParams, dispatch]);

  // Options and counts come from the listing answers in the cache: the newest successful one (kept while the next
  // arguments load, or when they fail); its names are the known styles, themes and deals (keyword-to-filter rule).
  const knownCounts = useAppSelector((state) => selectLastListingCounts(state, lang));
  // A keyword may name a style, theme or deal: before the first listing request the names come from the names
  // source (a failed source lets the keyword go as a keyword), so the first request already carries the filter.
  const needsNames = keyword !== '' && !knownCounts;
  const names = useListToursQuery({ lang, ...LISTING_NAMES_SOURCE }, { skip: !needsNames });
  const namedCounts = knownCounts ?? (names.data?.success ? names.data.counts : undefined);
  const namesPending = needsNames && !namedCounts && !names.isError;
  const params = buildListToursParams(
    filters,
    { keyword, page, start_day: startDay, end_day: endDay },
    { perPage: TRIPS_PAGE_SIZE, known: namedCounts },
  );
  const debouncedArgs = useDebouncedArgs(
    namesPending ? null : toListToursArgs(lang, params, sort),
    LISTING_DEBOUNCE_MS,
  );
  const args = debouncedArgs ?? skipToken;
  const { currentData, data, error, isFetching, refetch } = useListToursQuery(args);
  const counts = data?.success ? data.counts : knownCounts;

  const outcome = listingOutcome(currentData, error);
  const tours = outcome === null ? (currentData?.data ?? []) : [];
  const total = currentData?.total ?? 0;
  const pages = Math.max(pageCount(total, TRIPS_PAGE_SIZE), currentData?.last_page ?? 0);

  const updateUrl = useCallback(
    (change: (next: URLSearchParams) => void, replace = true) =>
      setSearchParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          change(next);
          return next;
        },
        { replace },
      ),
    [setSearchParams],
  );

  /** Any filter change starts again at page 1. */
  const backToFirstPage = useCallback(() => updateUrl((next) => next.delete('page')), [updateUrl]);

  const removeChip = (chip: FilterChip) => {
    dispatch(chipRemoved(chip));
    backToFirstPage();
  };
  const removeUrlChip = (chip: UrlChip) =>
    updateUrl((next) => {
      next.delete(chip.kind === 'keyword' ? 'keyword' : chip.kind === 'startDay' ? 'start_day' : 'end_day');
      next.delete('page');
    });
  const clearAll = () => {
    dispatch(filtersCleared());
    updateUrl((next) => {
      for (const key of ['keyword', 'start_day', 'end_day', 'page']) next.delete(key);
    });
  };
  const goToPage = (value: number) => {
    updateUrl((next) => {
      if (value <= 1) next.delete('page');
      else next.set('page', String(value));
    }, false);
    resultsRef.current?.scrollIntoView?.({ block: 'start' });
  };

  const changeSort = (value: TourSort) =>
    updateUrl((next) => {
      if (value === 'recommended') next.delete('sort');
      else next.set('sort', value);
      next.delete('page');
    });
  const openFilters = () => {
    setFiltersDialogUsed(true);
    setFiltersOpen(true);
  };
  const activeFilterCount = activeFilterChips(filters).length;

  const urlChips: UrlChip[] = [];
  if (keyword) urlChips.push({ kind: 'keyword', value: keyword });
  if (startDay) urlChips.push({ kind: 'startDay', value: startDay });
  if (endDay) urlChips.push({ kind: 'endDay', value: endDay });

  const pending =
    isFetching || JSON.stringify(debouncedArgs) !== JSON.stringify(toListToursArgs(lang, params, sort));
  const showSkeleton = currentData === undefined && !error;

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
          <FilterSidebar filters={filters} counts={counts} onChange={backToFirstPage} />
        </DeferredSection>
      </Box>
      <Box ref={resultsRef} sx={{ scrollMarginTop: 96 }}>
        <ListingControls
          activeFilterCount={activeFilterCount}
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
              onChange={backToFirstPage}
            />
          </Suspense>
        ) : null}
        <FilterChips
          chips={activeFilterChips(filters)}
          urlChips={urlChips}
          counts={counts}
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
