/**
 * Trip-listing error catalogue (spec part 1 §8), decided from the call's ApiProblem:
 * - 'http': the request failed (network error, timeout, or an HTTP error status);
 * - 'invalidData': the answer was not JSON;
 * - 'unableToLoad': the service refused (`success: false`, an ApiProblem 'notSuccess'), or another known error;
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

import { toApiProblem } from '../shared/apiProblem';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The kind of a failed listing request, chosen from its ApiProblem (any error shape is read, see toApiProblem). */
export function classifyListingError(error: unknown): ListingErrorKind {
  const problem = toApiProblem(error);
  switch (problem.kind) {
    case 'http':
    case 'network':
    case 'timeout':
      return 'http';
    case 'invalidAnswer':
      return 'invalidData';
    case 'notSuccess':
      return 'unableToLoad';
    case 'failed':
      // A known error (thrown inside a query or transformResponse) carries a message.
      return problem.message !== '' ? 'unableToLoad' : 'unknown';
    default:
      return 'unknown';
  }
}

/** The outcome of a listing answer: an error kind, or null when the answer can be shown. */
export function listingOutcome(data: unknown, error: unknown): ListingErrorKind | null {
  if (error !== undefined && error !== null) return classifyListingError(error);
  if (data !== undefined && (!isRecord(data) || !Array.isArray(data.data))) return 'invalidData';
  return null;
}
