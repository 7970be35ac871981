/**
 * Server rendering support of the API layer.
 * - `createAppApi`: RTK Query's createApi with the React hooks module. On the server (no `window`) the hooks start
 *   their queries during render (`unstable__sideEffectsInRender`), so a render pass collects every call a page
 *   makes; the server then awaits them and renders again with the answers (src/entry-server.tsx). In the browser
 *   the hooks behave as usual.
 * - `apiHydrated(state)`: the action the browser dispatches before hydrating, with the RTK Query caches the server
 *   serialised into the page; `extractRehydrationInfo` hands each API its part, so no call is repeated.
 * - `forwardedHeaders(extra)`: on the server, request headers passed on to the content service (the store's
 *   thunk extra argument carries them, one store per request).
 */
import {
  buildCreateApi,
  coreModule,
  reactHooksModule,
  skipToken,
  type Module,
} from '@reduxjs/toolkit/query/react';
import type { UnknownAction } from '@reduxjs/toolkit';
import { useStore } from 'react-redux';

/** True in the server's bundle (a build-time constant: src/buildTarget.d.ts). */
export const IS_SERVER = __SERVER__;

type Hooks = Record<string, (...args: never[]) => unknown>;
interface QueryEntry {
  status?: string;
  data?: unknown;
  fulfilledTimeStamp?: number;
}
interface QueryHooksOfEndpoint {
  useQueryState: (arg: unknown, options?: Record<string, unknown>) => Record<string, unknown>;
  initiate: (arg: unknown) => UnknownAction;
  select: (arg: unknown) => (state: unknown) => QueryEntry;
}

/** RTK Query's `useQuery` state before its call starts: loading (the hooks module's own selector). */
function loadingUntilStarted(selected: Record<string, unknown>): Record<string, unknown> {
  if (!selected.isUninitialized) return selected;
  return {
    ...selected,
    isUninitialized: false,
    isFetching: true,
    isLoading: selected.data === undefined,
    status: 'pending',
  };
}

/**
 * The server's `useQuery` of each query endpoint (after the React hooks module made its own). React's hook
 * subscribes to the call during render (`unstable__sideEffectsInRender`), which starts it when it is not in the
 * store; a page renders with its calls already answered (src/entry-server.tsx), so almost every hook only
 * subscribed again: a thunk, an abort controller and a subscription each time, about 100 µs of every server render
 * per hook (a tour page has a dozen). Here a hook starts the call only when the store has no answer for it (not
 * asked yet, or failed and not settled: src/entry-server.tsx's `settleFailedQueries`), as React's hook would, and
 * otherwise reads the state alone. The answer is the same object as React's hook gives (`refetch` included).
 */
function settledQueriesModule(): Module<never> {
  return {
    name: Symbol('settledQueries') as never,
    init(api) {
      return {
        injectEndpoint(endpointName, definition) {
          if ((definition as { type?: string }).type !== 'query') return;
          const endpoint = (api.endpoints as Record<string, QueryHooksOfEndpoint & Hooks>)[endpointName];
          const { useQueryState, initiate, select } = endpoint;
          function useQuery(arg: unknown, options?: Record<string, unknown>) {
            const store = useStore();
            const skipped = arg === skipToken || !!options?.skip;
            if (!skipped) {
              const entry = select(arg)(store.getState());
              if (!entry || (entry.status !== 'pending' && !entry.fulfilledTimeStamp))
                store.dispatch(initiate(arg));
            }
            const state = useQueryState(arg, {
              selectFromResult: skipped ? undefined : loadingUntilStarted,
              ...options,
            });
            return { ...state, refetch: () => store.dispatch(initiate(arg)) };
          }
          Object.assign(endpoint, { useQuery });
          const name = `use${endpointName.charAt(0).toUpperCase()}${endpointName.slice(1)}Query`;
          (api as unknown as Hooks)[name] = useQuery as never;
        },
      };
    },
  };
}

export const createAppApi = IS_SERVER
  ? buildCreateApi(
      coreModule(),
      reactHooksModule({ unstable__sideEffectsInRender: true }),
      settledQueriesModule(),
    )
  : buildCreateApi(coreModule(), reactHooksModule());

export const API_HYDRATE = 'app/apiHydrated';

export function apiHydrated(
  state: Record<string, unknown>,
): UnknownAction & { payload: Record<string, unknown> } {
  return { type: API_HYDRATE, payload: state };
}

// The generated type of `extractRehydrationInfo` is the API's own state type, which this module cannot name.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function extractHydratedApiState(action: UnknownAction, reducerPath: string): any {
  if (action.type !== API_HYDRATE) return undefined;
  const payload = (action as { payload?: Record<string, unknown> }).payload;
  return payload?.[reducerPath];
}

/** What the server puts in the store's thunk extra argument. */
export interface ServerRequestExtra {
  forwardHeaders?: Record<string, string>;
  /**
   * The server's `fetch` for this page (server/upstream.ts): bound to the page's deadline, sharing answers across
   * visitors for a few seconds and serving the last good answer when the service fails.
   */
  fetch?: typeof fetch;
  /**
   * A fresh answer the server keeps for a content call (a GET of `url` with these headers), parsed, and recorded as
   * the page's call; undefined when there is none, and the call goes through `fetch` (server/upstream.ts).
   */
  keptJson?: KeptJson;
}

/** A fresh kept answer's parsed body for a GET of `url` with `headers`, or undefined (server/upstream.ts). */
export type KeptJson = (url: string, headers: Record<string, string>) => { value: unknown } | undefined;

/** The page's server-side kept answers (see `ServerRequestExtra.keptJson`), or undefined in the browser. */
export function serverKeptJson(extra: unknown): ServerRequestExtra['keptJson'] {
  if (!__SERVER__ || !extra || typeof extra !== 'object') return undefined;
  const value = (extra as ServerRequestExtra).keptJson;
  return typeof value === 'function' ? value : undefined;
}

/** The page's server-side `fetch`, or undefined in the browser (the global fetch is used). */
export function serverFetch(extra: unknown): typeof fetch | undefined {
  if (!__SERVER__ || !extra || typeof extra !== 'object') return undefined;
  const value = (extra as ServerRequestExtra).fetch;
  return typeof value === 'function' ? value : undefined;
}

/**
 * A base query per `fetch`: the browser's (global fetch) and, on the server, one per page render, each made once.
 * fetchBaseQuery takes its fetch when it is created, so the server's per-page fetch needs its own instance.
 */
export function perFetch<Q>(make: (fetchFn?: typeof fetch) => Q): (extra: unknown) => Q {
  const browser = make();
  if (!__SERVER__) return () => browser;
  const made = new WeakMap<typeof fetch, Q>();
  return (extra) => {
    const fetchFn = serverFetch(extra);
    if (!fetchFn) return browser;
    let query = made.get(fetchFn);
    if (!query) {
      query = make(fetchFn);
      made.set(fetchFn, query);
    }
    return query;
  };
}

export function forwardedHeaders(extra: unknown): Record<string, string> {
  if (!__SERVER__ || !extra || typeof extra !== 'object') return {};
  const headers = (extra as ServerRequestExtra).forwardHeaders;
  return headers && typeof headers === 'object' ? headers : {};
}

/**
 * The caches as the browser receives them: a call still on its way when the render ended is left out (the
 * browser asks for it when the section renders, as the server's loading state showed). Failed calls stay, so
 * hydration matches the error the server rendered; the browser asks for them again right after
 * (`refetchFailedQueries`, start/app.tsx).
 */
export function settledApiState<S extends { queries: Record<string, { status?: string } | undefined> }>(
  state: S,
): S {
  const queries = Object.fromEntries(
    Object.entries(state.queries).filter(
      ([, entry]) => entry?.status === 'fulfilled' || entry?.status === 'rejected',
    ),
  );
  return { ...state, queries };
}
