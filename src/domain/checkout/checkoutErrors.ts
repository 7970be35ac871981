/**
 * The checkout's failure texts (spec part 2, checkout errors), chosen from the call's ApiProblem. Apart from
 * ./checkout.ts, whose rules the checkout slice needs on every page.
 */
import { toApiProblem } from '../shared/apiProblem';
import { problemDetail, problemStatus } from '../shared/apiProblemText';

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
