/**
 * What a server render offers `KeptFragment` (./KeptFragment.tsx): parts of a page that are the same on many pages
 * (the header's menu, the footer), rendered once and then copied into each page the server renders, as long as what
 * they are made from is the same. The server's render implements it (src/app/keptFragments.server.ts); the browser
 * has none, and renders every part itself.
 */
export interface FragmentKeeper {
  /**
   * The key of a fragment at tree position `id` (React's `useId`: a fragment's ids depend on where it is) made from
   * `inputs` (texts, numbers, flags, and objects by identity: answers the server keeps are the same object while
   * their content is the same). Null when an input cannot be a key (a function, say): the fragment is rendered.
   */
  keyOf(id: string, inputs: readonly unknown[]): string | null;
  /**
   * The kept fragment's marker for this page, its style rules added to this render's sheet; null when none is kept
   * (render it, between `begin` and `end`).
   */
  take(key: string): string | null;
  /** A fragment starts rendering (its styles are noted from here); the marker to put before it. */
  begin(key: string): string;
  /** The fragment has rendered; the marker to put after it. */
  end(marker: string): string;
}
