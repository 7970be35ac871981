/**
 * The browser entry: start-up in stages, each evaluated in a task of its own.
 *
 * Evaluating the first load's modules in one go is the longest task of a page (about 0.3–0.5 s at 4× CPU slowdown):
 * it blocks the main thread. In stages, the page can paint and take input between them. The stages' code arrives
 * with the page's scripts as before (one bundle, `eager` imports: no extra files, no compression lost); only the
 * evaluation is spread out.
 *
 * Early input is not lost: a tap or a form sent before `hydrateRoot` has attached React's listeners is held by the
 * inline start-up and replayed (src/start/inline/startUp.ts); the page marks itself `data-hydrated` then. The page's
 * own chunks are preloaded by the server and run when hydration asks for them (src/start/app.tsx), a task again.
 */
import { nextTask } from './start/nextTask';

const stages = [
  () => import(/* webpackMode: "eager" */ './start/react'),
  () => import(/* webpackMode: "eager" */ './start/styles'),
  () => import(/* webpackMode: "eager" */ './start/ui'),
  () => import(/* webpackMode: "eager" */ './start/theme'),
  () => import(/* webpackMode: "eager" */ './start/i18n'),
  () => import(/* webpackMode: "eager" */ './start/redux'),
  () => import(/* webpackMode: "eager" */ './start/storage'),
  () => import(/* webpackMode: "eager" */ './start/apiBase'),
  () => import(/* webpackMode: "eager" */ './start/geonames'),
  () => import(/* webpackMode: "eager" */ './start/api'),
  () => import(/* webpackMode: "eager" */ './start/store'),
  () => import(/* webpackMode: "eager" */ './start/router'),
  () => import(/* webpackMode: "eager" */ './start/widgets'),
  () => import(/* webpackMode: "eager" */ './start/shell'),
];

async function startUp() {
  for (const stage of stages) {
    await nextTask();
    await stage();
  }
  await nextTask();
  const { start } = await import(/* webpackMode: "eager" */ './start/app');
  start();
}

startUp().catch((error: unknown) => {
  // A stage that fails leaves the server's HTML on screen, and its links still work.
  console.error('Start-up failed', error);
});
