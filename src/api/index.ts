/**
 * The one hand-written file of the API layer. Features import hooks and types from here (`@/api`), never from
 * `./generated` (rewritten by `npm run codegen` from openapi/*.yaml) and never write a URL of the content service.
 *
 * What is added to the generated endpoints:
 * - cache tags with ids (`{ type: 'Tour', id: slug }` …) so an update invalidates only what changed;
 * - `transformResponse` for the two answers the contract allows in two shapes:
 *   getTour ("data, or the body itself") → `TourDetail | null` with every list present (empty when absent);
 *   listBankAccounts ("{data:[…]} or a bare array") → `BankAccount[]`;
 * - review pages merged into one cache entry per filter (endless scroll);
 * - how long unused data stays cached. Retry-once for queries lives in the base query (./emptyApi.ts).
 */
import { defaultSerializeQueryArgs } from '@reduxjs/toolkit/query/react';
import type { DefinitionsFromApi, OverrideResultType, TagTypesFromApi } from '@reduxjs/toolkit/query/react';
import { mergeGridAnswer, mergeReviewAnswer, starsKey } from '@/domain/shared/pagedAnswers';
import { contentApi as generatedContentApi } from './generated/contentApi';
import type * as G from './generated/contentApi';
import { geonamesApi } from './generated/geonamesApi';

// ---------------------------------------------------------------- friendly type names
// The content service's types (src/contract/types.ts, a type-only layer the domain rules read too).
export type * from '@/contract/types';
import type {
  BankAccount,
  Lang,
  ListToursArgs,
  TourCounts,
  TourDetail,
  TourListResponse,
} from '@/contract/types';

// ---------------------------------------------------------------- normalising
// Answers reach these functions checked and repaired against the contract (./contract.ts, in the base query):
// they only choose between the shapes the contract allows.

/**
 * getTour answer → the tour. The service sends `{ success, data: tour | null }` or the tour itself; `data: null`
 * gives null, which the page shows as "No tour data available".
 */
export function normalizeTourResponse(body: G.TourDetailResponse): TourDetail | null {
  const tour = 'data' in body && !('id' in body) ? body.data : (body as G.TourDetail);
  if (!tour) return null;
  const categories = Array.isArray(tour.categories) ? tour.categories : Object.values(tour.categories ?? {});
  return {
    ...tour,
    media: tour.media ?? [],
    itineraries: tour.itineraries ?? [],
    inclusions: tour.inclusions ?? [],
    highlights: tour.highlights ?? [],
    suitabilities: tour.suitabilities ?? [],
    dates: tour.dates ?? [],
    notes: tour.notes ?? [],
    categories,
  };
}

/** listBankAccounts answer (`{ data: [...] }` or a bare array) → the accounts (active or not). */
export function normalizeBankAccounts(body: G.ListBankAccountsApiResponse): BankAccount[] {
  return Array.isArray(body) ? body : body.data;
}

// ---------------------------------------------------------------- enhancement
type Definitions = DefinitionsFromApi<typeof generatedContentApi>;
type EnhancedDefinitions = Omit<Definitions, 'getTour' | 'listBankAccounts'> & {
  getTour: OverrideResultType<Definitions['getTour'], TourDetail | null>;
  listBankAccounts: OverrideResultType<Definitions['listBankAccounts'], BankAccount[]>;
};
const tagTypes = [
  'Menu',
  'Footer',
  'Settings',
  'MediaSections',
  'Banner',
  'TourList',
  'Tour',
  'Review',
  'Destination',
  'Article',
  'BankAccount',
  'Category',
] as const;
type TagTypes = TagTypesFromApi<typeof generatedContentApi> | (typeof tagTypes)[number];

/** Shell data (menu, footer, settings) changes rarely: keep it for 30 minutes once unused. */
const SHELL_CACHE_SECONDS = 1800;

export const contentApi = generatedContentApi.enhanceEndpoints<TagTypes, EnhancedDefinitions>({
  addTagTypes: tagTypes,
  endpoints: {
    getHeader: {
      providesTags: (_r, _e, { lang }) => [{ type: 'Menu', id: lang }],
      keepUnusedDataFor: SHELL_CACHE_SECONDS,
    },
    getFooter: {
      providesTags: (_r, _e, { lang }) => [{ type: 'Footer', id: lang }],
      keepUnusedDataFor: SHELL_CACHE_SECONDS,
    },
    getAppSettings: {
      providesTags: [{ type: 'Settings', id: 'app' }],
      keepUnusedDataFor: SHELL_CACHE_SECONDS,
    },
    getSiteSettings: {
      providesTags: (_r, _e, { lang }) => [{ type: 'Settings', id: lang }],
      keepUnusedDataFor: SHELL_CACHE_SECONDS,
    },
    getMediaSections: {
      providesTags: (_r, _e, { lang }) => [{ type: 'MediaSections', id: lang }],
      keepUnusedDataFor: SHELL_CACHE_SECONDS,
    },
    getBanners: { providesTags: (_r, _e, { lang }) => [{ type: 'Banner', id: lang }] },
    getHomeTours: { providesTags: (_r, _e, { lang }) => [{ type: 'TourList', id: `home/${lang}` }] },
    listTours: {
      providesTags: (result) => [
        { type: 'TourList', id: 'LIST' },
        ...(result?.data ?? []).map((tour) => ({ type: 'Tour' as const, id: tour.slug })),
      ],
    },
    getPopularDestinations: { providesTags: (_r, _e, { lang }) => [{ type: 'Destination', id: lang }] },
    getArticle: { providesTags: (_r, _e, { lang, slug }) => [{ type: 'Article', id: `${lang}/${slug}` }] },
    getTourReviews: {
      providesTags: (_r, _e, { type, slug }) => [{ type: 'Review', id: `${type}/${slug}` }],
      // Endless review pages stay in this cache (spec part 2 §4): one entry per tour, language, page size and rating
      // filter (in any order); asking for another page fetches it and merges it in (mergeReviewAnswer: page 1
      // replaces, later pages append). A filter change is another entry, so an earlier filter's late answer is
      // never shown; an identical page-1 query is answered from the cache.
      serializeQueryArgs: ({ endpointName, queryArgs, endpointDefinition }) => {
        const { page: _page, stars, ...rest } = queryArgs;
        const selected = stars?.length ? starsKey(stars) : undefined;
        return defaultSerializeQueryArgs({
          endpointName,
          endpointDefinition,
          queryArgs: { ...rest, stars: selected },
        });
      },
      merge: (cached, incoming, { arg }) => mergeReviewAnswer(cached, incoming, arg.page ?? 1),
      forceRefetch: ({ currentArg, previousArg }) => (currentArg?.page ?? 1) !== (previousArg?.page ?? 1),
    },
    getTour: {
      transformResponse: (body: G.TourDetailResponse) => normalizeTourResponse(body),
      providesTags: (_r, _e, { slug }) => [{ type: 'Tour', id: slug }],
    },
    listBankAccounts: {
      transformResponse: (body: G.ListBankAccountsApiResponse) => normalizeBankAccounts(body),
      providesTags: [{ type: 'BankAccount', id: 'LIST' }],
    },
    getToursOfCategory: {
      providesTags: (_r, _e, { lang, slug }) => [{ type: 'Category', id: `${lang}/${slug}/tours` }],
      // "Show more trips" pages stay in this cache: one entry per category; another page is fetched and appended
      // (mergeGridAnswer), page 1 replaces.
      serializeQueryArgs: ({ endpointName, queryArgs, endpointDefinition }) => {
        const { page: _page, ...rest } = queryArgs;
        return defaultSerializeQueryArgs({ endpointName, endpointDefinition, queryArgs: rest });
      },
      merge: (cached, incoming, { arg }) => mergeGridAnswer(cached, incoming, arg.page ?? 1),
      forceRefetch: ({ currentArg, previousArg }) => (currentArg?.page ?? 1) !== (previousArg?.page ?? 1),
    },
    getTravelDealsOfCategory: {
      providesTags: (_r, _e, { lang, slug }) => [{ type: 'Category', id: `${lang}/${slug}/deals` }],
    },
    getHomepageData: {
      providesTags: (_r, _e, { lang, slug }) => [{ type: 'Category', id: `${lang}/${slug}` }],
    },
  },
});

export { geonamesApi };

// ---------------------------------------------------------------- selectors over the cache
type ContentApiState = { [contentApi.reducerPath]: Pick<ReturnType<typeof contentApi.reducer>, 'queries'> };

/**
 * The counts (the filter names and their numbers) of the newest successful trip listing in the cache for a
 * language: what the search sidebar keeps showing while the next listing loads or after it fails, read from the
 * cache rather than copied into component state. Undefined before any listing succeeded.
 */
export function selectLastListingCounts(state: ContentApiState, lang: Lang): TourCounts | undefined {
  let newest: { at: number; counts: TourCounts } | undefined;
  for (const entry of Object.values(state[contentApi.reducerPath].queries)) {
    if (entry?.endpointName !== 'listTours' || entry.status !== 'fulfilled') continue;
    const args = entry.originalArgs as ListToursArgs | undefined;
    const data = entry.data as TourListResponse | undefined;
    if (args?.lang !== lang || !data?.success || !data.counts) continue;
    const at = entry.fulfilledTimeStamp ?? 0;
    if (!newest || at >= newest.at) newest = { at, counts: data.counts };
  }
  return newest?.counts;
}
export { isContractViolation, toApiProblem, type ApiProblem } from '@/domain/shared/apiProblem';

// ---------------------------------------------------------------- hooks (from the enhanced API, so types follow)
export const {
  useGetHeaderQuery,
  useGetAppSettingsQuery,
  useGetSiteSettingsQuery,
  useGetFooterQuery,
  useGetMediaSectionsQuery,
  useGetBannersQuery,
  useGetHomeToursQuery,
  useListToursQuery,
  useGetPopularDestinationsQuery,
  useGetArticleQuery,
  useGetTourReviewsQuery,
  useGetTourQuery,
  useListBankAccountsQuery,
  useGetToursOfCategoryQuery,
  useGetTravelDealsOfCategoryQuery,
  useGetHomepageDataQuery,
} = contentApi;

export const { useGetCountryInfoQuery, useGetChildrenQuery } = geonamesApi;
