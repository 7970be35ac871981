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

/** The glide's code (`glideToElement`, the category page's too), asked for on first use. */
const loadGlide = () => import(/* webpackChunkName: "section-glide" */ '@/components/glideToElement');

/** Loads the glide ahead of a click: the section menu first pressed or focused. */
export const preloadGlide = (): void => void loadGlide().catch(() => undefined);

/**
 * Scrolls smoothly so the element with `id` sits `offset` px below the top of the window, and keeps it there while
 * the page settles (the sections below the screen render as they near it): `glideToElement`, loaded on first use
 * (the category page's ./glideToSection does the same with the section's scroll margin; its own loader here keeps
 * each page's copy inlined in its chunk). Should the code not arrive, the browser's scroll still goes.
 */
export function scrollToSection(id: string, offset = SCROLL_OFFSET_PX): Promise<void> {
  const askedAt = window.scrollY;
  return loadGlide().then(
    ({ glideToElement }) => glideToElement(id, askedAt, offset),
    () => document.getElementById(id)?.scrollIntoView({ behavior: 'smooth', block: 'start' }),
  );
}
