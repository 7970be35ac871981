/**
 * The empty RTK Query API that the generated endpoints (src/api/generated/) inject into.
 * Never add endpoints here by hand: change openapi/ and run `npm run codegen`.
 */
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { absoluteBase, appConfig } from './config';

export const contentBaseQuery = fetchBaseQuery({
  // Resolved per request so that jsdom and the browser both get an absolute URL.
  baseUrl: '',
  prepareHeaders: (headers) => {
    headers.set('Accept', 'application/json');
    return headers;
  },
});

export const emptySplitApi = createApi({
  reducerPath: 'contentApi',
  baseQuery: (args, api, extra) => {
    const base = absoluteBase(appConfig.contentApiUrl);
    const withBase =
      typeof args === 'string' ? `${base}${args}` : { ...args, url: `${base}${args.url}` };
    return contentBaseQuery(withBase, api, extra);
  },
  // The spec: the data cache does not refetch on window focus, and queries retry once (see src/api/index.ts).
  refetchOnFocus: false,
  endpoints: () => ({}),
});
