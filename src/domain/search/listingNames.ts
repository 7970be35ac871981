/**
 * The unfiltered listing page that names every style, theme and deal (its `counts`): asked before the first
 * listing request when the URL has a keyword, so a keyword that names one is sent as that filter from the first
 * request. The same page is the home search bar's suggestion source, so the cache often has it already.
 * (A module of its own: the home page's first load needs only this, not the listing's filter rules.)
 */
export const LISTING_NAMES_SOURCE = { page: 1, perPage: 100 } as const;
