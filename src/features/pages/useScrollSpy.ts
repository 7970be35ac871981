/**
 * The sticky tab bar's behaviour: clicking a tab scrolls to the section with that id; while the page scrolls,
 * an IntersectionObserver re-evaluates which section is active (rule: src/domain/scrollSpy.ts).
 *
 * The observer's root is shrunk by the height of the sticky header + tab bar, and sections follow each other
 * without gaps, so a section leaving (or entering) the area under the bar is exactly the moment the next one
 * reaches (or leaves) the activation line: the observer fires then, and the rule is applied to the sections'
 * current positions. After a click the clicked tab stays active while the smooth scroll runs.
 */
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { activeSectionId, isAtPageBottom } from '@/domain/scrollSpy';

const CLICK_LOCK_MS = 1200;

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/** Height of the site header when it stays on screen (sticky or fixed), else 0. */
function stickyHeaderHeight(): number {
  const header = document.querySelector('header');
  if (!header) return 0;
  const position = window.getComputedStyle(header).position;
  return position === 'sticky' || position === 'fixed' ? header.getBoundingClientRect().height : 0;
}

export interface ScrollSpy {
  active: string | undefined;
  scrollTo: (id: string) => void;
  /** CSS top of the sticky bar (below the site header). */
  stickyTop: number;
  /** scroll-margin-top for the sections (header + bar), so a scrolled-to section is not hidden under them. */
  scrollMargin: number;
}

export function useScrollSpy(ids: readonly string[], barRef: RefObject<HTMLElement | null>): ScrollSpy {
  const [active, setActive] = useState<string | undefined>(ids[0]);
  const [stickyTop, setStickyTop] = useState(0);
  const [barHeight, setBarHeight] = useState(48);
  const lock = useRef<{ id: string; until: number } | null>(null);
  const key = ids.join('|');

  // Measure the header and the bar (again when the window is resized).
  useEffect(() => {
    const measure = () => {
      setStickyTop(stickyHeaderHeight());
      if (barRef.current) setBarHeight(barRef.current.getBoundingClientRect().height || 48);
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [barRef]);

  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return undefined;
    const elements = key
      .split('|')
      .map((id) => document.getElementById(id))
      .filter((el): el is HTMLElement => el !== null);
    if (elements.length === 0) return undefined;

    const evaluate = () => {
      const line = barRef.current?.getBoundingClientRect().bottom ?? stickyTop + barHeight;
      const boxes = elements.map((el) => ({ id: el.id, top: el.getBoundingClientRect().top }));
      const atBottom = isAtPageBottom(
        window.scrollY,
        window.innerHeight,
        document.documentElement.scrollHeight,
      );
      const next = activeSectionId(boxes, line, atBottom);
      const held = lock.current;
      if (held && Date.now() < held.until && next !== held.id) return;
      lock.current = null;
      if (next) setActive(next);
    };

    const observer = new IntersectionObserver(evaluate, {
      rootMargin: `-${Math.round(stickyTop + barHeight)}px 0px 0px 0px`,
      threshold: [0, 0.25, 0.5, 0.75, 1],
    });
    elements.forEach((el) => observer.observe(el));
    return () => observer.disconnect();
  }, [key, barRef, stickyTop, barHeight]);

  const scrollTo = useCallback((id: string) => {
    const target = document.getElementById(id);
    if (!target) return;
    lock.current = { id, until: Date.now() + CLICK_LOCK_MS };
    setActive(id);
    target.scrollIntoView?.({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  }, []);

  // A page change (other ids) starts again at the first section.
  const current = active !== undefined && ids.includes(active) ? active : ids[0];
  return { active: current, scrollTo, stickyTop, scrollMargin: Math.round(stickyTop + barHeight) };
}
