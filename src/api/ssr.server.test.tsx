/**
 * @jest-environment node
 *
 * The server's query hooks (./ssr.ts, `settledQueriesModule`): a hook starts its call when the store has no answer
 * for it, as React's hook does during a server render, and only reads the state when it has one.
 */
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { http, HttpResponse } from 'msw';
import { server } from '../../mocks/node';
import { makeStore } from '@/app/store';
import { settleFailedQueries } from '@/entry-server';
import { contentApi, useGetAppSettingsQuery, useGetSiteSettingsQuery } from './index';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function Settings() {
  const app = useGetAppSettingsQuery();
  const site = useGetSiteSettingsQuery({ lang: 'en' });
  const skipped = useGetSiteSettingsQuery({ lang: 'vi' }, { skip: true });
  return (
    <p>
      {[
        `app ${app.status} ${app.isLoading} ${app.data?.success ?? '-'}`,
        `site ${site.status} ${site.isLoading} ${typeof site.refetch}`,
        `skipped ${skipped.status} ${skipped.isLoading}`,
      ].join(' | ')}
    </p>
  );
}

const renderWith = (store: ReturnType<typeof makeStore>) =>
  renderToString(
    <Provider store={store}>
      <Settings />
      <Settings />
    </Provider>,
  ).replace(/<!-- -->/g, '');

describe('query hooks on the server', () => {
  it('start a call the store has not answered, once, and show it loading (as React’s hook does)', async () => {
    const store = makeStore();
    const dispatch = jest.spyOn(store, 'dispatch');
    expect(renderWith(store)).toContain(
      'app pending true - | site pending true function | skipped uninitialized false',
    );
    const thunks = () => dispatch.mock.calls.filter(([action]) => typeof action === 'function').length;
    // Each hook of a call not yet in the store starts it; the second of each shares the first's (no new request).
    expect(thunks()).toBeGreaterThanOrEqual(2);
    await Promise.all(store.dispatch(contentApi.util.getRunningQueriesThunk()));
    expect(store.getState().contentApi.queries['getAppSettings(undefined)']?.status).toBe('fulfilled');

    // The next pass has the answers: the hooks read them and dispatch nothing.
    dispatch.mockClear();
    expect(renderWith(store)).toContain('app fulfilled false true | site fulfilled false function');
    expect(thunks()).toBe(0);
  });

  it('ask again for a failed call that is not settled (React’s hook would), not for a settled one', async () => {
    server.use(http.get('*/api/app-settings', () => HttpResponse.json({ message: 'down' }, { status: 500 })));
    for (const settled of [false, true]) {
      const store = makeStore(undefined, settled ? { enhanceReducer: settleFailedQueries } : {});
      await store.dispatch(contentApi.endpoints.getAppSettings.initiate());
      expect(store.getState().contentApi.queries['getAppSettings(undefined)']?.status).toBe('rejected');
      renderToString(
        <Provider store={store}>
          <Settings />
        </Provider>,
      );
      const status = store.getState().contentApi.queries['getAppSettings(undefined)']?.status;
      expect([settled, status]).toEqual([settled, settled ? 'rejected' : 'pending']);
      await Promise.all(store.dispatch(contentApi.util.getRunningQueriesThunk()));
    }
  });
});
