/**
 * The checkout's failure texts (spec part 2, checkout errors), chosen from the call's ApiProblem. Apart from
 * ./checkout.ts, whose rules the checkout slice needs on every page.
 */
import { toApiProblem } from '../shared/apiProblem';
import { problemBodyMessage, problemDetail, problemStatus } from '../shared/apiProblemText';

/** 'HTTP {status}' for an error answer, else what the failure said; the text inside 'Failed to load tour: …'. */
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
