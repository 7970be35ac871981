/**
 * The floating contact button keeps clear of the page: whenever a control lies under it — a button, a link, a
 * field, a heading, a sticky action bar — it moves up to the nearest clear spot on the right edge (never into the
 * upper half of the screen), or, when there is none, tucks into a slim tab in the window's edge gutter, still one
 * tap away (the footer reserves a clear spot at every page's end); so it is while a picker, a suggestion list, a
 * menu or a dialog is open. It is checked after every scroll, resize, tap, key, portal (picker, dialog, menu) opening
 * or closing and section starting to be drawn (a box's own scroll or drawing only when the box reaches the button's
 * spots), at most every 100 ms, by hit-testing a grid of points over the button's box (what a tap there would reach
 * without the button).
 */

/** What a visitor may want to use or find: a control, a heading, or anything in an open picker, menu or dialog. */
const CONTROL =
  'a[href],button,input,select,textarea,summary,label,h1,h2,h3,h4,h5,h6,[role="button"],[role="link"],' +
  '[role="option"],[role="gridcell"],[role="tab"],[role="checkbox"],[role="radio"],[role="menuitem"],' +
  '[role="slider"],[role="dialog"],[role="listbox"],[role="menu"],[role="tooltip"],[role="grid"],' +
  '[tabindex]:not([tabindex="-1"])';

/**
 * Whether `element`, found under the button, is something the button must not cover: a control (or an image in
 * one), a heading, or part of an open picker, menu or dialog. Running text may pass under the button while the page
 * scrolls (it reads on a line later), as on every tour operator's site; the footer keeps a clear spot at the end.
 */
export function isContent(element: Element): boolean {
  return element.closest(CONTROL) !== null;
}

/** How far beyond the button's box a spot is tested (px): a control that close to the button counts as under it. */
const PROBE_MARGIN = 6;

/** The points of a box that are tested: a 5 × 5 grid over the box grown by a margin (edges included). */
export function probePoints(
  box: { left: number; top: number; right: number; bottom: number },
  margin = PROBE_MARGIN,
) {
  const l = box.left - margin;
  const t = box.top - margin;
  const w = box.right + margin - l;
  const h = box.bottom + margin - t;
  const points: Array<readonly [number, number]> = [];
  for (let i = 0; i <= 4; i += 1) {
    for (let j = 0; j <= 4; j += 1) points.push([l + (w * i) / 4, t + (h * j) / 4]);
  }
  return points;
}

/**
 * What a tap at (x, y) would reach if the button were not there: the topmost element beneath it. The button lets
 * taps through while it is asked (`pointer-events: none`, see `withTapsThrough`), so one hit test finds it; should
 * the button still be hit (a part of it that takes taps of its own), the whole stack is read instead.
 */
function beneath(button: HTMLElement, doc: Document, x: number, y: number): Element[] {
  const top = doc.elementFromPoint(x, y);
  if (top === null) return [];
  if (top !== button && !button.contains(top)) return [top];
  return doc.elementsFromPoint(x, y).filter((element) => element !== button && !button.contains(element));
}

/**
 * Runs `ask` while the button lets taps through to the page beneath it: the hit tests then stop at the first
 * element (a stack of every element under each point took two to three times as long: 5-18 ms against 3-9 ms at
 * full speed for every point of every lift on the tour, search and home pages). Put back before any frame, so
 * nothing is drawn or hovered differently.
 */
function withTapsThrough<T>(button: HTMLElement, ask: () => T): T {
  const before = button.style.pointerEvents;
  button.style.pointerEvents = 'none';
  try {
    return ask();
  } finally {
    button.style.pointerEvents = before;
  }
}

/** Whether anything but the button itself lies under `box` (hit-tested through, beneath the button). */
export function coversSomething(
  button: HTMLElement,
  box: { left: number; top: number; right: number; bottom: number } = button.getBoundingClientRect(),
  doc: Document = button.ownerDocument,
): boolean {
  if (typeof doc.elementFromPoint !== 'function' || typeof doc.elementsFromPoint !== 'function') return false;
  if (box.right - box.left <= 0 || box.bottom - box.top <= 0) return false;
  return withTapsThrough(button, () =>
    probePoints(box).some(([x, y]) => beneath(button, doc, x, y).some(isContent)),
  );
}

/** How far up the button may be lifted from its place to find a clear spot (px): a few steps of its size. */
export const LIFTS = [0, 64, 128, 192, 256] as const;

/**
 * The lift (px above its place) of the first clear spot for the button, from its own place upwards; null when every
 * spot covers something (the button then steps aside). `lifted` is how far it is lifted now.
 */
export function clearLift(button: HTMLElement, lifted: number, viewportHeight: number): number | null {
  const base = placeOf(button, lifted);
  // Every spot is asked with the button letting taps through once (not once per spot).
  return withTapsThrough(button, () => {
    for (const lift of LIFTS) {
      if (base.top - lift < viewportHeight * 0.45) break; // never up into the upper half of the screen
      const box = { ...base, top: base.top - lift, bottom: base.bottom - lift };
      if (!coversSomething(button, box)) return lift;
    }
    return null;
  });
}

/**
 * The button's place (where it sits unlifted): its box now, moved back down by the lift it shows now. While it glides
 * to its last place (a transition), that is part of the way, not `lifted`, and spots reckoned from `lifted` would be
 * off by the rest of the way.
 */
function placeOf(button: HTMLElement, lifted: number) {
  const now = button.getBoundingClientRect();
  const shown = shownLift(button) ?? lifted;
  return { left: now.left, right: now.right, top: now.top + shown, bottom: now.bottom + shown };
}

/**
 * How far up the button is drawn at this moment (px), read from its computed transform (mid-transition, the value
 * of that frame); null when the browser cannot say (no `DOMMatrixReadOnly`, or no computed transform).
 */
function shownLift(button: HTMLElement): number | null {
  const view = button.ownerDocument.defaultView;
  const transform = view?.getComputedStyle(button).transform;
  if (transform === 'none') return 0;
  if (!view || !transform || typeof view.DOMMatrixReadOnly !== 'function') return null;
  return -new view.DOMMatrixReadOnly(transform).m42;
}

/** An open picker, suggestion list, menu or dialog (other than `except`'s own): the button then tucks away. */
const POPUP = '[role="dialog"],[role="listbox"],[role="menu"],[role="tooltip"]';

export function popupOpen(doc: Document, except?: Element | null): boolean {
  for (const element of Array.from(doc.querySelectorAll(POPUP))) {
    if (except && except.contains(element)) continue;
    if (isShown(element)) return true;
  }
  return false;
}

/**
 * Laid out and not hidden. A modal rendered ahead of its first opening and kept in the page closed (the reviews
 * modal's warm-up) has a layout box but `visibility: hidden`: it is not open, and must not tuck the button away.
 */
function isShown(element: Element): boolean {
  if (element.getClientRects().length === 0) return false;
  const view = element.ownerDocument.defaultView;
  return !view || view.getComputedStyle(element).visibility !== 'hidden';
}

/**
 * Where the button goes: `{ lift }` px up to a clear spot, or `'tucked'` (a slim tab in the window's edge gutter,
 * still one tap away) when no spot is clear or while a picker, list, menu or dialog is open.
 */
export type KeepClearPlace = { lift: number } | 'tucked';

export function placeFor(button: HTMLElement, lifted: number, viewportHeight: number): KeepClearPlace {
  if (popupOpen(button.ownerDocument)) return 'tucked';
  const lift = clearLift(button, lifted, viewportHeight);
  return lift === null ? 'tucked' : { lift };
}

const samePlace = (a: KeepClearPlace | undefined, b: KeepClearPlace) =>
  typeof a === 'object' && typeof b === 'object' ? a.lift === b.lift : a === b;

/**
 * A section the browser skips drawing while it is off screen (`content-visibility: auto`: the footer, a long page's
 * lower sections, the search page's later cards) is drawn from the frame after it comes near, and a hit test before
 * that finds its empty box. A jump (a link to the page's end, a scroll to a spot) can bring it under the button with
 * the last check already done: it is checked again when the browser says it has started (or stopped) drawing it.
 */
const DRAWN = 'contentvisibilityautostatechange';

/**
 * Whether a change in `target` (a scroll, a section starting to be drawn) can change what lies under the button's
 * spots: the page's own scroll, or a box that reaches the band the spots are taken from (the button's column, from
 * its place up to its highest lift). A box's scroll moves only what is inside it, so one that ends above that band or
 * beside it changes nothing there. `lifted` is how far the button is lifted now (its place is that much lower than
 * the box it is drawn in).
 */
export function reachesSpots(button: HTMLElement, target: EventTarget | null, lifted = 0): boolean {
  const doc = button.ownerDocument;
  const view = doc.defaultView;
  if (!view || !(target instanceof view.Element) || target === doc.documentElement || target === doc.body)
    return true;
  const box = target.getBoundingClientRect();
  const place = placeOf(button, lifted);
  // Tucked, the button is a narrow tab: its full width (at least as tall as wide) is what comes back out.
  const size = Math.max(place.right - place.left, place.bottom - place.top);
  const left = place.right - size - PROBE_MARGIN;
  const top = place.top - LIFTS[LIFTS.length - 1] - PROBE_MARGIN;
  return (
    box.right > left &&
    box.left < place.right + PROBE_MARGIN &&
    box.bottom > top &&
    box.top < place.bottom + PROBE_MARGIN
  );
}

/**
 * Watches the page and calls `onChange(place)` when the button's place changes. Returns the function that stops
 * watching.
 */
export function watchKeepClear(button: HTMLElement, onChange: (place: KeepClearPlace) => void): () => void {
  const win = button.ownerDocument.defaultView;
  if (!win) return () => undefined;
  let timer = 0;
  let later = 0;
  let last = 0;
  let place: KeepClearPlace | undefined;
  // Whether anything but a scroll has happened since the last settled check; where the page was at the last check.
  let changed = true;
  let scrolledTo = '';
  const scrollPosition = () => `${win.scrollX},${win.scrollY}`;
  const liftedNow = () => (typeof place === 'object' ? place.lift : 0);
  const check = () => {
    timer = 0;
    last = Date.now();
    scrolledTo = scrollPosition();
    const next = placeFor(button, liftedNow(), win.innerHeight);
    if (!samePlace(place, next)) {
      place = next;
      onChange(next);
    }
  };
  // The check once things have settled is for what moves without an event (a transition, a chunk's content). After
  // scrolling alone it would see what the last check saw: a check always runs after the last scroll event (one is
  // asked for by every event that comes after a check), and a scroll moves nothing else. Skipped then: it is a long
  // task on a slow phone (tens of milliseconds of hit tests), and 400 ms after a scroll stops is when a tap comes.
  const settledCheck = () => {
    const moved = changed || scrolledTo !== scrollPosition();
    changed = false;
    if (moved) check();
  };
  // At most one check every CHECK_EVERY_MS, and one more once things have settled (a picker's chunk arriving, a
  // transition ending). Each runs after the next frame has been drawn: a timer alone may run before it, and its hit
  // tests (a few milliseconds at full speed, ten times that on a slow phone) would then hold the frame that shows
  // what a tap did.
  const afterNextFrame = (run: () => void) => () => win.requestAnimationFrame(() => win.setTimeout(run, 0));
  const schedule = (event?: Event | MutationRecord[]) => {
    const type = event instanceof win.Event ? event.type : 'mutation';
    // A box scrolling, or starting or stopping to be drawn, far from the button (the home banner's slides, a row of
    // cards, a long page's lower section) changes nothing under it.
    if ((type === 'scroll' || type === DRAWN) && !reachesSpots(button, (event as Event).target, liftedNow()))
      return;
    if (type !== 'scroll') changed = true;
    if (!timer)
      timer = win.setTimeout(afterNextFrame(check), Math.max(0, CHECK_EVERY_MS - (Date.now() - last)));
    win.clearTimeout(later);
    later = win.setTimeout(afterNextFrame(settledCheck), SETTLED_MS);
  };
  const options = { passive: true, capture: true } as const;
  const events = ['scroll', 'resize', 'click', 'keyup', 'focusin', DRAWN] as const;
  events.forEach((type) => win.addEventListener(type, schedule, options));
  // Pickers, menus, dialogs and sections that open or arrive add elements to the page.
  const observer = new win.MutationObserver(schedule);
  observer.observe(button.ownerDocument.body, { childList: true, subtree: true });
  schedule();
  return () => {
    events.forEach((type) => win.removeEventListener(type, schedule, options));
    observer.disconnect();
    win.clearTimeout(timer);
    win.clearTimeout(later);
  };
}

const CHECK_EVERY_MS = 100;
const SETTLED_MS = 400;

/**
 * Puts the button in its place with inline styles (this chunk's, so the page's first load carries none of it):
 * lifted by `translateY`, or tucked into the window's edge gutter as a 24 × 56 px tab (16 px showing on phones,
 * whose gutter is 16 px).
 */
export function applyPlace(button: HTMLElement, place: KeepClearPlace): void {
  const tucked = place === 'tucked';
  const phone = (button.ownerDocument.defaultView?.innerWidth ?? 1024) < 640;
  button.style.transform = typeof place === 'object' && place.lift ? `translateY(-${place.lift}px)` : '';
  button.style.right = tucked ? (phone ? '-8px' : '0px') : '';
  button.style.width = tucked ? '24px' : '';
  button.style.borderRadius = tucked ? '12px 0 0 12px' : '';
  button.style.justifyContent = tucked && phone ? 'flex-start' : '';
  button.style.paddingLeft = tucked && phone ? '1px' : '';
  button.dataset.place = tucked ? 'tucked' : '';
  const icon = button.querySelector<SVGElement>('svg');
  if (icon) icon.style.fontSize = tucked ? '14px' : '';
}

/** Watches the page and keeps the button in its place (the contact widget's one call). */
export function keepClear(button: HTMLElement): () => void {
  return watchKeepClear(button, (place) => applyPlace(button, place));
}
