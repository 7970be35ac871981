/** Recent searches of the header search box: at most 10, newest first, no duplicates (ignoring case), trimmed. */
export const MAX_RECENT_SEARCHES = 10;
export const DEFAULT_RECENT_SEARCHES: readonly string[] = ['Europe', 'Morocco', 'Japan', 'Vietnam', 'Italy'];

/** The list after searching for `term`: a blank term changes nothing. */
export function addRecentSearch(list: readonly string[], term: string): string[] {
  const trimmed = term.trim();
  if (!trimmed) return [...list];
  const lower = trimmed.toLowerCase();
  const rest = list.filter((entry) => entry.trim().toLowerCase() !== lower);
  return [trimmed, ...rest].slice(0, MAX_RECENT_SEARCHES);
}
