/**
 * What a page tells the server while it renders, and what the server tells the page:
 * - `useHttpStatus(code)`: a not-found view answers 404, an unavailable service 503 (the highest code wins);
 * - `useServiceFailureStatus(error)`: 503 when a call failed because the content service did;
 * - `useSiteOrigin()`: the site's origin for absolute URLs in head data (canonical, hreflang, Open Graph), the
 *   same on the server (from the request) and in the browser (window.location), so hydration matches.
 * In the browser the status is ignored.
 */
import { createContext, use, useContext, type ReactNode } from 'react';
import { appConfig } from '@/api/config';
import { isServiceFailure } from '@/domain/shared/serviceFailure';
import { createServerTurns, type ServerTurns } from './serverTurns';
import type { FragmentKeeper } from './fragmentKeeper';

/** Mutable on purpose: the server reads `status` after the render. */
export interface ServerRenderInfo {
  status: number;
  origin: string;
  /** Sets the status (the highest code asked for wins). */
  requestStatus?: (code: number) => void;
  /** What a form posted without scripts brought back (the server's answer to it), for the page it renders. */
  form?: unknown;
  /** The render's turns for its deferred sections (./serverTurns.ts). */
  turns?: ServerTurns;
  /** Parts of the page the server keeps between renders (./KeptFragment.tsx, ./fragmentKeeper.ts); set by the server's render. */
  kept?: FragmentKeeper;
}

export function createServerRenderInfo(status: number, origin: string): ServerRenderInfo {
  const info: ServerRenderInfo = { status, origin, turns: createServerTurns() };
  info.requestStatus = (code) => {
    if (code > info.status) info.status = code;
  };
  return info;
}

const ServerInfoContext = createContext<ServerRenderInfo | null>(null);

export function ServerInfoProvider({ info, children }: { info: ServerRenderInfo; children: ReactNode }) {
  return <ServerInfoContext.Provider value={info}>{children}</ServerInfoContext.Provider>;
}

/** Sets the answer's HTTP status while rendering on the server (404 not found, 503 service unavailable). */
export function useHttpStatus(code: number): void {
  useContext(ServerInfoContext)?.requestStatus?.(code);
}

/**
 * 503 when `error` is the content service's failure (no answer, no answer in time, a 5xx, not JSON): the page
 * exists, so a view the spec gives for "not found" answers 503, never 404 (search engines keep the page, a CDN
 * serves its last good copy). The browser asks again after hydration (api/refetchFailed.ts).
 */
export function useServiceFailureStatus(error: unknown): void {
  const requestStatus = useContext(ServerInfoContext)?.requestStatus;
  // Only the server answers with a status (the browser's bundle leaves this out).
  if (__SERVER__) {
    if (requestStatus && isServiceFailure(error)) requestStatus(503);
  }
}

/**
 * On the server, what a form posted without scripts brought back (server/formPosts.ts); null otherwise. Such a page
 * is sent without scripts (nothing hydrates it), so the browser never needs it.
 */
export function useServerForm<T>(): T | null {
  return (useContext(ServerInfoContext)?.form as T | undefined) ?? null;
}

/**
 * Its children render on a turn of their own on the server (./serverTurns.ts; inside a Suspense boundary, used only
 * in the server's branches); in the browser, and in a render without turns, at once. The turn is asked for with
 * `children`, the same object on every try of one render.
 */
export function ServerTurn({ children }: { children: ReactNode }) {
  if (__SERVER__ && children && typeof children === 'object') {
    const turns = use(ServerInfoContext)?.turns;
    if (turns) use(turns.turn(children));
  }
  return children;
}

/** The render's keeper of kept fragments (the server's render only). */
export function useFragmentKeeper(): FragmentKeeper | undefined {
  return useContext(ServerInfoContext)?.kept;
}

export function useSiteOrigin(): string {
  const info = useContext(ServerInfoContext);
  if (info) return info.origin;
  return appConfig.siteUrl || (typeof window !== 'undefined' ? window.location.origin : '');
}
