/** @jest-environment node */
import type { RenderFn } from './pages';
import { Upstream, type Transport } from './upstream';
import { onePathPerKind, warmUp } from './warmUp';

const BASE = 'http://content.test';
const config = { origin: 'http://site.test', contentBase: BASE };
const quiet = { warn: jest.fn(), info: jest.fn() };

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A content service that lists two tours, a menu with two categories and an article, and answers anything else. */
const listing: Transport = async (request) => {
  const { pathname } = new URL(request.url);
  if (pathname === '/api/vi/tours')
    return json({ data: [{ slug: 'ha-long' }, { slug: 'sa-pa' }], last_page: 1 });
  if (pathname === '/api/vi/getHeader')
    return json({
      data: [
        { slug: 'destinations/asia', type: 'category', children: [{ slug: 'vietnam', type: 'category' }] },
        { slug: 'a-story', type: 'post' },
      ],
    });
  if (pathname === '/api/vi/getFooter') return json({ data: [] });
  return json({ data: { path: pathname } });
};

/** A render that asks the content service for one answer named after its page, and records the page. */
function recordingRender() {
  const paths: string[] = [];
  const render: RenderFn = async (request, options) => {
    const { pathname } = new URL(request.url);
    paths.push(pathname);
    if (!options.fetch) throw new Error('the warm-up gives every render its fetch');
    await options.fetch(`${BASE}/api/page${pathname}`);
    return { status: 200 } as Awaited<ReturnType<RenderFn>>;
  };
  return { paths, render };
}

describe('onePathPerKind', () => {
  it('takes the first path of each route pattern, under the language, and leaves the home page out', () => {
    expect(
      onePathPerKind(
        [
          '',
          '/search',
          '/destinations',
          '/who-we-are',
          '/purpose',
          '/asia',
          '/asia/vietnam',
          '/europe',
          '/post/a',
          '/post/b',
          '/detail-trip/x',
          '/detail-trip/y',
        ],
        'en',
      ),
    ).toEqual([
      '/en/search',
      '/en/destinations',
      '/en/who-we-are',
      '/en/purpose',
      '/en/asia',
      '/en/asia/vietnam',
      '/en/post/a',
      '/en/detail-trip/x',
    ]);
  });
});

describe('warmUp', () => {
  it('renders both home pages, then one page of each kind the content service lists; only the homes’ answers are kept', async () => {
    const { paths, render } = recordingRender();
    const upstream = new Upstream({ transport: listing });
    const scratch = new Upstream({ transport: listing });
    const rendered = await warmUp({ render, upstream, scratch, config, logger: quiet });

    expect(paths.slice(0, 2).sort()).toEqual(['/en', '/vi']);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/en/search',
        '/en/contact/manage-booking',
        '/en/destinations/asia',
        '/en/post/a-story',
        '/en/detail-trip/ha-long',
      ]),
    );
    // One of each kind: the second tour is not rendered.
    expect(paths).not.toContain('/en/detail-trip/sa-pa');
    expect(new Set(paths).size).toBe(paths.length);
    expect(rendered).toEqual(paths);
    // The server's client keeps only what the home pages asked for.
    expect(upstream.size).toBe(2);
    expect(scratch.size).toBeGreaterThan(10);
  });

  it('renders the static pages when the content service cannot list its pages', async () => {
    const { paths, render } = recordingRender();
    const failing: Transport = async () => json({ message: 'down' }, 500);
    await warmUp({
      render,
      upstream: new Upstream({ transport: failing }),
      scratch: new Upstream({ transport: failing }),
      config,
      logger: quiet,
    });
    expect(paths).toEqual(
      expect.arrayContaining(['/vi', '/en', '/en/search', '/en/travel-deals', '/en/contact']),
    );
    expect(paths.some((path) => path.includes('detail-trip'))).toBe(false);
  });

  it('delays the start by at most two budgets when the content service hangs', async () => {
    const hanging: Transport = (request) =>
      new Promise((_, reject) =>
        request.signal.addEventListener('abort', () => reject(request.signal.reason)),
      );
    const { render } = recordingRender();
    const started = Date.now();
    await warmUp({
      render: async (request, options) => {
        await render(request, options).catch(() => undefined);
        return { status: 503 } as Awaited<ReturnType<RenderFn>>;
      },
      upstream: new Upstream({ transport: hanging, callTimeoutMs: 5_000 }),
      scratch: new Upstream({ transport: hanging, callTimeoutMs: 5_000 }),
      config,
      logger: quiet,
      budgetMs: 200,
    });
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('logs a render that throws and goes on', async () => {
    const warn = jest.fn();
    const rendered = await warmUp({
      render: async (request) => {
        if (new URL(request.url).pathname === '/en/search') throw new Error('boom');
        return { status: 200 } as Awaited<ReturnType<RenderFn>>;
      },
      upstream: new Upstream({ transport: listing }),
      scratch: new Upstream({ transport: listing }),
      config,
      logger: { warn, info: jest.fn() },
    });
    expect(rendered).not.toContain('/en/search');
    expect(rendered).toContain('/en/destinations');
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ path: '/en/search' }),
      'warm-up render failed',
    );
  });
});
