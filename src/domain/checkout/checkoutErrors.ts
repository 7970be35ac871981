/**
 * The checkout's failure texts (spec part 2, checkout errors), chosen from the call's ApiProblem. Apart from
 * ./checkout.ts, whose rules the checkout slice needs on every page.
 */
import { toApiProblem } from '../shared/apiProblem';
import { problemBodyMessage, problemDetail, problemStatus } from '../shared/apiProblemText';

/**
 * Why the checkout's tour did not load, as a catalogue key for the text inside 'Failed to load tour: …':
 * 'invalidData' (an answer that breaks the contract or is not JSON), 'connection' (no answer, or an error status).
 * What the visitor reads never holds a status, a body or a violation; those go to the log (`tourLoadErrorMessage`).
 */
export type TourLoadFailure = 'invalidData' | 'connection';

export function tourLoadFailure(error: unknown): TourLoadFailure {
  return toApiProblem(error).kind === 'invalidAnswer' ? 'invalidData' : 'connection';
}

/** For the log: 'HTTP {status}' for an error answer, else what the failure said. */
export function tourLoadErrorMessage(error: unknown): string {
  const problem = toApiProblem(error);
  const status = problemStatus(problem);
  if (status !== undefined) return `HTTP ${status}`;
  return problemDetail(problem) || 'error';
}

/**
 * What follows 'Booking failed: ' — the server's text (its `message` when the answer is JSON, else the raw text),
 * else 'HTTP {status}' / the network error; null when nothing is known (the page shows the generic 'Booking error').
 */
export function bookingFailureText(error: unknown): string | null {
  if (error === undefined || error === null) return null;
  const problem = toApiProblem(error);
  if (problem.kind === 'http') {
    const raw = typeof problem.body === 'string' ? problem.body.trim() : '';
    return raw || problemBodyMessage(problem) || `HTTP ${problem.status}`;
  }
  return problemDetail(problem) || null;
}

/**
 * Why creating a booking failed, as a catalogue key for the text after 'Booking failed: ' in the page's language
 * (the service's own words are in its language and may be developer text, so they go to the log):
 * 'soldOut' (409: not enough places left), 'invalidDetails' (400/422: the service refused the details),
 * 'connection' (no answer, a time-out or another status). null when nothing is known ('Booking error').
 */
export type BookingFailure = 'soldOut' | 'invalidDetails' | 'connection';

export function bookingFailure(error: unknown): BookingFailure | null {
  if (error === undefined || error === null) return null;
  const problem = toApiProblem(error);
  if (problem.kind === 'http') {
    if (problem.status === 409) return 'soldOut';
    if (problem.status === 400 || problem.status === 422) return 'invalidDetails';
    return 'connection';
  }
  if (problem.kind === 'network' || problem.kind === 'timeout' || problem.kind === 'invalidAnswer')
    return 'connection';
  return null;
}
