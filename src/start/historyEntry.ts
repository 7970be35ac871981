/**
 * The history entry the page starts on, numbered before hydration (src/start/app.tsx, a start-up stage of its own).
 *
 * React Router's `BrowserRouter` numbers the entries it walks through (`history.state.idx`, to tell a step back from a
 * step forward) and numbers the first one with `history.replaceState` when it has no number: on every first visit,
 * inside the render of hydration's first slice. `replaceState` is a synchronous call into the browser: 0.3–9 ms at
 * full speed on this machine (measured in Chromium, three calls on each of four fresh pages), several times that on
 * a phone, added to a slice that is already the scheduler's 5 ms. Written here beforehand, in a task of its own, with
 * what React Router would write (the entry's state with `idx: 0`), the router finds the number and writes nothing.
 * An entry that has one (a reload, a step back into the site) is left as it is.
 */
export function numberHistoryEntry(history: History = window.history): void {
  try {
    const state = history.state as { idx?: unknown } | null;
    if (state?.idx == null) history.replaceState({ ...state, idx: 0 }, '');
  } catch {
    // A browser that refuses (a sandboxed document, too many calls): the router numbers the entry as before.
  }
}
