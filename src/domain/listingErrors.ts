/**
 * Trip-listing error catalogue (spec part 1 §8), decided from what RTK Query reports:
 * - 'http': the request failed (network error, timeout, or an HTTP error status);
 * - 'invalidData': the answer was not JSON;
 * - 'unableToLoad': the answer said success false, or another known error (an Error with a message);
 * - 'unknown': anything else.
 */
export type ListingErrorKind = 'http' | 'invalidData' | 'unableToLoad' | 'unknown';

/** Translation keys (search namespace) of each message. */
export const LISTING_ERROR_MESSAGE_KEY: Record<ListingErrorKind, string> = {
  http: 'errors.http',
  invalidData: 'errors.invalidData',
  unableToLoad: 'errors.unableToLoad',
  unknown: 'errors.unknown',
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function saysSuccessFalse(body: unknown): boolean {
  return isRecord(body) && body.success === false;
}

/** The kind of a failed listing request; `error` is RTK Query's FetchBaseQueryError or SerializedError. */
export function classifyListingError(error: unknown): ListingErrorKind {
  if (!isRecord(error)) return 'unknown';
  const { status } = error;
  if (typeof status === 'number') return 'http';
  switch (status) {
    case 'FETCH_ERROR':
    case 'TIMEOUT_ERROR':
      return 'http';
    case 'PARSING_ERROR': {
      const original = error.originalStatus;
      return typeof original === 'number' && original >= 400 ? 'http' : 'invalidData';
    }
    case 'CUSTOM_ERROR':
      return saysSuccessFalse(error.data) || typeof error.error === 'string' ? 'unableToLoad' : 'unknown';
    default:
      break;
  }
  if (saysSuccessFalse(error) || saysSuccessFalse(error.data)) return 'unableToLoad';
  // A SerializedError (thrown inside a query or transformResponse) carries a name and/or message.
  if (typeof error.message === 'string' && error.message !== '') return 'unableToLoad';
  return 'unknown';
}

/** The outcome of a listing answer: an error kind, or null when the answer can be shown. */
export function listingOutcome(data: unknown, error: unknown): ListingErrorKind | null {
  if (error !== undefined && error !== null) return classifyListingError(error);
  if (data !== undefined && saysSuccessFalse(data)) return 'unableToLoad';
  if (data !== undefined && (!isRecord(data) || !Array.isArray(data.data))) return 'invalidData';
  return null;
}
