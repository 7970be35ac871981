/**
 * The popular-trips grid of category pages (spec part 2): 4 cards at first, "Show more trips" adds 4, and the
 * next page is fetched when the cached cards run out and the last fetched page is below last_page.
 */
export const GRID_STEP = 4;

export interface GridState {
  /** Cards shown. */
  visible: number;
  /** Cards loaded so far (all fetched pages). */
  cached: number;
  /** Last fetched page (1-based). */
  page: number;
  lastPage: number;
}

/** True when "Show more trips" can show anything more (cached cards or more pages). */
export function canShowMore(state: GridState): boolean {
  return state.visible < state.cached || state.page < state.lastPage;
}

/**
 * After a "Show more trips" click: the new visible count, and the page to fetch (or null) when the cached cards
 * do not cover it and more pages exist.
 */
export function showMore(state: GridState): { visible: number; fetchPage: number | null } {
  const visible = state.visible + GRID_STEP;
  const fetchPage = visible > state.cached && state.page < state.lastPage ? state.page + 1 : null;
  return { visible, fetchPage };
}

/** Merge a fetched page into the cached cards (by id: a card seen on an earlier page is not repeated). */
export function mergeGridPage<T extends { id: number | string }>(
  cached: readonly T[],
  incoming: readonly T[],
): T[] {
  const seen = new Set(cached.map((c) => c.id));
  return [...cached, ...incoming.filter((c) => !seen.has(c.id))];
}
