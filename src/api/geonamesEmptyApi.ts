/**
 * The empty RTK Query API that the generated geographic-names endpoints (src/api/generated/geonamesApi.ts)
 * inject into. Base URL: appConfig.geonamesApiUrl (the site's /geonames proxy in the browser; the service itself, with
 * the server's account, in the server's own calls). Never add endpoints here by hand.
 * The store must mount it like the content API: `[geonamesEmptyApi.reducerPath]: geonamesEmptyApi.reducer`
 * and `geonamesEmptyApi.middleware`.
 */
import { fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { absoluteBase, appConfig } from './config';
import { createAppApi, extractHydratedApiState, perFetch, serverFetch } from './ssr';

const geonamesBaseQuery = perFetch((fetchFn?: typeof fetch) =>
  fetchBaseQuery({ baseUrl: '', ...(fetchFn ? { fetchFn } : {}) }),
);

export const geonamesEmptyApi = createAppApi({
  reducerPath: 'geonamesApi',
  extractRehydrationInfo: (action, { reducerPath }) => extractHydratedApiState(action, reducerPath),
  baseQuery: (args, api, extra) => {
    const base = absoluteBase(appConfig.geonamesApiUrl);
    let withBase =
      typeof args === 'string' ? { url: `${base}${args}` } : { ...args, url: `${base}${args.url}` };
    // The server's own call goes straight to the service: with the server's account instead of the placeholder.
    if (__SERVER__ && serverFetch(api.extra) && appConfig.geonamesAccount && withBase.params)
      withBase = { ...withBase, params: { ...withBase.params, username: appConfig.geonamesAccount } };
    return geonamesBaseQuery(api.extra)(withBase, api, extra);
  },
  refetchOnFocus: false,
  // Country and region lists do not change during a visit.
  keepUnusedDataFor: 3600,
  endpoints: () => ({}),
});
