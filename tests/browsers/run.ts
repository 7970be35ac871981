/**
 * `npm run test:browsers` (a gate of `npm test`): the key journeys (journeys.ts) in Chromium (the control), Firefox
 * ESR and WebKitGTK against the production build (scripts/serve-build.cjs, the embedded mock). A failure names the
 * engine, the journey and the step. `BROWSERS=firefox,webkit` runs a subset.
 */
import { startBuiltServer } from '../../scripts/serve-build.cjs';
import { startEngine, type Engine } from './drivers';
import { JOURNEYS } from './journeys';

const ENGINES = (process.env.BROWSERS || 'chromium,firefox,webkit').split(',') as Engine['name'][];

async function main(): Promise<number> {
  const site = await startBuiltServer({ env: { CONTENT_API_URL: 'embedded', LOG_LEVEL: 'warn' } });
  const failures: string[] = [];
  try {
    for (const name of ENGINES) {
      const engine = await startEngine(name);
      try {
        for (const journey of JOURNEYS) {
          const started = Date.now();
          const tab = await engine.tab(site.base);
          try {
            await journey.run(tab, site.base);
            console.info(
              `  ok    ${name.padEnd(8)} ${journey.name} (${((Date.now() - started) / 1000).toFixed(1)} s)`,
            );
          } catch (error) {
            const message = error instanceof Error ? error.message : String(error);
            failures.push(`${name}: ${journey.name}: ${message} (at ${await tab.url().catch(() => '?')})`);
            console.error(`  FAIL  ${name.padEnd(8)} ${journey.name}: ${message}`);
          } finally {
            await tab.close().catch(() => undefined);
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
  else console.info(`\n${JOURNEYS.length} journeys passed in ${ENGINES.join(', ')}`);
  return failures.length ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
