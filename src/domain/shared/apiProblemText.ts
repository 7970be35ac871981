/**
 * Reading an ApiProblem (./apiProblem.ts) for the catalogue's messages. Kept apart from the type and its making,
 * which the base query needs on every page, so these load with the pages that show the messages.
 */
import { toApiProblem, type ApiProblem } from './apiProblem';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The HTTP status of an error answer, else undefined (no answer, or an OK answer that could not be used). */
export function problemStatus(problem: ApiProblem): number | undefined {
  return problem.kind === 'http' ? problem.status : undefined;
}

/** The text of an error answer: its text, or its JSON as text; '' when it had none. */
export function problemBodyText(problem: ApiProblem): string {
  if (problem.kind !== 'http' || problem.body === null || problem.body === undefined) return '';
  return typeof problem.body === 'string' ? problem.body : JSON.stringify(problem.body);
}

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  408: 'Request Timeout',
  409: 'Conflict',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

/**
 * What an error answer says, fit for a visitor: its JSON `message`, or its text when it is a short plain sentence,
 * else the status's standard name ('Internal Server Error'). Never a raw body: an HTML page or a JSON document is
 * for the log, not the screen.
 */
export function problemHumanText(problem: ApiProblem): string {
  if (problem.kind !== 'http') return problemDetail(problem);
  const message = problemBodyMessage(problem);
  if (message) return message;
  const body = typeof problem.body === 'string' ? problem.body.trim() : '';
  if (body && body.length <= 120 && !/[<{[]/.test(body)) return body;
  return STATUS_TEXT[problem.status] ?? (problem.status >= 500 ? 'Server Error' : 'Request Failed');
}

/** The `message` of an error answer's JSON, trimmed; '' when there is none. */
export function problemBodyMessage(problem: ApiProblem): string {
  if (problem.kind !== 'http' || !isRecord(problem.body)) return '';
  return text(problem.body.message).trim();
}

/** What the failure said about itself, trimmed: the network or service message, the reason an answer was unusable. */
export function problemDetail(problem: ApiProblem): string {
  switch (problem.kind) {
    case 'network':
    case 'timeout':
    case 'notSuccess':
    case 'failed':
      return problem.message.trim();
    case 'invalidAnswer':
      return problem.detail.trim();
    default:
      return '';
  }
}

/**
 * A readable message for a failure where the spec shows the service's own words: the answer's `message`, else
 * 'HTTP {status}', else what the failure said, else `fallback`.
 */
export function problemMessage(error: unknown, fallback: string): string {
  const problem = toApiProblem(error);
  const status = problemStatus(problem);
  return (
    problemBodyMessage(problem) ||
    (status !== undefined ? `HTTP ${status}` : '') ||
    problemDetail(problem) ||
    fallback
  );
}
