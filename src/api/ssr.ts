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
import { buildCreateApi, coreModule, reactHooksModule } from '@reduxjs/toolkit/query/react';
import type { UnknownAction } from '@reduxjs/toolkit';

export const IS_SERVER = typeof window === 'undefined';

export const createAppApi = buildCreateApi(
  coreModule(),
  reactHooksModule({ unstable__sideEffectsInRender: IS_SERVER }),
);

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
}

export function forwardedHeaders(extra: unknown): Record<string, string> {
  if (!extra || typeof extra !== 'object') return {};
  const headers = (extra as ServerRequestExtra).forwardHeaders;
  return headers && typeof headers === 'object' ? headers : {};
}
