/**
 * The server's calls to the content service (and the geographic-names service), made so that a service that is
 * slow, down or hung never takes the site down:
 *
 * - **A deadline per page.** Each page render gets a `fetch` (`forPage`) bound to one deadline: a call still
 *   unanswered then gives up for that page (the page renders what it has; the browser completes the rest). The
 *   call itself goes on up to `callTimeoutMs` and its answer is kept for the next visitor.
 * - **Micro-cache.** An answer is fresh for `freshMs` (a few seconds): a burst of visitors on one tour makes one
 *   call, not one per visitor. Identical calls in flight are shared (single flight).
 * - **Stale if error.** The last good answer of each call is kept (an LRU bounded in entries and bytes, up to
 *   `staleMs`) and served when the service fails (a reset, a 5xx, an answer that is not JSON) or misses the
 *   page's deadline. Failures are never cached: the first call after the service is back gets a fresh answer.
 * - **Readiness.** `answeredRecently()` says whether the service answered lately; `/readyz` asks it (and probes
 *   the service when it has been quiet).
 * Each call is recorded in the page's log (path, status, ms, where the answer came from) for the access log.
 */
import { LRUCache } from 'lru-cache';
import { keepParsedJson } from '../src/api/parsedAnswers';
import type { KeptJson } from '../src/api/ssr';

export type Transport = (request: Request) => Promise<Response>;

/** Where a call's answer came from. */
export type CallSource = 'network' | 'fresh' | 'shared' | 'stale' | 'failed';

export interface CallRecord {
  /** Host-less path and query of the call. */
  path: string;
  status: number | 'timeout' | 'error';
  ms: number;
  source: CallSource;
}

export interface PageCalls {
  /** Epoch ms after which this page waits for no call. */
  deadline: number;
  calls: CallRecord[];
}

export interface UpstreamOptions {
  transport: Transport;
  /** How long an answer is reused without asking again (ms). */
  freshMs?: number;
  /** How long the last good answer is kept for an outage (ms). */
  staleMs?: number;
  maxEntries?: number;
  /** Bound of the cache in bytes (bodies), so memory stays steady. */
  maxBytes?: number;
  /** A call's own limit, whoever waits for it (ms). */
  callTimeoutMs?: number;
  /** How long "recently" is for readiness (ms). */
  readyWindowMs?: number;
  now?: () => number;
}

interface Answer {
  status: number;
  headers: [string, string][];
  body: string;
  /** The body parsed, when it is JSON (parsed once, for every page the answer serves). */
  json?: { value: unknown };
  storedAt: number;
}

type Outcome = { answer: Answer; good: boolean } | { failure: 'timeout' | 'error'; reason: unknown };

const CACHEABLE_STATUS = new Set([200, 203, 204, 404, 410]);

/** Whether the answer's body is JSON (or a 204's nothing); a JSON body is kept parsed in `answer.json`. */
function parseJsonBody(answer: Answer): boolean {
  if (answer.status === 204 || answer.body === '') return answer.status === 204;
  const type = answer.headers.find(([name]) => name === 'content-type')?.[1] ?? '';
  if (type && !/json/i.test(type)) return false;
  try {
    answer.json = { value: JSON.parse(answer.body) as unknown };
    return true;
  } catch {
    return false;
  }
}

function toResponse(answer: Answer, source: CallSource): Response {
  const headers = new Headers(answer.headers);
  headers.set('x-upstream-source', source);
  const response = new Response(answer.status === 204 ? null : answer.body, {
    status: answer.status,
    headers,
  });
  if (answer.json) keepParsedJson(response, answer.json.value);
  return response;
}

function timeoutError(message: string): DOMException {
  return new DOMException(message, 'TimeoutError');
}

/** A promise that settles when `signal` aborts (never, without one). */
function aborted(signal: AbortSignal | null | undefined): Promise<never> {
  return new Promise((_, reject) => {
    if (!signal) return;
    if (signal.aborted) reject(signal.reason);
    else signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
}

export class Upstream {
  private readonly transport: Transport;
  private readonly freshMs: number;
  private readonly callTimeoutMs: number;
  private readonly readyWindowMs: number;
  private readonly now: () => number;
  private readonly cache: LRUCache<string, Answer>;
  private readonly inflight = new Map<string, Promise<Outcome>>();
  private lastAnswerAt = 0;
  private lastFailureAt = 0;

  constructor(options: UpstreamOptions) {
    this.transport = options.transport;
    this.freshMs = options.freshMs ?? 5_000;
    this.callTimeoutMs = options.callTimeoutMs ?? 10_000;
    this.readyWindowMs = options.readyWindowMs ?? 30_000;
    this.now = options.now ?? Date.now;
    this.cache = new LRUCache<string, Answer>({
      max: options.maxEntries ?? 3_000,
      maxSize: options.maxBytes ?? 64 * 1024 * 1024,
      // The text (two bytes a character) and, for JSON, its parsed copy (about twice the text again).
      sizeCalculation: (answer) => Math.max(1, answer.body.length * (answer.json ? 6 : 2)),
      ttl: options.staleMs ?? 24 * 60 * 60 * 1000,
      ttlAutopurge: false,
    });
  }

  /** Whether the service answered (anything but a failure) within the readiness window, and after its last failure. */
  answeredRecently(): boolean {
    return (
      this.lastAnswerAt > 0 &&
      this.lastAnswerAt >= this.lastFailureAt &&
      this.now() - this.lastAnswerAt <= this.readyWindowMs
    );
  }

  /**
   * Asks the service directly (no kept answer), within `budgetMs`, whether it answers: the readiness probe when the
   * service has been quiet or failed last.
   */
  async probe(url: string, budgetMs = 2_000): Promise<boolean> {
    const request = new Request(url, { headers: { accept: 'application/json' } });
    const outcome = await this.race(this.load(request), budgetMs, null);
    return 'answer' in outcome && outcome.good;
  }

  /**
   * One call straight to the service, never kept or shared (a write, or a lookup of one visitor's data), within
   * `budgetMs` (then it is aborted and this throws).
   */
  async send(request: Request, budgetMs = 5_000): Promise<Response> {
    return this.transport(new Request(request, { signal: AbortSignal.timeout(budgetMs) }));
  }

  /** Entries kept (for tests and diagnostics). */
  get size(): number {
    return this.cache.size;
  }

  /** What a page's render is given to reach the content service: its fetch, its kept answers and its deadline. */
  forRender(page: PageCalls): { fetch: typeof fetch; keptJson: KeptJson; deadline: number } {
    return { fetch: this.forPage(page), keptJson: this.keptJsonForPage(page), deadline: page.deadline };
  }

  /** A `fetch` for one page: every call it makes waits at most until `page.deadline` and is recorded in `page.calls`. */
  forPage(page: PageCalls): typeof fetch {
    return (input, init) => this.fetch(new Request(input, init), page);
  }

  /**
   * For one page: the parsed body of a fresh kept JSON answer (200) to a GET of `url` with these headers, recorded in
   * `page.calls` as `fetch` records it; undefined when there is none (the call then goes through `forPage`'s fetch).
   * The same answer `fetch` would give, without a Request, a Response and their copies (src/api/emptyApi.ts): about
   * a third of a millisecond a call, four or more calls a page.
   */
  keptJsonForPage(page: PageCalls): KeptJson {
    return (url, headers) => {
      const started = this.now();
      const href = new URL(url).href;
      const kept = this.cache.get(this.keyOf(href, headers['x-mock-scenario']), { allowStale: true });
      if (!kept || started - kept.storedAt >= this.freshMs || kept.status !== 200 || !kept.json)
        return undefined;
      const { pathname, search } = new URL(href);
      page.calls.push({ path: pathname + search, status: kept.status, ms: 0, source: 'fresh' });
      return kept.json;
    };
  }

  private key(request: Request): string {
    return this.keyOf(request.url, request.headers.get('x-mock-scenario'));
  }

  private keyOf(href: string, scenario: string | null | undefined): string {
    return `${href}\n${scenario ?? ''}`;
  }

  private async fetch(request: Request, page: PageCalls): Promise<Response> {
    const started = this.now();
    const url = new URL(request.url);
    const record = (status: CallRecord['status'], source: CallSource) =>
      page.calls.push({ path: url.pathname + url.search, status, ms: this.now() - started, source });

    // Only reads are shared and kept; anything else goes to the service within the page's deadline.
    if (request.method !== 'GET') {
      const outcome = await this.race(this.load(request), page.deadline - Date.now(), request.signal);
      if ('answer' in outcome) {
        record(outcome.answer.status, 'network');
        return toResponse(outcome.answer, 'network');
      }
      record(outcome.failure, 'failed');
      throw outcome.failure === 'timeout' ? timeoutError('content service deadline') : outcome.reason;
    }

    const key = this.key(request);
    const kept = this.cache.get(key, { allowStale: true });
    if (kept && started - kept.storedAt < this.freshMs) {
      record(kept.status, 'fresh');
      return toResponse(kept, 'fresh');
    }
    let pending = this.inflight.get(key);
    const shared = !!pending;
    if (!pending) {
      pending = this.load(request).then((outcome) => {
        if ('answer' in outcome && outcome.good && CACHEABLE_STATUS.has(outcome.answer.status))
          this.cache.set(key, outcome.answer);
        return outcome;
      });
      this.inflight.set(key, pending);
      void pending.finally(() => this.inflight.delete(key));
    }
    const outcome = await this.race(pending, page.deadline - Date.now(), request.signal);
    if ('answer' in outcome && (outcome.good || !kept)) {
      record(outcome.answer.status, shared ? 'shared' : 'network');
      return toResponse(outcome.answer, shared ? 'shared' : 'network');
    }
    // The service failed or missed the deadline: the last good answer, if there is one.
    if (kept) {
      record(kept.status, 'stale');
      return toResponse(kept, 'stale');
    }
    const failure = 'failure' in outcome ? outcome : { failure: 'error' as const, reason: null };
    record(failure.failure, 'failed');
    throw failure.failure === 'timeout'
      ? timeoutError('the content service did not answer in time')
      : failure.reason;
  }

  /** One call to the service, bounded by callTimeoutMs; never rejects. */
  private async load(request: Request): Promise<Outcome> {
    try {
      const response = await this.transport(
        new Request(request, { signal: AbortSignal.timeout(this.callTimeoutMs) }),
      );
      const answer: Answer = {
        status: response.status,
        headers: [...response.headers].filter(
          ([name]) => name !== 'content-encoding' && name !== 'content-length',
        ),
        body: await response.text(),
        storedAt: this.now(),
      };
      const good = answer.status < 500 && answer.status !== 429 && parseJsonBody(answer);
      if (good) this.lastAnswerAt = this.now();
      else this.lastFailureAt = this.now();
      return { answer, good };
    } catch (reason) {
      this.lastFailureAt = this.now();
      const timedOut = reason instanceof DOMException && reason.name === 'TimeoutError';
      return { failure: timedOut ? 'timeout' : 'error', reason };
    }
  }

  /** The outcome, or a time-out when `budgetMs` runs out first (the call goes on), or the caller's abort. */
  private race(pending: Promise<Outcome>, budgetMs: number, signal: AbortSignal | null): Promise<Outcome> {
    if (budgetMs <= 0) return Promise.resolve({ failure: 'timeout', reason: null });
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<Outcome>((resolve) => {
      timer = setTimeout(() => resolve({ failure: 'timeout', reason: null }), budgetMs);
    });
    const abort = aborted(signal).catch((reason: unknown): Outcome => ({ failure: 'error', reason }));
    return Promise.race([pending, deadline, abort]).finally(() => clearTimeout(timer));
  }
}
