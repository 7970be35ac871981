/**
 * The detail page's sections in the spec's order, each with its show-when rule (spec part 2, §2).
 */
import { hasVisibleHtml } from '@/components/SafeHtml';
import type { TourDetail } from '@/api';

export type TourSectionKey =
  'overview' | 'highlights' | 'itinerary' | 'inclusions' | 'suitability' | 'dates' | 'notes' | 'reviews';

export interface TourSection {
  key: TourSectionKey;
  /** Anchor id of the section (dates-prices and review are fixed by the spec). */
  id: string;
}

export const TOUR_SECTIONS: readonly TourSection[] = [
  { key: 'overview', id: 'overview' },
  { key: 'highlights', id: 'highlights' },
  { key: 'itinerary', id: 'itinerary' },
  { key: 'inclusions', id: 'inclusions' },
  { key: 'suitability', id: 'suitability' },
  { key: 'dates', id: 'dates-prices' },
  { key: 'notes', id: 'important-notes' },
  { key: 'reviews', id: 'review' },
];

type SectionInput = Pick<
  TourDetail,
  'highlights' | 'itineraries' | 'inclusions' | 'suitabilities' | 'dates' | 'notes'
>;

const nonBlank = (items: ReadonlyArray<{ content?: string | null }>) =>
  items.some((item) => (item.content ?? '').trim() !== '');

/** Notes that are shown: those with non-blank content. */
export function visibleNotes<T extends { content?: string | null }>(notes: readonly T[]): T[] {
  return notes.filter((note) => hasVisibleHtml(note.content));
}

export function isSectionVisible(key: TourSectionKey, tour: SectionInput): boolean {
  switch (key) {
    case 'overview':
    case 'reviews':
      return true;
    case 'highlights':
      return nonBlank(tour.highlights);
    case 'itinerary':
      return tour.itineraries.length > 0;
    case 'inclusions':
      return tour.inclusions.length > 0;
    case 'suitability':
      return nonBlank(tour.suitabilities);
    case 'dates':
      return tour.dates.length > 0;
    case 'notes':
      return visibleNotes(tour.notes).length > 0;
  }
}

export function visibleSections(tour: SectionInput): TourSection[] {
  return TOUR_SECTIONS.filter((section) => isSectionVisible(section.key, tour));
}

/** Anchor id of a section. */
export const sectionId = (key: TourSectionKey): string => TOUR_SECTIONS.find((s) => s.key === key)?.id ?? key;

/** Offset of smooth scrolling to a section (the sticky navigation's height). */
export const SCROLL_OFFSET_PX = 100;

/** How long a scroll to a section keeps its target in place while sections render or load on the way. */
export const SCROLL_WATCH_MS = 3000;

/** A visitor's own scrolling or pointing (a pointer press is also a touch's) ends the scroll: the page is theirs. */
const VISITOR_INPUT = ['wheel', 'keydown', 'pointerdown'] as const;

/** The glide's length: longer for a longer way, within what reads as one movement. */
export const glideMs = (distance: number): number => Math.min(800, 300 + Math.abs(distance) / 10);
const easeInOut = (t: number) => t * t * (3 - 2 * t);

/**
 * Scrolls smoothly so the element with `id` sits `offset` px below the top of the window, and keeps it there for
 * `SCROLL_WATCH_MS` while the page settles.
 *
 * The way is not known in advance: the sections below the screen render only as they near it (`content-visibility:
 * auto`, SectionShell) and stand in with an estimated height until then, and the page can be too short at first for
 * the target to reach its line. So the glide is driven here, one frame at a time, aiming each frame at where the
 * target is now (a browser's own smooth scroll keeps the place it was given); once there, a target that moves
 * (a section above rendered or loaded) is followed, and a page that grows past where the scroll had to stop lets it
 * go on. It never fights a scroll it did not make: the page is where this left it each frame, or the visitor (a
 * wheel, a key, a press or a touch: a scrollbar, a control scrolled into view) has taken over and it stops. With
 * reduced motion it jumps. While it runs, the browser's scroll anchoring is off: this does that job for the target.
 */
export function scrollToSection(id: string, offset = SCROLL_OFFSET_PX): void {
  const win = window;
  const root = document.documentElement;
  const aim = () => {
    const el = document.getElementById(id);
    // Within the page: the scroll stops at its end.
    return (
      el &&
      Math.max(
        0,
        Math.min(el.getBoundingClientRect().top + win.scrollY - offset, root.scrollHeight - win.innerHeight),
      )
    );
  };
  const jump = win.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  root.style.overflowAnchor = 'none';
  // The glide under way (from where, since when, for how long; `ms` < 0: none), where this left the page, the frame.
  let from = 0;
  let since = 0;
  let ms = -1;
  let left = -1;
  let began = -1;
  let frame = 0;
  const stop = () => {
    win.cancelAnimationFrame(frame);
    root.style.overflowAnchor = '';
    for (const type of VISITOR_INPUT) win.removeEventListener(type, stop, true);
  };
  const step = (now: number) => {
    if (began < 0) began = now;
    const target = aim();
    const y = win.scrollY;
    // Gone, done, or moved by someone else since the last frame.
    if (target == null || now - began > SCROLL_WATCH_MS || (left >= 0 && Math.abs(y - left) > 1))
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
    frame = win.requestAnimationFrame(step);
  };
  for (const type of VISITOR_INPUT) win.addEventListener(type, stop, { capture: true, passive: true });
  frame = win.requestAnimationFrame(step);
}
