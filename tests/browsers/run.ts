/**
 * `npm run test:browsers` (a gate of `npm test`): the key journeys (journeys.ts) in Chromium (the control), Firefox
 * ESR and WebKitGTK against the production build (scripts/serve-build.cjs, the embedded mock). A failure names the
 * engine, the journey and the step. `BROWSERS=firefox,webkit` runs a subset of the engines,
 * `ONLY=checkout` the journeys whose name holds that text.
 */
import { startBuiltServer } from '../../scripts/serve-build.cjs';
import { startEngine, type Engine } from './drivers';
import { JOURNEYS } from './journeys';
import type { Tab } from './page';

const ENGINES = (process.env.BROWSERS || 'chromium,firefox,webkit').split(',') as Engine['name'][];
const SELECTED = JOURNEYS.filter((journey) => journey.name.includes(process.env.ONLY ?? ''));

/** A browser that has not opened its window by then is not coming (WebKitGTK's driver can wait forever). */
const TAB_START_MS = 45_000;
/** A journey's whole time: its steps have their own limits; this one ends a call that never answers. */
const JOURNEY_MS = 120_000;
/** Starts of a tab: a browser that does not start is started again with a new driver, at most twice. */
const TAB_STARTS = 3;

function withDeadline<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer in ${ms / 1000} s`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * The engine (a new one when its browser did not start) and a fresh tab in it. A browser that does not start is the
 * machine's, not the site's: WebKitWebDriver has left a new session unanswered, with no browser process, in a CI run
 * whose other journeys all passed. Anything else fails the journey.
 */
async function freshTab(engine: Engine, base: string): Promise<{ engine: Engine; tab: Tab }> {
  for (let start = 1; ; start += 1) {
    try {
      return { engine, tab: await withDeadline(engine.tab(base), TAB_START_MS, `starting ${engine.name}`) };
    } catch (error) {
      if (start >= TAB_STARTS) throw error;
      console.warn(
        `  again ${engine.name.padEnd(8)} ${error instanceof Error ? error.message : String(error)}`,
      );
      await engine.stop().catch(() => undefined);
      engine = await startEngine(engine.name);
    }
  }
}

async function main(): Promise<number> {
  const site = await startBuiltServer({ env: { CONTENT_API_URL: 'embedded', LOG_LEVEL: 'warn' } });
  const failures: string[] = [];
  try {
    for (const name of ENGINES) {
      let engine = await startEngine(name);
      try {
        for (const journey of SELECTED) {
          const started = Date.now();
          let tab: Tab | undefined;
          try {
            ({ engine, tab } = await freshTab(engine, site.base));
            await withDeadline(journey.run(tab, site.base), JOURNEY_MS, journey.name);
            console.info(
              `  ok    ${name.padEnd(8)} ${journey.name} (${((Date.now() - started) / 1000).toFixed(1)} s)`,
            );
          } catch (error) {
            const message = error instanceof Error ? error.message : String(error);
            const at = tab ? await withDeadline(tab.url(), 5_000, 'the address').catch(() => '?') : '?';
            failures.push(`${name}: ${journey.name}: ${message} (at ${at})`);
            console.error(`  FAIL  ${name.padEnd(8)} ${journey.name}: ${message}`);
          } finally {
            if (tab) await withDeadline(tab.close(), 10_000, 'closing the tab').catch(() => undefined);
          }
        }
      } finally {
        await engine.stop().catch(() => undefined);
      }
    }
  } finally {
    await site.stop();
  }
  if (failures.length) console.error(`\n${failures.length} journey(s) failed:\n${failures.join('\n')}`);
  else console.info(`\n${SELECTED.length} journeys passed in ${ENGINES.join(', ')}`);
  return failures.length ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
