/**
 * A smooth scroll to a page's section that ends where the section is, not where it was when the scroll began.
 */
import { prefersReducedMotion } from './reducedMotion';

/**
 * How long a glide keeps its target in place after it last moved (sections rendering or loading on the way, which on
 * a slow phone, or hydrating as they come near, can take seconds), and how long it does so at most.
 */
export const SCROLL_WATCH_MS = 3000;
const SCROLL_WATCH_MAX_MS = 3 * SCROLL_WATCH_MS;

/** A visitor's own scrolling or pointing (a pointer press is also a touch's) ends the scroll: the page is theirs. */
const VISITOR_INPUT = ['wheel', 'keydown', 'pointerdown'] as const;

/** The glide's length: longer for a longer way, within what reads as one movement. */
export const glideMs = (distance: number): number => Math.min(800, 300 + Math.abs(distance) / 10);
const easeInOut = (t: number) => t * t * (3 - 2 * t);

/**
 * Scrolls smoothly so the element with `id` sits `offset` px below the top of the window (by default, at its scroll
 * margin: under the sticky section menu), and keeps it there while the page settles, until it has stayed put for
 * `SCROLL_WATCH_MS` (at most `SCROLL_WATCH_MAX_MS`): a section menu's link (./glideToSection), the tour page's
 * scrollToSection.
 *
 * This code arrives on first use, after the click that asked for it (`askedAt`: the window's scroll then). If the
 * page has scrolled since (the visitor scrolling on, or a control they pressed meanwhile scrolled into view), the
 * page is theirs and nothing glides: a late glide would move what they are about to tap.
 *
 * The way is not known in advance: the sections below the screen render only as they near it (`content-visibility:
 * auto`: the tour's SectionShell, DeferredSection's skipOffscreen) and stand in with an estimated height until then,
 * and the page can be too short at first for the target to reach its line. So the glide is driven here, one frame at a time, aiming each frame at where the
 * target is now (a browser's own smooth scroll keeps the place it was given); once there, a target that moves
 * (a section above rendered or loaded) is followed, and a page that grows past where the scroll had to stop lets it
 * go on. It never fights a scroll it did not make: the page is where this left it each frame, or the visitor (a
 * wheel, a key, a press or a touch: a scrollbar, a control scrolled into view) has taken over and it stops. With
 * reduced motion it jumps. While it runs, the browser's scroll anchoring is off: this does that job for the target.
 */
export function glideToElement(id: string, askedAt: number, offset?: number): void {
  const win = window;
  const root = document.documentElement;
  const section = document.getElementById(id);
  if (Math.abs(win.scrollY - askedAt) > 1 || !section) return;
  const line = offset ?? (parseFloat(getComputedStyle(section).scrollMarginTop) || 0);
  const aim = () => {
    const el = document.getElementById(id);
    // Within the page: the scroll stops at its end.
    return (
      el &&
      Math.max(
        0,
        Math.min(el.getBoundingClientRect().top + win.scrollY - line, root.scrollHeight - win.innerHeight),
      )
    );
  };
  const jump = prefersReducedMotion();
  root.style.overflowAnchor = 'none';
  // The glide under way (from where, since when, for how long; `ms` < 0: none), where this left the page and how tall
  // the page was then, the frame.
  let from = 0;
  let since = 0;
  let ms = -1;
  let left = -1;
  let tall = 0;
  let began = -1;
  let still = -1;
  let frame = 0;
  const stop = () => {
    win.cancelAnimationFrame(frame);
    root.style.overflowAnchor = '';
    for (const type of VISITOR_INPUT) win.removeEventListener(type, stop, true);
  };
  const step = (now: number) => {
    if (began < 0) began = still = now;
    // The glide last ran (to the target, or after it when it moved) at `still`.
    if (ms >= 0) still = now;
    const target = aim();
    const y = win.scrollY;
    // Moved since the last frame by someone else; not when the page got shorter under it and the browser pulled the
    // scroll up to the page's new end (sections rendering smaller than their estimates: the glide goes on). A scroll
    // down to the end, or to it on a page that kept its height, is someone else's.
    const height = root.scrollHeight;
    const pulled = height < tall && y < left && y >= height - win.innerHeight - 1;
    const moved = left >= 0 && Math.abs(y - left) > 1 && !pulled;
    // Gone, done (the target still for a while, or the longest watch over), or moved by someone else.
    if (target == null || now - still > SCROLL_WATCH_MS || now - began > SCROLL_WATCH_MAX_MS || moved)
      return stop();
    if (ms < 0 && Math.abs(target - y) > 1) {
      from = y;
      since = now;
      ms = jump ? 0 : glideMs(target - y);
    }
    if (ms >= 0) {
      const t = ms && Math.min(1, (now - since) / ms);
      win.scrollTo({ top: from + (target - from) * (ms ? easeInOut(t) : 1), behavior: 'instant' });
      if (!ms || t === 1) ms = -1;
    }
    left = win.scrollY;
    tall = root.scrollHeight;
    frame = win.requestAnimationFrame(step);
  };
  for (const type of VISITOR_INPUT) win.addEventListener(type, stop, { capture: true, passive: true });
  frame = win.requestAnimationFrame(step);
}
