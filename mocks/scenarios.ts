/**
 * Named scenarios reproducing every error of the spec's catalogues. A scenario is resolved PER REQUEST:
 *   1. header `x-mock-scenario`, else 2. cookie `mock_scenario`, else 3. process.env.MOCK_SCENARIO, else 'default'.
 * Several scenarios can be combined with commas (e.g. `slow,tours-500`).
 * Besides the named list, `tour-<status>` (e.g. tour-503, tour-401) answers that status for the tour detail.
 */
import { delay, HttpResponse } from 'msw';

export type OperationId =
  | 'getHeader'
  | 'getAppSettings'
  | 'getSiteSettings'
  | 'getFooter'
  | 'createContact'
  | 'subscribeNewsletter'
  | 'getMediaSections'
  | 'getBanners'
  | 'getHomeTours'
  | 'listTours'
  | 'getPopularDestinations'
  | 'getArticle'
  | 'getTourReviews'
  | 'getTour'
  | 'createBooking'
  | 'updateBookingPayment'
  | 'listBankAccounts'
  | 'getToursOfCategory'
  | 'getTravelDealsOfCategory'
  | 'getHomepageData'
  | 'getCountryInfo'
  | 'getChildren';

export interface Scenario {
  description: string;
  /** Operations whose answer the scenario replaces (none: the scenario only delays, e.g. `slow`). */
  operations: OperationId[];
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

export const SCENARIOS: Record<string, Scenario> = {
  default: { description: 'Normal answers from the dataset.', operations: [] },
  'tours-500': { description: 'Tour listing answers 500 (“Server connection error”).', operations: ['listTours'], respond: serverError },
  'tours-not-json': {
    description: 'Tour listing answers 200 with an HTML page (“Invalid data from server”).',
    operations: ['listTours'],
    respond: () => new HttpResponse('<!doctype html><html><body><h1>Maintenance</h1></body></html>', { status: 200, headers: { 'Content-Type': 'text/html; charset=utf-8' } }),
    violatesContract: true,
  },
  'tours-success-false': { description: 'Tour listing answers success: false (“Unable to load tours”).', operations: ['listTours'] },
  'tours-empty': { description: 'Tour listing is empty (“No trips match your filters”).', operations: ['listTours'] },
  'reviews-500': { description: 'Reviews answer 500 (“HTTP 500: …”).', operations: ['getTourReviews'], respond: serverError },
  'reviews-success-false': { description: 'Reviews answer success: false (“API request failed or success field is false”).', operations: ['getTourReviews'] },
  'reviews-empty': { description: 'No reviews (“No reviews yet. Be the first to leave one!”).', operations: ['getTourReviews'] },
  'tour-404': { description: 'Tour detail answers 404 (“HTTP error! status: 404”).', operations: ['getTour'], respond: () => json(errorBody('Not found'), 404) },
  'tour-503': {
    description: 'Tour detail answers 503 (any status works: tour-<status>).',
    operations: ['getTour'],
    respond: () => json(errorBody('Service Unavailable'), 503),
    // The contract declares 200/404/500 for getTour only.
    violatesContract: true,
  },
  'tour-invalid': {
    description: 'Tour detail without id and title (“Invalid tour data received from API”).',
    operations: ['getTour'],
    violatesContract: true,
  },
  'booking-500': { description: 'Booking creation answers 500 (“Booking failed: …”).', operations: ['createBooking'], respond: serverError },
  'booking-409': {
    description: 'Booking creation answers 409 not enough rooms.',
    operations: ['createBooking'],
    respond: () => json(errorBody('Not enough available rooms'), 409),
  },
  'payment-500': { description: 'Payment update answers 500 (“Failed to update payment”).', operations: ['updateBookingPayment'], respond: serverError },
  'bank-accounts-empty': { description: 'No bank account (“No bank accounts configured.”).', operations: ['listBankAccounts'], respond: () => json({ data: [] }) },
  'bank-accounts-500': { description: 'Bank accounts answer 500 (“Failed to load payment information”).', operations: ['listBankAccounts'], respond: serverError },
  'footer-500': { description: 'Footer answers 500 (“Lỗi khi tải footer”).', operations: ['getFooter'], respond: serverError },
  'header-500': { description: 'Menu answers 500 (empty menu, logged).', operations: ['getHeader'], respond: serverError },
  'contact-500': { description: 'Contact enquiry answers 500 (“Gửi thất bại. Vui lòng thử lại!”).', operations: ['createContact'], respond: serverError },
  'newsletter-500': { description: 'Newsletter sign-up answers 500 (“Subscription failed…”).', operations: ['subscribeNewsletter'], respond: serverError },
  'articles-404': { description: 'Every article answers 404 (“Article Not Found”).', operations: ['getArticle'], respond: () => json(errorBody('Not found'), 404) },
  'homepage-data-404': { description: 'Category page data answers 404 (404 page).', operations: ['getHomepageData'], respond: () => json(errorBody('Not found'), 404) },
  'travel-deals-500': { description: 'Travel deals answer 500 (“HTTP error! status: 500”).', operations: ['getTravelDealsOfCategory'], respond: serverError },
  'geonames-500': { description: 'Both geonames calls fail (errors only logged).', operations: ['getCountryInfo', 'getChildren'], respond: geoError },
  slow: { description: 'Adds 1500 ms to every answer (loading states).', operations: [], delayMs: 1500 },
};

export const SCENARIO_HEADER = 'x-mock-scenario';
export const SCENARIO_COOKIE = 'mock_scenario';

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
