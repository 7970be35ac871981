import { http, HttpResponse } from 'msw';
import { makeStore } from '@/app/store';
import { server, resetMockState } from '../../mocks/node';
import { contentApi } from './index';
import { refetchFailedQueries } from './refetchFailed';
import { apiHydrated, settledApiState } from './ssr';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetMockState();
});
afterAll(() => server.close());

/** The state a server render leaves: banners failed (the service's failure), an article refused (404). */
async function serverRender() {
  const store = makeStore();
  server.use(
    http.get('*/api/:lang/banners', () =>
      HttpResponse.json({ success: false, message: 'boom' }, { status: 500 }),
    ),
    http.get('*/api/:lang/articles/:slug', () =>
      HttpResponse.json({ success: false, message: 'Not found' }, { status: 404 }),
    ),
  );
  await store.dispatch(contentApi.endpoints.getBanners.initiate({ lang: 'en' }, { subscribe: false }));
  await store.dispatch(
    contentApi.endpoints.getArticle.initiate({ lang: 'en', slug: 'gone' }, { subscribe: false }),
  );
  server.resetHandlers();
  const state = store.getState();
  return { contentApi: settledApiState(state.contentApi), geonamesApi: settledApiState(state.geonamesApi) };
}

describe('what failed while the server rendered', () => {
  it('is asked again by the browser when the service failed; a refusal stays an answer', async () => {
    const data = await serverRender();
    const browser = makeStore();
    browser.dispatch(apiHydrated(data));
    const requests: string[] = [];
    server.events.on('request:start', ({ request }) => requests.push(new URL(request.url).pathname));
    expect(refetchFailedQueries(browser.getState(), browser.dispatch)).toBe(1);
    await Promise.all(browser.dispatch(contentApi.util.getRunningQueriesThunk()));
    server.events.removeAllListeners();
    expect(requests).toEqual(['/api/en/banners']);
    const banners = contentApi.endpoints.getBanners.select({ lang: 'en' })(browser.getState() as never);
    expect(banners.status).toBe('fulfilled');
    expect(banners.data?.data?.length).toBeGreaterThan(0);
  });

  it('leaves out of the page’s data the calls still on their way', () => {
    const state = settledApiState({
      queries: {
        a: { status: 'fulfilled' },
        b: { status: 'rejected' },
        c: { status: 'pending' },
        d: { status: 'uninitialized' },
      },
      mutations: {},
    });
    expect(Object.keys(state.queries)).toEqual(['a', 'b']);
  });
});
