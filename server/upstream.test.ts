/** @jest-environment node */
import { parsedJson } from '../src/api/parsedAnswers';
import { Upstream, type CallRecord, type Transport } from './upstream';

const URL_A = 'http://content.test/api/vi/tours?page=1';
const URL_B = 'http://content.test/api/vi/banners';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function page(budgetMs = 1_000): { deadline: number; calls: CallRecord[] } {
  return { deadline: Date.now() + budgetMs, calls: [] };
}

/** A transport whose answers the test chooses per call. */
function scripted(...answers: Array<() => Promise<Response>>) {
  const calls: string[] = [];
  const transport: Transport = (request) => {
    calls.push(request.url);
    const next = answers.length > 1 ? answers.shift()! : answers[0];
    return next();
  };
  return { transport, calls };
}

const ok =
  (body: unknown = { success: true }) =>
  () =>
    Promise.resolve(json(body));
const fail500 = () => Promise.resolve(json({ success: false, message: 'boom' }, 500));
const reset = () => Promise.reject(new TypeError('fetch failed'));
const htmlPage = () =>
  Promise.resolve(new Response('<h1>502 Bad Gateway</h1>', { headers: { 'content-type': 'text/html' } }));
const hang = () => new Promise<Response>(() => {});

describe('the server’s calls to the content service', () => {
  it('reuses an answer for a few seconds: a burst of visitors makes one call', async () => {
    let now = 1_000_000;
    const { transport, calls } = scripted(ok({ n: 1 }), ok({ n: 2 }));
    const upstream = new Upstream({ transport, freshMs: 5_000, now: () => now });
    const first = page();
    expect(await (await upstream.forPage(first)(URL_A)).json()).toEqual({ n: 1 });
    now += 4_000;
    const second = page();
    expect(await (await upstream.forPage(second)(URL_A)).json()).toEqual({ n: 1 });
    expect(calls).toHaveLength(1);
    expect(second.calls[0]).toMatchObject({ path: '/api/vi/tours?page=1', status: 200, source: 'fresh' });
    now += 2_000;
    expect(await (await upstream.forPage(page())(URL_A)).json()).toEqual({ n: 2 });
    expect(calls).toHaveLength(2);
  });

  it('gives a page a fresh kept answer’s parsed body without a fetch, recorded as the fetch records it', async () => {
    let now = 1_000_000;
    const { transport, calls } = scripted(ok({ n: 1 }), ok({ n: 2 }));
    const upstream = new Upstream({ transport, freshMs: 5_000, now: () => now });
    const first = page();
    // Nothing kept yet: the page fetches (and the answer is kept).
    expect(upstream.keptJsonForPage(first)(URL_A, {})).toBeUndefined();
    const fetched = await parsedJson(await upstream.forPage(first)(URL_A));
    now += 1_000;
    const second = page();
    const kept = upstream.keptJsonForPage(second)(URL_A, {});
    // The very value the fetch gave, not a copy; recorded as a fresh call; no call to the service.
    expect(kept?.value).toBe(fetched);
    expect(second.calls).toEqual([{ path: '/api/vi/tours?page=1', status: 200, ms: 0, source: 'fresh' }]);
    expect(calls).toHaveLength(1);
    // Another scenario is another answer; an address spelled differently but the same is the same answer.
    expect(upstream.keptJsonForPage(page())(URL_A, { 'x-mock-scenario': 'slow' })).toBeUndefined();
    expect(upstream.keptJsonForPage(page())('http://CONTENT.test/api/vi/tours?page=1', {})?.value).toBe(
      fetched,
    );
    // Past its freshness the kept answer is no longer given: the page fetches again.
    now += 5_000;
    expect(upstream.keptJsonForPage(page())(URL_A, {})).toBeUndefined();
  });

  it('gives no kept answer that is not a 200 with a JSON body: the page fetches it as before', async () => {
    const { transport } = scripted(
      () => Promise.resolve(json({ success: false, message: 'not found' }, 404)),
      () => Promise.resolve(new Response('plain', { headers: { 'content-type': 'text/plain' } })),
    );
    const upstream = new Upstream({ transport, freshMs: 60_000 });
    await upstream.forPage(page())(URL_A);
    await upstream.forPage(page())(URL_B);
    expect(upstream.keptJsonForPage(page())(URL_A, {})).toBeUndefined();
    expect(upstream.keptJsonForPage(page())(URL_B, {})).toBeUndefined();
  });

  it('parses an answer once: every page it serves reads the same value, and the body stays readable', async () => {
    const { transport } = scripted(ok({ tour: { id: 7 } }), () =>
      Promise.resolve(new Response('not json', { headers: { 'content-type': 'text/plain' } })),
    );
    const upstream = new Upstream({ transport, freshMs: 60_000 });
    const parse = jest.spyOn(JSON, 'parse');
    const first = await parsedJson(await upstream.forPage(page())(URL_A));
    const second = await upstream.forPage(page())(URL_A);
    expect(await parsedJson(second)).toBe(first);
    expect(first).toEqual({ tour: { id: 7 } });
    expect(parse).toHaveBeenCalledTimes(1);
    parse.mockRestore();
    // The text is still there for whoever reads it (fetchBaseQuery reads a copy for its error data).
    expect(await second.text()).toBe('{"tour":{"id":7}}');
    // An answer that is not JSON is not kept parsed: reading it fails as reading any such body does.
    const notJson = await upstream.forPage(page())(URL_B);
    await expect(parsedJson(notJson)).rejects.toThrow(SyntaxError);
  });

  it('shares one call between requests that ask at the same time', async () => {
    let release: (r: Response) => void = () => {};
    const { transport, calls } = scripted(() => new Promise<Response>((resolve) => (release = resolve)));
    const upstream = new Upstream({ transport });
    const a = upstream.forPage(page())(URL_A);
    const b = upstream.forPage(page())(URL_A);
    release(json({ shared: true }));
    expect(await (await a).json()).toEqual({ shared: true });
    expect(await (await b).json()).toEqual({ shared: true });
    expect(calls).toHaveLength(1);
  });

  it('keys answers by URL and the mock scenario, and never shares writes', async () => {
    const { transport, calls } = scripted(ok());
    const upstream = new Upstream({ transport });
    const fetchPage = upstream.forPage(page());
    await fetchPage(URL_A);
    await fetchPage(URL_B);
    await fetchPage(URL_A, { headers: { 'x-mock-scenario': 'slow' } });
    await fetchPage(URL_A, { method: 'POST', body: '{}' });
    await fetchPage(URL_A, { method: 'POST', body: '{}' });
    expect(calls).toHaveLength(5);
  });

  it.each([
    ['a 500', fail500],
    ['a connection reset', reset],
    ['an HTML error page', htmlPage],
  ])('serves the last good answer when the service answers %s', async (_name, failure) => {
    let now = 0;
    const { transport, calls } = scripted(ok({ good: 1 }), failure);
    const upstream = new Upstream({ transport, freshMs: 1_000, now: () => now });
    await upstream.forPage(page())(URL_A);
    now += 60 * 60 * 1000;
    const outage = page();
    const answer = await upstream.forPage(outage)(URL_A);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ good: 1 });
    expect(answer.headers.get('x-upstream-source')).toBe('stale');
    expect(outage.calls[0].source).toBe('stale');
    expect(calls).toHaveLength(2);
  });

  it('without a kept answer, hands the failure on as it came (the page shows its error)', async () => {
    const upstream = new Upstream({ transport: scripted(fail500).transport });
    const answer = await upstream.forPage(page())(URL_A);
    expect(answer.status).toBe(500);
    const resetting = new Upstream({ transport: scripted(reset).transport });
    const record = page();
    await expect(resetting.forPage(record)(URL_A)).rejects.toThrow('fetch failed');
    expect(record.calls[0]).toMatchObject({ status: 'error', source: 'failed' });
  });

  it('gives up at the page’s deadline on a service that hangs, and keeps the answer that comes later', async () => {
    let release: (r: Response) => void = () => {};
    const { transport } = scripted(() => new Promise<Response>((resolve) => (release = resolve)));
    const upstream = new Upstream({ transport, callTimeoutMs: 5_000 });
    const slow = page(50);
    const started = Date.now();
    await expect(upstream.forPage(slow)(URL_A)).rejects.toMatchObject({ name: 'TimeoutError' });
    expect(Date.now() - started).toBeLessThan(500);
    expect(slow.calls[0]).toMatchObject({ status: 'timeout', source: 'failed' });
    release(json({ late: true }));
    await new Promise((resolve) => setTimeout(resolve, 10));
    const next = page();
    expect(await (await upstream.forPage(next)(URL_A)).json()).toEqual({ late: true });
    expect(next.calls[0].source).toBe('fresh');
  });

  it('serves the kept answer when the service hangs past the deadline', async () => {
    let now = 0;
    const { transport } = scripted(ok({ kept: true }), hang);
    const upstream = new Upstream({ transport, freshMs: 10, callTimeoutMs: 5_000, now: () => now });
    await upstream.forPage(page())(URL_A);
    now += 1_000;
    const answer = await upstream.forPage({ deadline: Date.now() + 30, calls: [] })(URL_A);
    expect(await answer.json()).toEqual({ kept: true });
  });

  it('caches no failure: the first call after the service is back gets its answer', async () => {
    const { transport, calls } = scripted(fail500, ok({ back: true }));
    const upstream = new Upstream({ transport });
    expect((await upstream.forPage(page())(URL_A)).status).toBe(500);
    expect(await (await upstream.forPage(page())(URL_A)).json()).toEqual({ back: true });
    expect(calls).toHaveLength(2);
  });

  it('knows whether the service answered recently (readiness)', async () => {
    let now = 10_000;
    const { transport } = scripted(ok(), fail500, ok());
    const upstream = new Upstream({ transport, freshMs: 0, readyWindowMs: 30_000, now: () => now });
    expect(upstream.answeredRecently()).toBe(false);
    await upstream.forPage(page())(URL_A);
    expect(upstream.answeredRecently()).toBe(true);
    now += 1;
    await upstream.forPage(page())(URL_B);
    expect(upstream.answeredRecently()).toBe(false);
    now += 1;
    await upstream.forPage(page())(URL_B);
    expect(upstream.answeredRecently()).toBe(true);
    now += 31_000;
    expect(upstream.answeredRecently()).toBe(false);
  });

  it('keeps a bounded number of answers', async () => {
    const upstream = new Upstream({ transport: scripted(ok()).transport, maxEntries: 10 });
    for (let i = 0; i < 50; i += 1) await upstream.forPage(page())(`${URL_A}&i=${i}`);
    expect(upstream.size).toBe(10);
  });
});
