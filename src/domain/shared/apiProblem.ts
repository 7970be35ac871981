/**
 * ApiProblem: a failed call to the content service, in one typed shape. The base query (src/api/emptyApi.ts) makes
 * it from what fetchBaseQuery reports, so every hook's `error` is an ApiProblem (or RTK's SerializedError when code
 * inside a query throws); every catalogue message is chosen from it by ./apiProblemText.ts and the rules that use it (listingErrors, dealPrice, checkout, reviews). `toApiProblem` also reads the raw shapes, so a rule can be
 * given any error.
 */

/** The `detail` of an answer that broke the contract beyond repair (see src/api/contract.ts). */
export const CONTRACT_VIOLATION = 'Contract violation';

export type ApiProblem =
  /** The service answered with an error status (4xx/5xx); `body` is its JSON, its text, or null. */
  | { kind: 'http'; status: number; body: unknown }
  /** An OK answer that could not be used: not JSON, or breaking the contract (`contractViolation`). */
  | { kind: 'invalidAnswer'; status: number; detail: string; contractViolation: boolean }
  /** No answer: the network failed (`message` is the browser's text, e.g. "TypeError: Failed to fetch"). */
  | { kind: 'network'; message: string }
  /** No answer in time. */
  | { kind: 'timeout'; message: string }
  /** The service said it could not do it (`success: false`). */
  | { kind: 'notSuccess'; message: string }
  /** Cancelled (navigation, a newer request): never shown. */
  | { kind: 'aborted' }
  /** Anything else; `message` may be empty. */
  | { kind: 'failed'; message: string };

export type ApiProblemKind = ApiProblem['kind'];

const KINDS: ReadonlySet<string> = new Set<ApiProblemKind>([
  'http',
  'invalidAnswer',
  'network',
  'timeout',
  'notSuccess',
  'aborted',
  'failed',
]);

type Loose = Record<string, unknown>;

function isRecord(value: unknown): value is Loose {
  return typeof value === 'object' && value !== null;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

export function isApiProblem(value: unknown): value is ApiProblem {
  return isRecord(value) && typeof value.kind === 'string' && KINDS.has(value.kind);
}

function isAbort(e: Loose): boolean {
  return e.name === 'AbortError' || /abort/i.test(text(e.error));
}

/**
 * The ApiProblem of any failure: an ApiProblem as it is; RTK Query's FetchBaseQueryError (numeric status,
 * FETCH_ERROR, TIMEOUT_ERROR, PARSING_ERROR, CUSTOM_ERROR); a SerializedError or Error. A refusal (`success: false`)
 * is made an ApiProblem by the base query (src/api/emptyApi.ts).
 */
export function toApiProblem(error: unknown): ApiProblem {
  if (isApiProblem(error)) return error;
  if (!isRecord(error)) return { kind: 'failed', message: '' };
  if (isAbort(error)) return { kind: 'aborted' };
  const { status } = error;
  if (typeof status === 'number') return { kind: 'http', status, body: error.data ?? null };
  switch (status) {
    case 'FETCH_ERROR':
      return { kind: 'network', message: text(error.error) || 'Failed to fetch' };
    case 'TIMEOUT_ERROR':
      return { kind: 'timeout', message: text(error.error) };
    case 'PARSING_ERROR': {
      const original = typeof error.originalStatus === 'number' ? error.originalStatus : 200;
      if (original >= 400) return { kind: 'http', status: original, body: error.data ?? null };
      const detail = text(error.error);
      return {
        kind: 'invalidAnswer',
        status: original,
        detail,
        contractViolation: detail.startsWith(CONTRACT_VIOLATION),
      };
    }
    case 'CUSTOM_ERROR':
      return typeof error.error === 'string'
        ? { kind: 'notSuccess', message: text(error.error) }
        : { kind: 'failed', message: '' };
    default:
      break;
  }
  return { kind: 'failed', message: text(error.message) };
}

/** Did the service refuse (`success: false`, made an ApiProblem by the base query, src/api/emptyApi.ts)? */
export function isRefusal(error: unknown): boolean {
  return error !== undefined && error !== null && toApiProblem(error).kind === 'notSuccess';
}

/** Did the answer break the contract beyond repair (the catalogue's "invalid data" messages)? */
export function isContractViolation(error: unknown): boolean {
  const problem = toApiProblem(error);
  return problem.kind === 'invalidAnswer' && problem.contractViolation;
}
