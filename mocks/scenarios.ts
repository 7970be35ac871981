/**
 * Named scenarios reproducing every error of the spec's catalogues. A scenario is resolved PER REQUEST:
 *   1. header `x-mock-scenario`, else 2. cookie `mock_scenario`, else 3. process.env.MOCK_SCENARIO, else 'default'.
 * Several scenarios can be combined with commas (e.g. `slow,tours-500`).
 * Besides the named list, `tour-<status>` (e.g. tour-503, tour-401) answers that status for the tour detail, and
 * `broken-<seed>` (e.g. broken-1) breaks every JSON success answer at random (mocks/breakAnswer.ts).
 */
import { delay, HttpResponse } from 'msw';
import { breakAnswer } from './breakAnswer';
import {
  SCENARIO_CATALOGUE,
  SCENARIO_COOKIE,
  SCENARIO_HEADER,
  type OperationId,
  type ScenarioName,
} from './scenario-catalogue';

export type { OperationId } from './scenario-catalogue';
export { SCENARIO_COOKIE, SCENARIO_HEADER } from './scenario-catalogue';

interface Behaviour {
  /** The replacing answer; when absent the handler applies its own variant (e.g. empty lists). */
  respond?: (op: OperationId) => Response;
  /** Added latency for every answer. */
  delayMs?: number;
  /** The answer deliberately breaks the contract (used to test the site's defences). */
  violatesContract?: boolean;
}

const json = (body: unknown, status = 200) => HttpResponse.json(body as never, { status });
export const errorBody = (message: string) => ({ success: false, message });
const serverError = () => json(errorBody('Internal Server Error'), 500);
const geoError = () => json({ status: { message: 'the mock geonames service is down', value: 13 } }, 500);

const BEHAVIOUR: Partial<Record<ScenarioName, Behaviour>> = {
  'tours-500': { respond: serverError },
  'tours-not-json': {
    respond: () =>
      new HttpResponse('<!doctype html><html><body><h1>Maintenance</h1></body></html>', {
        status: 200,
        headers: { 'Content-Type': 'text/html; charset=utf-8' },
      }),
    violatesContract: true,
  },
  'reviews-500': { respond: serverError },
  'tour-404': { respond: () => json(errorBody('Not found'), 404) },
  // The contract declares 200/404/500 for getTour only.
  'tour-503': { respond: () => json(errorBody('Service Unavailable'), 503) },
  'tour-invalid': { violatesContract: true },
  'broken-1': { violatesContract: true },
  'booking-500': { respond: serverError },
  'booking-409': { respond: () => json(errorBody('Not enough available rooms'), 409) },
  'payment-500': { respond: serverError },
  'bank-accounts-empty': { respond: () => json({ data: [] }) },
  'bank-accounts-500': { respond: serverError },
  'footer-500': { respond: serverError },
  'header-500': { respond: serverError },
  'contact-500': { respond: serverError },
  'enquiry-500': { respond: serverError },
  'newsletter-500': { respond: serverError },
  'articles-404': { respond: () => json(errorBody('Not found'), 404) },
  'homepage-data-404': { respond: () => json(errorBody('Not found'), 404) },
  'travel-deals-500': { respond: serverError },
  'geonames-500': { respond: geoError },
  slow: { delayMs: 1500 },
};

/** Every scenario: its catalogue entry (description, operations) and its behaviour. */
export const SCENARIOS: Record<string, Scenario> = Object.fromEntries(
  Object.entries(SCENARIO_CATALOGUE).map(([name, info]) => [
    name,
    { ...info, operations: [...info.operations] as OperationId[], ...BEHAVIOUR[name as ScenarioName] },
  ]),
);

export type Scenario = Behaviour & { description: string; operations: OperationId[] };

function cookieValue(cookieHeader: string | null, name: string): string | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) {
      try {
        return decodeURIComponent(v.join('='));
      } catch {
        return v.join('=');
      }
    }
  }
  return undefined;
}

/** The scenario names active for this request (header, cookie, environment, default). */
export function activeScenarios(request: Request): string[] {
  const raw =
    request.headers.get(SCENARIO_HEADER) ||
    cookieValue(request.headers.get('cookie'), SCENARIO_COOKIE) ||
    (typeof process !== 'undefined' ? process.env.MOCK_SCENARIO : undefined) ||
    'default';
  return raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

export function isScenarioActive(request: Request, name: string): boolean {
  return activeScenarios(request).includes(name);
}

/** The answer as the `broken-<seed>` scenario sends it: a JSON success answer broken at random, else unchanged. */
export async function brokenAnswer(request: Request, op: OperationId, answer: Response): Promise<Response> {
  const seed = activeScenarios(request)
    .map((name) => /^broken-(\d+)$/.exec(name)?.[1])
    .find((value) => value !== undefined);
  const isJson = answer.headers.get('content-type')?.includes('json');
  if (seed === undefined || !answer.ok || !isJson) return answer;
  const url = new URL(request.url);
  const body = breakAnswer(await answer.json(), Number(seed), `${op}:${url.pathname}${url.search}`);
  return json(body, answer.status);
}

/** Apply the scenario's latency, then return its replacing answer for `op` (or null: the handler answers). */
export async function scenarioAnswer(request: Request, op: OperationId): Promise<Response | null> {
  const names = activeScenarios(request);
  const extra = names.reduce((ms, n) => ms + (SCENARIOS[n]?.delayMs ?? 0), 0);
  if (extra > 0) await delay(extra);
  for (const name of names) {
    const tourStatus = /^tour-(\d{3})$/.exec(name);
    if (op === 'getTour' && tourStatus && !SCENARIOS[name]) {
      const status = Number(tourStatus[1]);
      return json(errorBody(`Mock status ${status}`), status);
    }
    const scenario = SCENARIOS[name];
    if (scenario?.respond && scenario.operations.includes(op)) return scenario.respond(op);
  }
  return null;
}
