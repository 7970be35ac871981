/**
 * Runs `run` when the browser is idle (at the latest after 3 s), for code a visitor will probably want soon (a
 * modal's chunk, a dropdown's list): fetched and evaluated off the first load, there when first used. Returns a
 * cancel function (an effect's cleanup).
 */
export function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: 3000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, 500);
  return () => window.clearTimeout(id);
}
