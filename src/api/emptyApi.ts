/**
 * The empty RTK Query API that the generated endpoints (src/api/generated/) inject into.
 * Never add endpoints here by hand: change openapi/ and run `npm run codegen`.
 */
import { fetchBaseQuery, retry } from '@reduxjs/toolkit/query/react';
import type {
  BaseQueryApi,
  BaseQueryFn,
  FetchArgs,
  FetchBaseQueryError,
  FetchBaseQueryMeta,
  RetryOptions,
} from '@reduxjs/toolkit/query/react';
import { CONTRACT_VIOLATION, toApiProblem, type ApiProblem } from '@/domain/shared/apiProblem';
import { absoluteBase, appConfig } from './config';
import { parsedJson } from './parsedAnswers';
import {
  createAppApi,
  extractHydratedApiState,
  forwardedHeaders,
  perFetch,
  serverFetch,
  serverKeptJson,
} from './ssr';

/**
 * Query-string writer of the content service: scalars as `name=value`; arrays repeated PHP-style as
 * `name[]=a&name[]=b` (the contract's `stars[]`, see scripts/codegen.mjs); undefined and null are left out.
 */
export function serializeParams(params: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      for (const item of value)
        parts.push(`${encodeURIComponent(key)}[]=${encodeURIComponent(String(item))}`);
    } else {
      parts.push(new URLSearchParams({ [key]: String(value) }).toString());
    }
  }
  return parts.join('&');
}

type ContentArgs = string | FetchArgs;

const contentBaseQueryFor = perFetch((fetchFn?: typeof fetch) =>
  fetchBaseQuery({
    // Resolved per request so that jsdom and the browser both get an absolute URL.
    baseUrl: '',
    paramsSerializer: serializeParams,
    prepareHeaders: (headers, { extra }) => {
      headers.set('Accept', 'application/json');
      // On the server, the visitor's request headers the content service may use (e.g. the mock's scenario).
      for (const [name, value] of Object.entries(forwardedHeaders(extra))) headers.set(name, value);
      return headers;
    },
    // The server's calls parse each answer once, for every page that uses it (./parsedAnswers.ts).
    ...(fetchFn ? { fetchFn, ...(__SERVER__ ? { responseHandler: parsedJson } : {}) } : {}),
  }),
);

/** HTTP status of a failed answer (also for answers that were not JSON), or undefined for network errors. */
function httpStatus(error: FetchBaseQueryError): number | undefined {
  if (typeof error.status === 'number') return error.status;
  return 'originalStatus' in error ? error.originalStatus : undefined;
}

/**
 * The spec: "queries retry once". A failed query (network error, timeout, 5xx) is tried one more time;
 * mutations (bookings, forms) are never retried, nor are 4xx answers (a second try would get the same answer).
 */
export function shouldRetry(
  error: FetchBaseQueryError,
  type: 'query' | 'mutation',
  attempt: number,
  onServer = false,
): boolean {
  // The server does not retry: its calls keep the last good answer for an outage (server/upstream.ts), and what
  // failed while it rendered is asked again by the browser after hydration (start/app.tsx).
  if (onServer || type !== 'query' || attempt > 1) return false;
  const status = httpStatus(error);
  return !(status !== undefined && status >= 400 && status < 500);
}

const retryOptions: RetryOptions = {
  retryCondition: (error, _args, { attempt, baseQueryApi }) =>
    shouldRetry(error as FetchBaseQueryError, baseQueryApi.type, attempt, !!serverFetch(baseQueryApi.extra)),
  backoff: () => new Promise<void>((resolve) => setTimeout(resolve, 250)),
};

/**
 * Calls whose answer body is not used (spec part 1 §7: "only ok status is used"): a 2xx answer is a success
 * whatever its body — empty, JSON or not JSON at all.
 */
export const OK_STATUS_ONLY_ENDPOINTS: ReadonlySet<string> = new Set([
  'createContact',
  'subscribeNewsletter',
]);

/** Reads a body as JSON when it is JSON, else as text (null when empty): never a parsing error. */
export async function lenientBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Requests give up after this long (the catalogue's error then shows, with everything typed kept). */
export const READ_TIMEOUT_MS = 15_000;
export const BOOKING_TIMEOUT_MS = 30_000;

/** The content service's address for a call's path (what fetchBaseQuery is given). */
const contentAddress = (path: string) => `${absoluteBase(appConfig.contentApiUrl)}${path}`;

const fetchWithRetry = retry((args: ContentArgs, api, extra: object) => {
  let withBase =
    typeof args === 'string' ? { url: contentAddress(args) } : { ...args, url: contentAddress(args.url) };
  if (OK_STATUS_ONLY_ENDPOINTS.has(api.endpoint)) withBase = { ...withBase, responseHandler: lenientBody };
  withBase = {
    timeout: api.endpoint === 'createBooking' ? BOOKING_TIMEOUT_MS : READ_TIMEOUT_MS,
    ...withBase,
  };
  return contentBaseQueryFor(api.extra)(withBase, api, extra);
}, retryOptions);

/**
 * On the server, a read whose fresh answer the server keeps (server/upstream.ts) is that answer's parsed body at once:
 * the same value fetchBaseQuery would read from the server's fetch (./parsedAnswers.ts), without building a Request,
 * a Response and its copy, a timeout and the retry around them (about a third of a millisecond a call; a page makes
 * four to eight). The address is the one fetchBaseQuery would ask for. Anything else goes through `fetchWithRetry`.
 */
function keptAnswer(args: ContentArgs, api: BaseQueryApi): { data: unknown } | undefined {
  const keptJson = serverKeptJson(api.extra);
  if (!keptJson || api.type !== 'query' || OK_STATUS_ONLY_ENDPOINTS.has(api.endpoint)) return undefined;
  const request = typeof args === 'string' ? { url: args } : args;
  if (request.method && request.method.toUpperCase() !== 'GET') return undefined;
  let url = contentAddress(request.url);
  if (request.params) url += `${url.includes('?') ? '&' : '?'}${serializeParams(request.params)}`;
  const kept = keptJson(url, forwardedHeaders(api.extra));
  return kept && { data: kept.value };
}

/**
 * `{ success: false, … }` is the service's own "could not do it" answer (with an OK status). It becomes the call's
 * error here, once, as the ApiProblem `{ kind: 'notSuccess', message }` (the answer's `message`, else ''): features
 * read one error shape and choose the catalogue's message for it (e.g. "Unable to load tours"); no feature checks
 * `success`. A refusal is an answer, not a service failure: it is neither retried nor asked again after hydration.
 */
function refusalOf(body: unknown): ApiProblem | undefined {
  if (typeof body !== 'object' || body === null || !('success' in body) || body.success !== false)
    return undefined;
  const message = 'message' in body && typeof body.message === 'string' ? body.message.trim() : '';
  return { kind: 'notSuccess', message };
}

/**
 * Every success answer passes the one validating boundary (./contract.ts): repaired when it can be, else the call
 * fails as an answer that could not be used (PARSING_ERROR with the answer's status, like an answer that is not
 * JSON). The validator arrives in its own chunk in the browser: server-rendered pages start with checked data.
 */
const contractBaseQuery: typeof fetchWithRetry = async (args, api, extra) => {
  const result: Awaited<ReturnType<typeof fetchWithRetry>> =
    (__SERVER__ && keptAnswer(args, api)) || (await fetchWithRetry(args, api, extra));
  if (result.error || OK_STATUS_ONLY_ENDPOINTS.has(api.endpoint) || refusalOf(result.data)) return result;
  const { checkAnswer, logViolations } = await import(/* webpackChunkName: "contract" */ './contract');
  const checked = checkAnswer(api.endpoint, result.data);
  logViolations(api.endpoint, checked.violations);
  if (checked.ok) return { ...result, data: checked.data };
  const problem = checked.violations.find((v) => v.action === 'rejected');
  return {
    error: {
      status: 'PARSING_ERROR' as const,
      originalStatus: result.meta?.response?.status ?? 200,
      data: '',
      error: `${CONTRACT_VIOLATION}: ${problem?.path || '(answer)'} ${problem?.message ?? ''}`.trim(),
    },
    meta: result.meta,
  };
};

/**
 * The base query of every endpoint: a failure leaves it as one typed ApiProblem (src/domain/shared/apiProblem.ts), from
 * which the features choose the catalogue's messages; no feature reads fetchBaseQuery's error shapes.
 */
const appBaseQuery: BaseQueryFn<ContentArgs, unknown, ApiProblem, object, FetchBaseQueryMeta> = async (
  args,
  api,
  extra,
) => {
  const result = await contractBaseQuery(args, api, extra);
  const refusal =
    result.error || OK_STATUS_ONLY_ENDPOINTS.has(api.endpoint) ? undefined : refusalOf(result.data);
  if (refusal) return { error: refusal, meta: result.meta };
  return result.error
    ? { error: toApiProblem(result.error), meta: result.meta }
    : { data: result.data, meta: result.meta };
};

export const emptySplitApi = createAppApi({
  reducerPath: 'contentApi',
  extractRehydrationInfo: (action, { reducerPath }) => extractHydratedApiState(action, reducerPath),
  baseQuery: appBaseQuery,
  // The spec: the data cache does not refetch on window focus, and queries retry once (above).
  refetchOnFocus: false,
  keepUnusedDataFor: 300,
  endpoints: () => ({}),
});
