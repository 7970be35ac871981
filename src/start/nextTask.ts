/** The file a start-up stage boundary runs (public/, served by every server of the site; it does nothing). */
export const TASK_BOUNDARY_URL = '/task-boundary.js';

/**
 * Resolves in a later task (src/main.tsx: a start-up stage boundary).
 *
 * The browser runs an inserted script in a task of its own, so the paint and any input waiting come first; the file
 * is tiny, preloaded with the page and cached after its first use. Nothing waits for the `load` event: the page says
 * when React listens (`data-hydrated`, src/lib/hydrationMark.ts), and a tap before that is held and replayed
 * (src/start/inline/startUp.ts).
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
