/**
 * @jest-environment node
 *
 * A page's calls whose fresh answers the server keeps are read without a fetch (`keptJsonForPage` in ./upstream.ts,
 * `keptAnswer` in src/api/emptyApi.ts): the page is the same as when they went through the page's fetch.
 */
import { server, resetMockState } from '../mocks/node';
import { render, type RenderResult } from '../src/entry-server';
import { Upstream, type CallRecord } from './upstream';

jest.mock('@/components/purify', () => jest.requireActual('@/components/purify.server'));

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetMockState();
});
afterAll(() => server.close());

const ORIGIN = 'https://vivu.example';

type Page = Extract<RenderResult, { kind: 'page' }>;

/** The answers a page's data holds, by call (its timestamps and request ids left out). */
function answers(page: Page): Record<string, unknown> {
  const data = JSON.parse(page.data) as {
    api: { contentApi: { queries: Record<string, { status: string; data?: unknown }> } };
  };
  return Object.fromEntries(
    Object.entries(data.api.contentApi.queries).map(([key, entry]) => [key, [entry.status, entry.data]]),
  );
}

describe('pages made from kept answers', () => {
  it.each([
    ['a tour', '/en/detail-trip/ha-long-bay-discovery'],
    ['a category', '/vi/japan'],
    ['the search', '/en/search'],
  ])('%s: the same page as through the fetch, with no call to the service', async (_name, path) => {
    let sent = 0;
    const upstream = new Upstream({
      transport: (request) => {
        sent += 1;
        return fetch(request);
      },
      freshMs: 60_000,
    });
    let fetched = 0;
    const renderPage = async (useKept: boolean) => {
      const calls = { deadline: Date.now() + 5_000, calls: [] as CallRecord[] };
      const pageFetch = upstream.forPage(calls);
      const result = await render(new Request(`${ORIGIN}${path}`), {
        origin: ORIGIN,
        fetch: (input, init) => {
          fetched += 1;
          return pageFetch(input, init);
        },
        ...(useKept ? { keptJson: upstream.keptJsonForPage(calls) } : {}),
        deadline: calls.deadline,
      });
      if (result.kind !== 'page') throw new Error(`expected a page, got ${result.kind}`);
      return { page: result, calls: calls.calls };
    };

    const first = await renderPage(true);
    expect(sent).toBeGreaterThan(0);
    const sentForFirst = sent;
    const viaFetch = await renderPage(false);
    const fetchedBefore = fetched;
    const kept = await renderPage(true);

    // No call to the service, and none through the page's fetch either: every answer was read as kept.
    expect(sent).toBe(sentForFirst);
    expect(fetched).toBe(fetchedBefore);
    expect(kept.calls.length).toBe(first.calls.length);
    expect(kept.calls.every((call) => call.source === 'fresh' && call.ms === 0)).toBe(true);
    expect(viaFetch.calls.every((call) => call.source === 'fresh')).toBe(true);
    expect(kept.page.status).toBe(200);
    expect(kept.page.html.equals(viaFetch.page.html)).toBe(true);
    expect(kept.page.head).toBe(viaFetch.page.head);
    expect(answers(kept.page)).toEqual(answers(viaFetch.page));
    expect(kept.page.passes).toBe(1);
  });

  it('a page with a mock scenario reads only the answers kept for that scenario', async () => {
    const upstream = new Upstream({ transport: (request) => fetch(request), freshMs: 60_000 });
    const path = '/en/detail-trip/ha-long-bay-discovery';
    const calls = () => ({ deadline: Date.now() + 5_000, calls: [] as CallRecord[] });
    const plain = calls();
    await render(new Request(`${ORIGIN}${path}`), {
      origin: ORIGIN,
      fetch: upstream.forPage(plain),
      keptJson: upstream.keptJsonForPage(plain),
    });
    const failing = calls();
    const result = await render(new Request(`${ORIGIN}${path}`), {
      origin: ORIGIN,
      forwardHeaders: { 'x-mock-scenario': 'tour-500' },
      fetch: upstream.forPage(failing),
      keptJson: upstream.keptJsonForPage(failing),
    });
    // The tour's call under the scenario is not the kept plain answer: it fails, and the page says so (503).
    expect(result.kind === 'page' && result.status).toBe(503);
    expect(failing.calls.some((call) => call.source !== 'fresh')).toBe(true);
  });
});
