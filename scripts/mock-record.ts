/**
 * `npm run mock:record -- --base-url URL --out recordings/NAME.har`: records what the site asks a content service.
 *
 * Starts a recording proxy in front of the service (mocks/har.ts), starts the site's production server (dist/,
 * built first when missing) against the proxy, and visits the site's pages: both homes, both searches, a tour and
 * a category in each language. Every exchange with the service is saved as HAR; each answer is checked against the
 * contract as it is recorded (problems are listed, and the exit code is 1). Replay the file with
 * `npm run mock-api -- --har FILE`, or in jest with `server.use(...harHandlers(readHar(FILE)))`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { recordingProxy } from '../mocks/har';
import serveBuild from './serve-build.cjs';

function option(argv: string[], name: string): string | undefined {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : undefined;
}

async function firstSlug(url: string, pick: (body: unknown) => unknown): Promise<string | undefined> {
  try {
    const value = pick(await (await fetch(url)).json());
    return typeof value === 'string' && value ? value.replace(/^\/?(vi|en)\//, '') : undefined;
  } catch {
    return undefined;
  }
}

type Listing = { data?: Array<{ slug?: string }> };

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  const baseUrl = option(argv, 'base-url');
  const out = option(argv, 'out');
  if (!baseUrl || !out) {
    console.error('Usage: npm run mock:record -- --base-url URL --out recordings/NAME.har');
    process.exit(2);
  }
  const recording = await recordingProxy(baseUrl);
  const site = await serveBuild.startBuiltServer({
    env: { CONTENT_API_URL: recording.url, PAGE_CACHE_MS: '0' },
  });
  try {
    const pages = ['/vi', '/en', '/vi/search', '/en/search'];
    for (const lang of ['vi', 'en']) {
      const tour = await firstSlug(
        `${recording.url}/api/${lang}/tours?page=1&per_page=12`,
        (b) => (b as Listing).data?.[0]?.slug,
      );
      const category = await firstSlug(
        `${recording.url}/api/${lang}/destinations-many-tours`,
        (b) => (b as Listing).data?.[0]?.slug,
      );
      if (tour) pages.push(`/${lang}/detail-trip/${tour}`);
      if (category) pages.push(`/${lang}/${category}`);
    }
    for (const page of pages) {
      const res = await fetch(`${site.base}${page}`);
      console.info(`${res.status} ${page}`);
    }
  } finally {
    await site.stop();
    await recording.close();
  }
  const har = recording.har();
  mkdirSync(path.dirname(path.resolve(out)), { recursive: true });
  writeFileSync(out, `${JSON.stringify(har, null, 1)}\n`);
  console.info(`${har.log.entries.length} exchanges recorded in ${out}`);
  if (recording.problems.length) {
    console.error(
      `Answers that break the contract (${recording.problems.length}):\n  ${recording.problems.join('\n  ')}`,
    );
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(2);
});
