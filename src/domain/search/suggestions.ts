/**
 * Search-bar suggestions of the home page (spec part 1, §2 "Search bar", §3 "Suggestion", §5, §9):
 * a case-insensitive substring match over each tour's title, location, slug and tags; tags starting with
 * `physical_rating:` are never suggested; duplicates are dropped; at most 8 results.
 * When nothing matches, the bar lists the popular searches filtered by the typed text.
 */
export const MAX_SUGGESTIONS = 8;
export const PHYSICAL_RATING_TAG_PREFIX = 'physical_rating:';
/** The popular searches (also the words the search bar's placeholder rotates through). */
export const POPULAR_SEARCHES: readonly string[] = ['Europe', 'Morocco', 'Japan', 'Italy', 'Vietnam'];

export type SuggestionType = 'title' | 'location' | 'slug' | 'tag';

export interface Suggestion {
  type: SuggestionType;
  /** What becomes the keyword chip. */
  value: string;
  /** What the list shows. */
  label: string;
  /** Set for title and slug suggestions. */
  tourId?: number;
}

/** The fields of a tour that suggestions look at (a subset of the tour list item). */
export interface SuggestionSourceTour {
  id: number;
  slug?: string | null;
  title?: string | null;
  location?: string | null;
  tags?: ReadonlyArray<string | { name?: string | null } | null> | null;
}

/** A tag's visible name, or undefined for blank and `physical_rating:` tags. */
export function suggestibleTagName(
  tag: string | { name?: string | null } | null | undefined,
): string | undefined {
  const name = (typeof tag === 'string' ? tag : (tag?.name ?? '')).trim();
  if (!name) return undefined;
  if (name.toLowerCase().startsWith(PHYSICAL_RATING_TAG_PREFIX)) return undefined;
  return name;
}

/**
 * Smart suggestions for `query`: empty for a blank query. Tours are scanned in order, each one's title,
 * location, slug, then tags; a value already suggested (ignoring case) is skipped.
 */
export function findSuggestions(
  tours: readonly SuggestionSourceTour[] | null | undefined,
  query: string,
  max: number = MAX_SUGGESTIONS,
): Suggestion[] {
  const needle = query.trim().toLowerCase();
  if (!needle || !tours) return [];
  const seen = new Set<string>();
  const out: Suggestion[] = [];
  const consider = (type: SuggestionType, raw: string | null | undefined, tourId?: number): boolean => {
    const value = (raw ?? '').trim();
    if (!value || !value.toLowerCase().includes(needle)) return false;
    const key = value.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    out.push(tourId === undefined ? { type, value, label: value } : { type, value, label: value, tourId });
    return out.length >= max;
  };
  for (const tour of tours) {
    if (consider('title', tour.title, tour.id)) return out;
    if (consider('location', tour.location)) return out;
    if (consider('slug', tour.slug, tour.id)) return out;
    for (const tag of tour.tags ?? []) {
      if (consider('tag', suggestibleTagName(tag))) return out;
    }
  }
  return out;
}

/** The popular searches containing the typed text (all of them for a blank text). */
export function filterPopularSearches(query: string, list: readonly string[] = POPULAR_SEARCHES): string[] {
  const needle = query.trim().toLowerCase();
  return list.filter((entry) => entry.toLowerCase().includes(needle));
}
