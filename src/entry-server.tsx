/**
 * The server entry (bundled by webpack with server/main.ts into dist/server/server.js; server/pages.ts calls it for
 * every page request): renders a page of the route table to HTML with its data, styles, head data and status code.
 *
 * 1. '/' redirects to the default language's home; any other URL renders inside React Router's <StaticRouter>.
 * 2. The page renders with React 19's `prerenderToNodeStream` (it waits for lazy pages and sections). RTK Query
 *    hooks start their calls during that render (see src/api/ssr.ts); the server awaits them and renders again,
 *    until a pass starts no new call (at most MAX_PASSES, each pass bounded by CALL_WAIT_MS).
 * 3. styled-components' ServerStyleSheet collects every style the page used (MUI's included); parts of the page that
 *    are the same on many pages come from the fragments the server keeps (src/app/keptFragments.server.ts).
 * 4. What the browser needs to hydrate without repeating a call: the RTK Query caches, the language and the
 *    texts of the namespaces the page used.
 * The status is 200 unless a view asks for another while rendering (useHttpStatus: 404 for the not-found page, an
 * unknown language included; 503 when the content service is unavailable).
 */
import { prerenderToNodeStream } from 'react-dom/static';
import { matchRoutes, StaticRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { contentApi, geonamesApi } from '@/api';
import { settledApiState, type ServerRequestExtra } from '@/api/ssr';
import { AppProviders } from '@/app/AppProviders';
import { collectStyles, serverStyleTags } from '@/app/serverStyles';
import { installStyleMemo } from '@/app/styleMemo.server';
import { createFragmentKeeper } from '@/app/keptFragments.server';
import { safeJson, splitHead, streamToBuffer } from '@/app/serverMarkup';
import { createServerI18n, usedResources } from '@/app/i18nServer';
import { AppRoutes, ROOT_REDIRECT, routes, type PageHandle } from '@/app/router';
import { createServerRenderInfo, ServerInfoProvider } from '@/components/ServerInfo';
import { makeStore, type StoreOptions } from '@/app/store';
import { NOT_FOUND_PREFETCH, ROUTE_PREFETCH, shellPrefetch } from '@/app/routePrefetch';
import { currencyChosen } from '@/lib/state/currencySlice';
import { DEFAULT_LANGUAGE, parseLanguageIgnoringCase, type Lang } from '@/domain/shared/language';
import { savedFiltersLocation } from '@/domain/search/listingUrl';
import { CURRENCY_COOKIE, currencyFromCookie, FILTERS_COOKIE, readCookie } from '@/domain/shared/preferences';
import type { Currency } from '@/domain/shared/price';
// Last: the layout above already evaluated it (an earlier import would renumber the page's style groups).
import { PageContainer } from '@/components/PageContainer';

installStyleMemo(PageContainer);

export { safeJson };
export { shellStyles } from '@/app/shellStyles.server';

const MAX_PASSES = 5;
const CALL_WAIT_MS = 10_000;

export interface RenderOptions {
  /** The site's public origin (for canonical and Open Graph URLs). */
  origin: string;
  /** Request headers passed on to the content service (e.g. the mock's scenario). */
  forwardHeaders?: Record<string, string>;
  /** The page's fetch for the content service (server/upstream.ts: deadline, shared and kept answers). */
  fetch?: typeof fetch;
  /** Fresh kept answers read without a fetch (server/upstream.ts `keptJsonForPage`). */
  keptJson?: ServerRequestExtra['keptJson'];
  /** Epoch ms after which the render waits for no call (the page's budget for the content service). */
  deadline?: number;
  /** The request's Cookie header: the visitor's preferences (currency, saved filters; domain/shared/preferences.ts). */
  cookies?: string;
  /** What a form posted without scripts brought back (server/formPosts.ts), for the page to show. */
  form?: unknown;
}

export type RenderResult =
  /** `personal`: the redirect depends on the visitor's cookies (not to be shared by a cache). */
  | { kind: 'redirect'; status: number; location: string; personal?: boolean }
  | {
      kind: 'page';
      status: number;
      lang: Lang;
      /** Title, meta and link tags for <head>. */
      head: string;
      styles: string;
      /**
       * The app's HTML (inside #root), as React wrote it: UTF-8 bytes, never decoded into a JavaScript string (decoding
       * a page's markup and encoding the page again took about 3 ms of an uncached render).
       */
      html: Buffer;
      /** JSON for the page's data block (src/lib/serverData.ts; already safe to put in a <script>). */
      data: string;
      /** webpack chunk names of the matched pages (their scripts go into the HTML). */
      chunks: string[];
      /** The currency the prices are in (the visitor's `currency` cookie). */
      currency: Currency;
      /** The page's shared parts (header menus, footer): copied from a kept render, or rendered (keptFragments). */
      fragments: { copied: number; rendered: number };
      /** How many times the page was rendered (1 when the route's calls were all known before rendering). */
      passes: number;
    };

type RootReducer = Parameters<NonNullable<StoreOptions['enhanceReducer']>>[0];
type ApiPath = 'contentApi' | 'geonamesApi';

/**
 * A failed call counts as settled for this request: RTK Query refetches a failed query whenever a component
 * subscribes again, which every render pass does, so the page would render its loading state for ever. Marking
 * the failure with a settle time makes the next pass (and the browser's hydration) show the error state.
 */
export function settleFailedQueries(reducer: RootReducer): RootReducer {
  return (state, action) => {
    const next = reducer(state, action);
    const meta = (action as { meta?: { condition?: boolean; arg?: { queryCacheKey?: string } } }).meta;
    const match = /^(contentApi|geonamesApi)\/executeQuery\/rejected$/.exec(action.type);
    const key = meta?.arg?.queryCacheKey;
    if (!match || meta?.condition || !key) return next;
    const path = match[1] as ApiPath;
    const entry = next[path].queries[key];
    if (!entry || entry.status !== 'rejected' || entry.fulfilledTimeStamp) return next;
    return {
      ...next,
      [path]: {
        ...next[path],
        queries: { ...next[path].queries, [key]: { ...entry, fulfilledTimeStamp: Date.now() } },
      },
    } as typeof next;
  };
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return Promise.race([
    promise,
    new Promise<undefined>((resolve) => {
      timer = setTimeout(() => resolve(undefined), Math.max(0, ms));
    }),
  ]).finally(() => clearTimeout(timer));
}

export async function render(request: Request, options: RenderOptions): Promise<RenderResult> {
  const url = new URL(request.url);
  if (url.pathname === '/') return { kind: 'redirect', status: 302, location: ROOT_REDIRECT };
  // A listing without filters goes to the visitor's saved filters, so the listing rendered is the one they keep.
  const saved = savedFiltersLocation(url.pathname, url.search, readCookie(options.cookies, FILTERS_COOKIE));
  if (saved) return { kind: 'redirect', status: 302, location: saved, personal: true };
  const currency = currencyFromCookie(readCookie(options.cookies, CURRENCY_COOKIE));
  const lang = parseLanguageIgnoringCase(url.pathname.split('/')[1]) ?? DEFAULT_LANGUAGE;
  const { forwardHeaders, keptJson } = options;
  const extra: ServerRequestExtra = { forwardHeaders, fetch: options.fetch, keptJson };
  const deadline = options.deadline ?? Date.now() + CALL_WAIT_MS;
  const store = makeStore(undefined, { extra, enhanceReducer: settleFailedQueries });
  store.dispatch(currencyChosen(currency));
  const i18n = createServerI18n(lang);
  const info = createServerRenderInfo(200, options.origin);
  info.form = options.form;
  const location = url.pathname + url.search;

  // A page's listed calls (src/app/routePrefetch.ts: every page's, and the 404's) start with the shell's now, so
  // its first pass renders with every answer. A page without a list renders at once (its first pass starts all its
  // calls together) and again with their answers.
  const matches = matchRoutes(routes, url.pathname) ?? [];
  const leaf = matches.at(-1);
  const prefetchFor =
    matches
      .map((match) => ({
        match,
        prefetch: ROUTE_PREFETCH[(match.route.handle as Partial<PageHandle> | undefined)?.chunk ?? ''],
      }))
      .find(({ prefetch }) => prefetch) ??
    (leaf?.route.path === '*' ? { match: leaf, prefetch: NOT_FOUND_PREFETCH } : undefined);
  if (prefetchFor) {
    const { match, prefetch } = prefetchFor;
    const calls = [
      ...shellPrefetch(lang),
      ...prefetch({ lang, pathname: url.pathname, params: match.params, search: url.searchParams }),
    ].map((call) => store.dispatch(call));
    await withTimeout(Promise.all(calls), deadline - Date.now() + 50);
  }

  let markup: Buffer = Buffer.alloc(0);
  let styles = '';
  let passes = 0;
  let fragments = { copied: 0, rendered: 0 };
  const queryKeys = () => {
    const state = store.getState();
    return Object.keys(state.contentApi.queries).length + Object.keys(state.geonamesApi.queries).length;
  };
  for (let pass = 1; pass <= MAX_PASSES; pass += 1) {
    info.status = 200;
    passes = pass;
    const before = queryKeys();
    const sheet = new ServerStyleSheet();
    const kept = createFragmentKeeper(sheet.instance);
    info.kept = kept;
    try {
      const { prelude } = await prerenderToNodeStream(
        collectStyles(
          sheet,
          <ServerInfoProvider info={info}>
            <AppProviders store={store} i18n={i18n}>
              <StaticRouter location={location}>
                <AppRoutes />
              </StaticRouter>
            </AppProviders>
          </ServerInfoProvider>,
        ),
        // Every boundary inline: no streaming placeholders and completion scripts in the page (the whole page is
        // ready when it is sent, and the policy allows no inline script but the page's data).
        { progressiveChunkSize: Number.MAX_SAFE_INTEGER },
      );
      markup = kept.finish(await streamToBuffer(prelude));
      fragments = { ...kept.fragments };
      styles = serverStyleTags(sheet);
    } finally {
      sheet.seal();
    }
    const running = [
      ...store.dispatch(contentApi.util.getRunningQueriesThunk()),
      ...store.dispatch(geonamesApi.util.getRunningQueriesThunk()),
    ];
    // Done when this pass started no call: what it rendered had every answer it asked for. Past the deadline the
    // page is sent as it is: sections still waiting show their loading state and the browser completes them.
    if ((running.length === 0 && queryKeys() === before) || Date.now() >= deadline) break;
    // The page's fetch gives up at the deadline itself; the small margin lets its answer (or failure) land.
    await withTimeout(Promise.all(running), deadline - Date.now() + 50);
  }

  const { head, body } = splitHead(markup);
  const state = store.getState();
  return {
    kind: 'page',
    status: info.status,
    lang,
    head,
    styles,
    html: body,
    data: safeJson({
      lang,
      api: {
        contentApi: settledApiState(state.contentApi),
        geonamesApi: settledApiState(state.geonamesApi),
      },
      i18n: usedResources(i18n, lang),
      prefs: { currency },
    }),
    currency,
    passes,
    fragments,
    chunks: matches
      .map((match) => (match.route.handle as Partial<PageHandle> | undefined)?.chunk)
      .filter((chunk): chunk is string => !!chunk),
  };
}
