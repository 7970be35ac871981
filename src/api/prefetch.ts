/**
 * Route prefetch (issue 32): the content-service calls a page is known to make, started before its server render so
 * that the page renders once with its answers instead of once to find its calls and again with their answers.
 *
 * Each page may have a `RoutePrefetch` (src/app/routePrefetch.ts, by the page's chunk name; server only, so it stays
 * out of the browser's bundles); the feature that owns the
 * page writes it beside the hooks that make the same calls, with the same argument builders, so the calls share
 * their cache entries. A call a prefetch misses is still made (the server renders again until no new call starts),
 * so a prefetch only ever saves time; `src/entry-server.test.tsx` checks that the key pages render in one pass.
 */
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { Params } from 'react-router-dom';
import type { Lang } from '@/domain/shared/language';

/** One endpoint's `initiate(args)`: dispatched, it starts the call (or joins the one already running). */
export type PrefetchCall = ThunkAction<PromiseLike<unknown>, unknown, unknown, UnknownAction>;

export interface PrefetchContext {
  /** The page's language (the URL's, when it names a supported one). */
  lang: Lang;
  /** The page's path, as the router sees it. */
  pathname: string;
  /** The route's path parameters. */
  params: Params<string>;
  search: URLSearchParams;
}

export type RoutePrefetch = (context: PrefetchContext) => PrefetchCall[];
