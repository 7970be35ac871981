/** The file a start-up stage boundary runs (public/, served by every server of the site; it does nothing). */
export const TASK_BOUNDARY_URL = '/task-boundary.js';

/**
 * Resolves in a later task, and keeps the page's `load` event waiting until then (src/main.tsx).
 *
 * A timer would let the page finish loading before hydration starts, so a click right after `load` (what a visitor
 * or a test does as soon as the page looks ready) would reach the page before React's listeners. A script element
 * delays the `load` event until it has run, and the browser always runs an inserted script in a task of its own; the
 * file is tiny and cached after its first use.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const script = document.createElement('script');
    script.src = TASK_BOUNDARY_URL;
    script.async = true;
    const done = () => {
      script.remove();
      resolve();
    };
    // A boundary that fails to load is still a boundary: start-up goes on either way.
    script.onload = done;
    script.onerror = done;
    document.head.append(script);
  });
}
