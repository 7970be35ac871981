/**
 * Start-up, the last stage (src/main.tsx): the app. A page served by the production server (server/app.ts) arrives rendered: the
 * store starts from the server's RTK Query caches, i18next from the page's language and texts (lib/i18n.ts), and React
 * hydrates the HTML. Without server data (the development server, or a server render
 * that failed) the app renders from scratch.
 */
import { watchVitals } from './vitals';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter, matchRoutes } from 'react-router-dom';
import { apiHydrated } from '@/api/ssr';
import { AppProviders } from '@/app/AppProviders';
import { currencyOfThisBrowser } from '@/lib/preferenceCookies';
import { currencyChosen } from '@/lib/state/currencySlice';
import { currencyFromCookie } from '@/domain/shared/preferences';
import { applyLanguage } from '@/lib/i18n';
import { readServerData, type ServerData } from '@/lib/serverData';
import { AppRoutes, routes, type PageHandle } from '@/app/router';
import { makeStore, startPersistence } from '@/app/store';
import { parseLanguageIgnoringCase, type Lang } from '@/domain/shared/language';
import { setAutoFreeze } from 'immer';
import { nextTask } from './nextTask';
import { numberHistoryEntry } from './historyEntry';

/** Whether a call failed while the server rendered the page (see api/refetchFailed.ts). */
function hasRejectedQuery(api: ServerData['api']): boolean {
  return Object.values(api).some((slice) =>
    Object.values((slice as { queries?: Record<string, { status?: string }> })?.queries ?? {}).some(
      (entry) => entry?.status === 'rejected',
    ),
  );
}

async function hydrate(container: HTMLElement, data: ServerData, lang: Lang) {
  // i18next already started in the page's language with the page's texts (lib/i18n.ts). The page's code first (the
  // server preloads its chunks; asking for them here runs them, in a task of their own), so hydration never suspends.
  const matched = matchRoutes(routes, window.location) ?? [];
  // A chunk that fails to load is not fatal here: hydration goes on, and the page's own boundary retries or reports.
  await Promise.allSettled([
    applyLanguage(lang),
    ...matched.map((match) => (match.route.handle as Partial<PageHandle> | undefined)?.preload?.()),
  ]);
  // Each step below is a task of its own (the page's chunk runs above; the store takes the server's caches; the
  // browser's saved state is read): none blocks the main thread long enough to delay a tap.
  await nextTask();
  // Immer's auto-freeze walks and freezes every answer put into the store: for a tour page's server caches alone
  // about 10 ms of a desktop CPU (several times that on a phone), and again for each answer later. Freezing is a
  // development guard: tests and the development server (which renders without this path) keep it, with RTK's
  // immutability check; the hydrated production page does without.
  setAutoFreeze(false);
  const store = makeStore();
  store.dispatch(apiHydrated(data.api));
  store.dispatch(currencyChosen(currencyFromCookie(data.prefs?.currency)));
  // Hydration renders from the state the server rendered with; the restored browser state follows right after.
  const serverState = store.getState();
  await nextTask();
  startPersistence(store);
  await nextTask();
  // The router's history entry numbered here, not in hydration's first slice (./historyEntry.ts).
  numberHistoryEntry();
  await nextTask();
  // Hydration as a transition: React hydrates in short slices and yields to the browser between them (the page
  // stays responsive; no long task for the whole tree), and a click on a part not hydrated yet hydrates it first.
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <AppProviders store={store} serverState={serverState}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </AppProviders>
      </StrictMode>,
      {
        onRecoverableError: (error) => console.warn('Hydration recovered:', error),
      },
    );
  });
  // Real visitors' Web Vitals: the measuring code arrives on first use (src/start/vitals.ts).
  watchVitals();
  // What failed while the server rendered is asked again (hydration keeps reading the server's state meanwhile);
  // its code comes only when something failed.
  if (hasRejectedQuery(data.api))
    void import(/* webpackChunkName: "refetch-failed" */ '@/api/refetchFailed').then((m) =>
      m.refetchFailedQueries(serverState, store.dispatch),
    );
}

/** Hydrates the server's page, or renders the app from scratch when the page came without server data. */
export function start() {
  const container = document.getElementById('root')!;
  const ssr = readServerData();
  const lang = ssr ? parseLanguageIgnoringCase(ssr.lang) : null;
  if (ssr && lang && container.firstChild) {
    hydrate(container, ssr, lang).catch((error: unknown) => {
      // Hydration could not start: the server HTML stays on screen, and links still work.
      console.error('Hydration could not start', error);
    });
    return;
  }
  const store = makeStore();
  store.dispatch(currencyChosen(currencyOfThisBrowser()));
  const persistor = startPersistence(store);
  createRoot(container).render(
    <StrictMode>
      <AppProviders store={store} persistor={persistor}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  );
}
