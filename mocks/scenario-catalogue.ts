/**
 * The names, descriptions and operations of the mock's scenarios, without any dependency (safe to import from a
 * page such as /test that lets a person pick a scenario: set the cookie `mock_scenario=<name>`).
 * Behaviour lives in scenarios.ts.
 */
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
  | 'createTourEnquiry'
  | 'updateBookingPayment'
  | 'findBooking'
  | 'recordBalancePayment'
  | 'listBankAccounts'
  | 'getToursOfCategory'
  | 'getTravelDealsOfCategory'
  | 'getHomepageData'
  | 'getCountryInfo'
  | 'getChildren';

export interface ScenarioInfo {
  description: string;
  /** Operations whose answer the scenario changes (none: it only delays, e.g. `slow`). */
  operations: OperationId[];
}

export const SCENARIO_HEADER = 'x-mock-scenario';
export const SCENARIO_COOKIE = 'mock_scenario';

export const SCENARIO_CATALOGUE = {
  default: { description: 'Normal answers from the dataset.', operations: [] },
  'tours-500': {
    description: 'Tour listing answers 500 (“Server connection error”).',
    operations: ['listTours'],
  },
  'tours-not-json': {
    description: 'Tour listing answers 200 with an HTML page (“Invalid data from server”).',
    operations: ['listTours'],
  },
  'tours-success-false': {
    description: 'Tour listing answers success: false (“Unable to load tours”).',
    operations: ['listTours'],
  },
  'tours-empty': {
    description: 'Tour listing is empty (“No trips match your filters”).',
    operations: ['listTours'],
  },
  'reviews-500': { description: 'Reviews answer 500 (“HTTP 500: …”).', operations: ['getTourReviews'] },
  'reviews-success-false': {
    description: 'Reviews answer success: false (“API request failed or success field is false”).',
    operations: ['getTourReviews'],
  },
  'reviews-empty': {
    description: 'No reviews (“No reviews yet. Be the first to leave one!”).',
    operations: ['getTourReviews'],
  },
  'tour-404': {
    description: 'Tour detail answers 404 (“HTTP error! status: 404”).',
    operations: ['getTour'],
  },
  'tour-503': {
    description: 'Tour detail answers 503 (any status works: tour-<status>).',
    operations: ['getTour'],
  },
  'broken-1': {
    description:
      'Every JSON answer broken at random: nulls, missing fields, wrong types (any broken-<seed> works).',
    operations: [],
  },
  'many-departures': {
    description: 'Tour detail with 200 departures, about eight a month (long lists stay fast).',
    operations: ['getTour'],
  },
  'tour-invalid': {
    description: 'Tour detail without id and title (“Invalid tour data received from API”).',
    operations: ['getTour'],
  },
  'booking-500': {
    description: 'Booking creation answers 500 (“Booking failed: …”).',
    operations: ['createBooking'],
  },
  'booking-409': {
    description: 'Booking creation answers 409 not enough rooms.',
    operations: ['createBooking'],
  },
  'payment-500': {
    description: 'Payment update answers 500 (“Failed to update payment”).',
    operations: ['updateBookingPayment'],
  },
  'bank-accounts-empty': {
    description: 'No bank account (“No bank accounts configured.”).',
    operations: ['listBankAccounts'],
  },
  'bank-accounts-500': {
    description: 'Bank accounts answer 500 (“Failed to load payment information”).',
    operations: ['listBankAccounts'],
  },
  'footer-500': { description: 'Footer answers 500 (“Lỗi khi tải footer”).', operations: ['getFooter'] },
  'header-500': { description: 'Menu answers 500 (empty menu, logged).', operations: ['getHeader'] },
  'contact-500': {
    description: 'Contact enquiry answers 500 (“Gửi thất bại. Vui lòng thử lại!”).',
    operations: ['createContact'],
  },
  'enquiry-500': {
    description: 'Asking about a trip answers 500 (the form keeps what was typed).',
    operations: ['createTourEnquiry'],
  },
  'newsletter-500': {
    description: 'Newsletter sign-up answers 500 (“Subscription failed…”).',
    operations: ['subscribeNewsletter'],
  },
  'articles-404': {
    description: 'Every article answers 404 (“Article Not Found”).',
    operations: ['getArticle'],
  },
  'homepage-data-404': {
    description: 'Category page data answers 404 (404 page).',
    operations: ['getHomepageData'],
  },
  'travel-deals-500': {
    description: 'Travel deals answer 500 (“HTTP error! status: 500”).',
    operations: ['getTravelDealsOfCategory'],
  },
  'geonames-500': {
    description: 'Both geonames calls fail (errors only logged).',
    operations: ['getCountryInfo', 'getChildren'],
  },
  slow: { description: 'Adds 1500 ms to every answer (loading states).', operations: [] },
} satisfies Record<string, ScenarioInfo>;

export type ScenarioName = keyof typeof SCENARIO_CATALOGUE;

export const SCENARIO_NAMES = Object.keys(SCENARIO_CATALOGUE) as ScenarioName[];
