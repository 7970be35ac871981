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

/**
 * Loads a modal's code (dialogs, the phone menu's drawer) in two steps, for idle preloads: first what every modal
 * shares (MUI's Modal with its backdrop, focus trap and transitions, about half of a modal's chunks), then the modal's
 * own chunks at the next idle moment. Loading a chunk group appends a script per chunk in one task, each with its
 * request and timer: 4-6 for a modal, about 6 ms of a desktop CPU under a performance trace's bookkeeping, a long task
 * at a phone's speed. In two steps each task has one or two; the second waits for its own idle callback, as the task
 * that brings the shared part also runs its modules (about 5 ms more). A tap still loads the modal's whole group at
 * once.
 */
export function preloadModal(load: () => Promise<unknown>): void {
  // A load that fails is left to the first tap, which loads again and reports.
  const later = () => {};
  void import('@mui/material/Modal').then(() => whenIdle(() => void load().catch(later)), later);
}

/**
 * A ref callback for a button that opens a modal whose lazily loaded code should be there before its first tap: where
 * the button shows (it has a layout box: not a phone-only button on a desktop, hidden by CSS), the code loads when the
 * browser is idle (preloadModal, which leaves a load that fails to the first tap). A plain callback, so a module-level
 * or memoised one costs the first load nothing; useWarmUpWhenShown wraps it for a modal whose frame is also warmed (the
 * phone menu, the search page's Filters dialog).
 */
export function preloadWhenShown(load: () => Promise<unknown>): (button: HTMLElement | null) => void {
  return (button) => {
    if (!button) return;
    // Whether it shows is asked when idle: in the ref callback (during React's commit, styles still changing) it
    // would force the browser to lay the page out at once, inside hydration's longest task.
    whenIdle(() => {
      if (button.isConnected && button.offsetParent) preloadModal(load);
    });
  };
}
