/**
 * `npm run perf -- --render`: what an uncached page costs the server (the long tail: a page nobody asked for in the
 * last minute). The production build with its page cache off (PAGE_CACHE_MS=0), the embedded mock:
 *
 * - render cost: for each of up to 90 distinct tour pages, the page's time against its tour JSON's, one after the
 *   other; medians and their ratio;
 * - throughput: 8 connections walking every distinct URL of the sitemap (252) in turn for 10 s (autocannon): pages a
 *   second, p50 and p99 latency, and answers that were not 2xx; and how long the liveness probe (/healthz) waits
 *   meanwhile.
 *
 * A benchmark, not a test: read it side by side with the build before a change (timings here are noisy).
 */
import autocannon from 'autocannon';
import serveBuild from './serve-build.cjs';
import { median } from './perf-lib.mjs';

const TOURS = 90;

async function timed(url) {
  const started = performance.now();
  const answer = await fetch(url);
  await answer.arrayBuffer();
  if (!answer.ok) throw new Error(`${url}: ${answer.status}`);
  return performance.now() - started;
}

export async function runRenderCost({ log = console.info } = {}) {
  const server = await serveBuild.startBuiltServer({
    env: { CONTENT_API_URL: 'embedded', PAGE_CACHE_MS: '0', PAGE_STALE_MS: '0', LOG_LEVEL: 'warn' },
  });
  try {
    const sitemap = await (await fetch(`${server.base}/sitemap.xml`)).text();
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
    // Both languages: 45 tours in the mock's dataset, 90 distinct pages.
    const tours = paths.filter((p) => /^\/(en|vi)\/detail-trip\//.test(p)).slice(0, TOURS);
    // Warm-up: the first renders of a process compile code.
    for (const path of tours.slice(0, 5)) await timed(`${server.base}${path}`);
    const pages = [];
    const json = [];
    for (const path of tours) {
      const [, lang, , slug] = path.split('/');
      json.push(await timed(`${server.base}/api/${lang}/tours/${slug}`));
      pages.push(await timed(`${server.base}${path}`));
    }
    const render = { tours: tours.length, pageMs: median(pages), jsonMs: median(json) };
    render.ratio = render.pageMs / render.jsonMs;
    log(
      `Uncached tour page: median ${render.pageMs.toFixed(1)} ms against ${render.jsonMs.toFixed(1)} ms for its ` +
        `JSON (${render.ratio.toFixed(1)}×), over ${render.tours} distinct tours`,
    );
    // The liveness probe meanwhile, every 50 ms: how long it waits behind the renders.
    const probes = [];
    let loading = true;
    const probing = (async () => {
      while (loading) {
        probes.push(await timed(`${server.base}/healthz`));
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();
    // One walk over the sitemap shared by the 8 connections (each request takes the next URL), so a run covers
    // every distinct URL in turn; a `requests` list would have each connection start again at the first URL, and
    // 10 s measured only the sitemap's first 50 or so (the listings).
    let next = 0;
    const load = await autocannon({
      url: server.base,
      connections: 8,
      duration: 10,
      requests: [
        { method: 'GET', setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }) },
      ],
    });
    loading = false;
    await probing;
    probes.sort((a, b) => a - b);
    const healthz = {
      probes: probes.length,
      p50Ms: median(probes),
      p99Ms: probes[Math.min(probes.length - 1, Math.floor(probes.length * 0.99))],
    };
    const throughput = {
      urls: paths.length,
      pagesPerSecond: load.requests.average,
      p50Ms: load.latency.p50,
      p99Ms: load.latency.p99,
      non2xx: load.non2xx,
      errors: load.errors,
      healthz,
    };
    log(
      `Throughput, 8 connections over ${throughput.urls} distinct URLs, page cache off: ` +
        `${throughput.pagesPerSecond.toFixed(1)} pages/s, p50 ${throughput.p50Ms} ms, p99 ${throughput.p99Ms} ms, ` +
        `${throughput.non2xx} not 2xx, ${throughput.errors} errors`,
    );
    log(
      `/healthz meanwhile (${healthz.probes} probes): p50 ${healthz.p50Ms.toFixed(1)} ms, ` +
        `p99 ${healthz.p99Ms.toFixed(1)} ms`,
    );
    return { render, throughput };
  } finally {
    await server.stop();
  }
}
