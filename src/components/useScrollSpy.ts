/**
 * The scroll spy of a sticky section nav (SectionTabs): clicking an item scrolls to the section with that id;
 * while the page scrolls, an IntersectionObserver re-evaluates which section is active (rule:
 * src/domain/shared/scrollSpy.ts).
 *
 * The activation line is the theme's offset under the header and the section nav (`belowSectionNav`), the same
 * offset the sections keep as their scroll margin, so nothing is measured at run time and a scrolled-to section is
 * active exactly where it stops. The observer's root is shrunk by it, and sections follow each other without gaps,
 * so a section leaving (or entering) the area under the bar is exactly the moment the next one reaches (or
 * leaves) the line: the observer fires then, and the rule is applied to the sections' current positions. After a
 * click the clicked item stays active while the smooth scroll runs.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTheme } from '@mui/material/styles';
import { belowSectionNav } from '@/lib/theme';
import { activeSectionId, isAtPageBottom } from '@/domain/shared/scrollSpy';
import { prefersReducedMotion } from './reducedMotion';

const CLICK_LOCK_MS = 1200;

export interface ScrollSpy {
  active: string | undefined;
  scrollTo: (id: string) => void;
}

export function useScrollSpy(ids: readonly string[]): ScrollSpy {
  const theme = useTheme();
  const [active, setActive] = useState<string | undefined>(ids[0]);
  const lock = useRef<{ id: string; until: number } | null>(null);
  const key = ids.join('|');

  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return undefined;
    const elements = key
      .split('|')
      .map((id) => document.getElementById(id))
      .filter((el): el is HTMLElement => el !== null);
    if (elements.length === 0) return undefined;

    const offsets = belowSectionNav(theme);
    const wide =
      typeof window.matchMedia === 'function'
        ? window.matchMedia(theme.breakpoints.up('sm').replace(/^@media\s*/, ''))
        : null;
    let observer: IntersectionObserver | null = null;

    const evaluate = (line: number) => {
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

    // The line follows the header's height at this width (the theme's token): a new observer when it changes.
    const observe = () => {
      observer?.disconnect();
      const line = wide?.matches ? offsets.sm : offsets.xs;
      observer = new IntersectionObserver(() => evaluate(line), {
        rootMargin: `-${line}px 0px 0px 0px`,
        threshold: [0, 0.25, 0.5, 0.75, 1],
      });
      elements.forEach((el) => observer?.observe(el));
    };
    observe();
    wide?.addEventListener?.('change', observe);
    return () => {
      wide?.removeEventListener?.('change', observe);
      observer?.disconnect();
    };
  }, [key, theme]);

  const scrollTo = useCallback((id: string) => {
    const target = document.getElementById(id);
    if (!target) return;
    lock.current = { id, until: Date.now() + CLICK_LOCK_MS };
    setActive(id);
    target.scrollIntoView?.({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  }, []);

  // A page change (other ids) starts again at the first section.
  const current = active !== undefined && ids.includes(active) ? active : ids[0];
  return { active: current, scrollTo };
}
