/**
 * A call that failed while the server rendered the page is not the page's final answer: the content service may
 * have been slow or briefly down for the server alone. Right after hydration the browser asks again for every
 * such call whose failure was the service's (no answer in time, a network failure, a 5xx, an answer that was not
 * JSON); the sections subscribed to it show their loading state, then the answer. A refusal (4xx,
 * `success: false`) is an answer and stays.
 */
import type { Dispatch, UnknownAction } from '@reduxjs/toolkit';
import { isServiceFailure } from '@/domain/shared/serviceFailure';
import { contentApi, geonamesApi } from './index';

interface QueryEntry {
  status?: string;
  endpointName?: string;
  originalArgs?: unknown;
  error?: unknown;
}

type Api = typeof contentApi | typeof geonamesApi;

/** The cache keys of the failed calls to ask again, per API. */
export function failedServiceCalls(queries: Record<string, QueryEntry | undefined>): QueryEntry[] {
  return Object.values(queries).filter(
    (entry): entry is QueryEntry =>
      !!entry && entry.status === 'rejected' && !!entry.endpointName && isServiceFailure(entry.error),
  );
}

export function refetchFailedQueries(
  state: { contentApi: { queries: object }; geonamesApi: { queries: object } },
  dispatch: Dispatch<UnknownAction>,
): number {
  let count = 0;
  const apis: Array<[Api, object]> = [
    [contentApi, state.contentApi.queries],
    [geonamesApi, state.geonamesApi.queries],
  ];
  for (const [api, queries] of apis) {
    for (const entry of failedServiceCalls(queries as Record<string, QueryEntry>)) {
      const endpoint = (api.endpoints as Record<string, { initiate?: unknown }>)[entry.endpointName!];
      if (typeof endpoint?.initiate !== 'function') continue;
      const initiate = endpoint.initiate as (
        arg: unknown,
        options: { subscribe: boolean; forceRefetch: boolean },
      ) => UnknownAction;
      dispatch(initiate(entry.originalArgs, { subscribe: false, forceRefetch: true }));
      count += 1;
    }
  }
  return count;
}
