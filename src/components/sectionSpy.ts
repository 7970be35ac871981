/**
 * Which section of a page is being read, for the section nav's mark (SectionNav). Loaded with the visitor's first
 * scroll (the first paint marks the first section), so the tour and category pages' first load carries none of it.
 * The rule is the scroll spy's (src/domain/shared/scrollSpy.ts): the last section whose top has passed the line
 * under the header and the nav, or the last one at the page's bottom. Checked after scrolling and resizing, at most
 * once a frame.
 */
import { activeSectionId, isAtPageBottom } from '@/domain/shared/scrollSpy';

export function watchActiveSection(
  ids: readonly string[],
  /** The line under the header and the nav (the sections' scroll margin): below and from 640 px. */
  offsets: { xs: number; sm: number },
  onChange: (id: string) => void,
  /** The nav's row: when it scrolls sideways, the marked link is kept in view. */
  row: HTMLElement | null = null,
): () => void {
  let marked = '';
  const keepInView = (id: string) => {
    const link = row?.querySelector<HTMLElement>(`a[href="#${CSS.escape(id)}"]`);
    if (!row || !link || row.scrollWidth <= row.clientWidth) return;
    const left = link.offsetLeft - row.offsetLeft;
    if (left < row.scrollLeft || left + link.offsetWidth > row.scrollLeft + row.clientWidth)
      row.scrollTo({ left: Math.max(0, left - 48), behavior: 'smooth' });
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
    cancelAnimationFrame(frame);
  };
}
