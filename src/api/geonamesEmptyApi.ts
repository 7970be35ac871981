/**
 * The empty RTK Query API that the generated geographic-names endpoints (src/api/generated/geonamesApi.ts)
 * inject into. Base URL: appConfig.geonamesApiUrl (GEONAMES_API_URL). Never add endpoints here by hand.
 * The store must mount it like the content API: `[geonamesEmptyApi.reducerPath]: geonamesEmptyApi.reducer`
 * and `geonamesEmptyApi.middleware`.
 */
import { fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { absoluteBase, appConfig } from './config';
import { createAppApi, extractHydratedApiState } from './ssr';

const geonamesBaseQuery = fetchBaseQuery({ baseUrl: '' });

export const geonamesEmptyApi = createAppApi({
  reducerPath: 'geonamesApi',
  extractRehydrationInfo: (action, { reducerPath }) => extractHydratedApiState(action, reducerPath),
  baseQuery: (args, api, extra) => {
    const base = absoluteBase(appConfig.geonamesApiUrl);
    const withBase = typeof args === 'string' ? `${base}${args}` : { ...args, url: `${base}${args.url}` };
    return geonamesBaseQuery(withBase, api, extra);
  },
  refetchOnFocus: false,
  // Country and region lists do not change during a visit.
  keepUnusedDataFor: 3600,
  endpoints: () => ({}),
});
