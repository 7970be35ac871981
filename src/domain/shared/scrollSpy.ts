/**
 * Scroll spy of the static pages' sticky tab bar: which section is active while the page scrolls.
 *
 * Rule: the activation line is the bottom edge of the sticky bar (plus a small tolerance). The active section
 * is the last one whose top has reached the line. Before any section reaches it, the first is active; when the
 * page is scrolled to the bottom, the last section is active (a short last section can never reach the line).
 */
export interface SectionBox {
  id: string;
  /** Distance of the section's top edge from the top of the viewport, in px (getBoundingClientRect().top). */
  top: number;
}

/** Sections within this many px below the line still count as reached (rounding of smooth scrolling). */
export const SCROLL_SPY_TOLERANCE_PX = 8;

export function activeSectionId(
  sections: readonly SectionBox[],
  activationLine: number,
  atPageBottom = false,
): string | undefined {
  if (sections.length === 0) return undefined;
  if (atPageBottom) return sections[sections.length - 1].id;
  let active = sections[0].id;
  for (const section of sections) {
    if (section.top <= activationLine + SCROLL_SPY_TOLERANCE_PX) active = section.id;
  }
  return active;
}

/** True when the page cannot scroll further down (within 2 px). */
export function isAtPageBottom(scrollY: number, viewportHeight: number, documentHeight: number): boolean {
  return documentHeight > viewportHeight && scrollY + viewportHeight >= documentHeight - 2;
}
