/**
 * Reading the service's answer to a booking POST (step 1's Continue): what a refusal tells the visitor and the log,
 * and whether an answered amount is the summary's. Its own module: only step 1's submit (its lazy chunk) needs it.
 */
import { toApiProblem } from '../shared/apiProblem';
import { problemBodyMessage, problemDetail } from '../shared/apiProblemText';
import { toVnd } from '../shared/price';
import { DEPOSIT_ROUNDING } from './paymentPlan';

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

/**
 * Whether an amount a booking answer states (in VNĐ by the contract; a figure under 10 000 is read as US dollars by
 * the spec's price rule, as the content's prices are) is the amount the site computed. A difference of less than
 * one DEPOSIT_ROUNDING step is rounding. The site always asks for its own amount; a disagreement is logged.
 */
export function answerAgrees(answered: number | null | undefined, expected: number): boolean {
  if (answered == null) return true;
  const vnd = answered <= 0 ? 0 : toVnd(answered);
  return vnd != null && Math.abs(vnd - expected) < DEPOSIT_ROUNDING;
}
