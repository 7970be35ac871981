/**
 * Which section of a page is being read, for the section nav's mark (SectionNav). Loaded with the visitor's first
 * scroll (the first paint marks the first section), so the tour and category pages' first load carries none of it.
 * The rule is the scroll spy's (src/domain/shared/scrollSpy.ts): the last section whose top has passed the line
 * under the header and the nav, or the last one at the page's bottom. Checked after scrolling and resizing, at most
 * once a frame.
 */
import { activeSectionId, isAtPageBottom } from '@/domain/shared/scrollSpy';

/**
 * How long the nav's row stays where the visitor scrolled it (ms): a mark that changes meanwhile does not move it.
 * Also how long its own glide to a marked link takes at most (a smooth scroll), whose scroll events are not the
 * visitor's.
 */
export const ROW_HELD_MS = 1000;

export function watchActiveSection(
  ids: readonly string[],
  /** The line under the header and the nav (the sections' scroll margin): below and from 640 px. */
  offsets: { xs: number; sm: number },
  onChange: (id: string) => void,
  /**
   * The nav's row: when it scrolls sideways, the marked link is kept in view, unless the visitor has just scrolled
   * it (a swipe, an arrow, a link scrolled into view to be tapped) — the row is theirs then, and moving it under
   * their finger would send the tap to another link.
   */
  row: HTMLElement | null = null,
): () => void {
  let marked = '';
  // The row's own glide lasts until `gliding`; the visitor last scrolled it at `heldSince`. This module arrives with
  // the page's first scroll, which may have been the row's: a row already scrolled from its start counts as held.
  let gliding = 0;
  let heldSince = row && row.scrollLeft > 0 ? performance.now() : -Infinity;
  const onRowScroll = () => {
    const now = performance.now();
    if (now > gliding) heldSince = now;
  };
  row?.addEventListener('scroll', onRowScroll, { passive: true });
  const keepInView = (id: string) => {
    const link = row?.querySelector<HTMLElement>(`a[href="#${CSS.escape(id)}"]`);
    if (!row || !link || row.scrollWidth <= row.clientWidth) return;
    if (performance.now() - heldSince < ROW_HELD_MS) return;
    const left = link.offsetLeft - row.offsetLeft;
    if (left < row.scrollLeft || left + link.offsetWidth > row.scrollLeft + row.clientWidth) {
      gliding = performance.now() + ROW_HELD_MS;
      row.scrollTo({ left: Math.max(0, left - 48), behavior: 'smooth' });
    }
  };
  let frame = 0;
  const check = () => {
    frame = 0;
    const boxes = ids
      .map((id) => document.getElementById(id))
      .filter((el): el is HTMLElement => el !== null)
      .map((el) => ({ id: el.id, top: el.getBoundingClientRect().top }));
    const atBottom = isAtPageBottom(
      window.scrollY,
      window.innerHeight,
      document.documentElement.scrollHeight,
    );
    const line = (window.innerWidth >= 640 ? offsets.sm : offsets.xs) + 1;
    const active = activeSectionId(boxes, line, atBottom);
    if (!active || active === marked) return;
    marked = active;
    onChange(active);
    keepInView(active);
  };
  const schedule = () => {
    if (!frame) frame = requestAnimationFrame(check);
  };
  window.addEventListener('scroll', schedule, { passive: true });
  window.addEventListener('resize', schedule, { passive: true });
  schedule();
  return () => {
    window.removeEventListener('scroll', schedule);
    window.removeEventListener('resize', schedule);
    row?.removeEventListener('scroll', onRowScroll);
    cancelAnimationFrame(frame);
  };
}
