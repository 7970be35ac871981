/**
 * One carousel primitive: a horizontally scrolling list that snaps to its slides (CSS scroll-snap, so it renders
 * and scrolls without any script, on the server too). Slides per view are given per breakpoint (fractions show
 * that there is more). Its behaviours are separate modules, so a page loads only those it uses; each works on the
 * carousel's track (`trackRef`):
 * - `CarouselArrows` + `useCarouselScroll` (./CarouselArrows): previous / next buttons;
 * - `useCarouselAutoplay` (./useCarouselAutoplay): moves one slide at a time on a timer, loops, pauses and stops
 *   when the visitor takes over;
 * - `useSlideshow` (./useSlideshow): one slide per view steered by an index (timer, arrows, dots), swipes reported.
 */
import { type ReactNode, type RefObject } from 'react';
import { styled } from '@mui/material/styles';

export interface SnapCarouselProps<T> {
  items: readonly T[];
  getKey: (item: T) => string | number;
  renderItem: (item: T, index: number) => ReactNode;
  /**
   * Slides per view from a minimum width (px) up, e.g. { 0: 1.5, 640: 2.2, 1024: 4, 1280: 5.5 }; or a fixed
   * slide width in px (the slide's own content decides the rest).
   */
  slidesPerView: Record<number, number> | { fixed: number };
  /** Gap between slides in px. */
  gap?: number;
  'aria-label'?: string;
  /** 'ol' for a ranked or ordered row. */
  component?: 'ul' | 'ol';
  /** The scrolling track, for controls outside the carousel (see useCarouselScroll). */
  trackRef?: RefObject<HTMLUListElement | null>;
  /**
   * The track is a stop of the keyboard (arrow keys then scroll it): for a carousel whose slides may hold nothing
   * focusable, such as a slideshow whose other slides are inert. A scrolling region with nothing to focus cannot be
   * scrolled from the keyboard (WCAG 2.1.1; axe's scrollable-region-focusable).
   */
  focusable?: boolean;
  'data-testid'?: string;
}

const Track = styled('ul', { label: 'SnapCarouselTrack' })({
  position: 'relative',
  display: 'flex',
  listStyle: 'none',
  margin: 0,
  padding: '0 0 8px',
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
  overscrollBehaviorX: 'contain',
  scrollbarWidth: 'thin',
  '& > li': { flexShrink: 0, scrollSnapAlign: 'start' },
});

/** CSS width of one slide for `perView` slides with `gap` px between them. */
export function slideWidth(perView: number, gap: number): string {
  return `calc((100% - ${(Math.ceil(perView) - 1) * gap}px) / ${perView})`;
}

export function SnapCarousel<T>({
  items,
  getKey,
  renderItem,
  slidesPerView,
  gap = 16,
  'aria-label': label,
  component = 'ul',
  trackRef,
  focusable = false,
  'data-testid': testId,
}: SnapCarouselProps<T>) {
  const widths =
    'fixed' in slidesPerView ? { width: `${slidesPerView.fixed}px` } : slideWidths(slidesPerView, gap);

  return (
    <Track
      as={component}
      ref={trackRef}
      aria-label={label}
      data-testid={testId}
      tabIndex={focusable ? 0 : undefined}
      style={{ gap }}
    >
      {items.map((item, index) => (
        <SlideItem key={getKey(item)} widths={widths}>
          {renderItem(item, index)}
        </SlideItem>
      ))}
    </Track>
  );
}

type Widths = Record<string, string | Record<string, string>>;

/** The slide's width rules: the smallest breakpoint as the base, the others as min-width media queries. */
export function slideWidths(slidesPerView: Record<number, number>, gap: number): Widths {
  const rules: Widths = {};
  const steps = Object.entries(slidesPerView)
    .map(([min, perView]) => [Number(min), perView] as const)
    .sort((a, b) => a[0] - b[0]);
  steps.forEach(([min, perView], index) => {
    const width = slideWidth(perView, gap);
    if (index === 0) rules.width = width;
    else rules[`@media (min-width:${min}px)`] = { width };
  });
  return rules;
}

/** A slide; the same configuration gives the same class (styles are made once, not per render of a list). */
const SlideItem = styled('li', {
  label: 'SnapCarouselSlide',
  shouldForwardProp: (prop) => prop !== 'widths',
})<{
  widths: Widths;
}>(({ widths }) => widths);
