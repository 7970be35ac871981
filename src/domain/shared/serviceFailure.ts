/**
 * Did the content service fail, rather than answer? (Its own module: the server's status rule and the browser's
 * second try after a failed server render use it; no page's first load needs it.)
 */
import { toApiProblem } from './apiProblem';

/**
 * The service failed (rather than answered)? No answer, no answer in time, a 5xx (or 408/429), or an OK answer that
 * was not JSON. Such a failure is not final: the page is "service unavailable" (503) rather than "not found", and
 * the browser asks again. A refusal (other 4xx, `success: false`) and an answer that broke the contract are answers.
 */
export function isServiceFailure(error: unknown): boolean {
  if (error === undefined || error === null) return false;
  const problem = toApiProblem(error);
  switch (problem.kind) {
    case 'network':
    case 'timeout':
      return true;
    case 'http':
      return problem.status >= 500 || problem.status === 408 || problem.status === 429;
    case 'invalidAnswer':
      return !problem.contractViolation;
    default:
      return false;
  }
}
