/**
 * Code that only matters once the visitor acts (scrolls, taps, types, resizes): `load` is asked for on the first of
 * `events` (on the window, before the page's own handlers), then `use` runs with it and may return its own cleanup.
 * Returns the cleanup (an effect's). A load that fails leaves things as they are.
 */
export function onFirstUse<T>(
  events: readonly string[],
  load: () => Promise<T>,
  use: (loaded: T) => (() => void) | void,
): () => void {
  let stop: (() => void) | void;
  let done = false;
  const off = () => events.forEach((type) => window.removeEventListener(type, start, true));
  function start() {
    off();
    load().then(
      (loaded) => {
        if (!done) stop = use(loaded);
      },
      () => undefined,
    );
  }
  // Capture only: none of these events can be cancelled (scroll, click), so `passive` would change nothing.
  events.forEach((type) => window.addEventListener(type, start, true));
  return () => {
    done = true;
    off();
    stop?.();
  };
}
