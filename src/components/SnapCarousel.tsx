/**
 * One carousel primitive: a horizontally scrolling list that snaps to its slides (CSS scroll-snap, so it renders
 * and scrolls without any script, on the server too). Slides per view are given per breakpoint (fractions show
 * that there is more). Optional autoplay moves one slide every `autoplayMs`, wraps to the start after the last
 * one (loop), pauses while hovered or focused and stops for good once the visitor scrolls, touches or uses the
 * keyboard on it. Autoplay is off for visitors who prefer reduced motion.
 */
import { useCallback, useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { styled } from '@mui/material/styles';
import IconButton from '@mui/material/IconButton';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';

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
  autoplayMs?: number;
  'aria-label'?: string;
  /** 'ol' for a ranked or ordered row. */
  component?: 'ul' | 'ol';
  /** The scrolling track, for controls outside the carousel (see useCarouselScroll). */
  trackRef?: RefObject<HTMLUListElement | null>;
  'data-testid'?: string;
}

/**
 * Previous / next controls for a SnapCarousel: pass `trackRef` to the carousel and call `scroll(-1 | 1)`. A step is
 * `step` px, else one slide and its gap.
 */
export function useCarouselScroll(step?: number) {
  const trackRef = useRef<HTMLUListElement | null>(null);
  const scroll = useCallback(
    (direction: 1 | -1) => {
      const track = trackRef.current;
      if (!track) return;
      const slide = track.firstElementChild as HTMLElement | null;
      const gap = Number.parseFloat(getComputedStyle(track).columnGap) || 0;
      const distance = step ?? (slide ? slide.getBoundingClientRect().width + gap : track.clientWidth * 0.8);
      track.scrollBy?.({ left: direction * distance, behavior: 'smooth' });
    },
    [step],
  );
  return { trackRef, scroll };
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
  autoplayMs,
  'aria-label': label,
  component = 'ul',
  trackRef,
  'data-testid': testId,
}: SnapCarouselProps<T>) {
  const ref = useRef<HTMLUListElement | null>(null);
  const setTrack = useCallback(
    (element: HTMLUListElement | null) => {
      ref.current = element;
      if (trackRef) trackRef.current = element;
    },
    [trackRef],
  );

  useEffect(() => {
    const track = ref.current;
    if (!track || !autoplayMs || items.length < 2) return undefined;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return undefined;
    let paused = false;
    let stopped = false;
    const timer = window.setInterval(() => {
      if (paused || stopped) return;
      const slide = track.firstElementChild as HTMLElement | null;
      const step = slide ? slide.getBoundingClientRect().width + gap : track.clientWidth;
      const atEnd = track.scrollLeft + track.clientWidth >= track.scrollWidth - 2;
      track.scrollTo?.({ left: atEnd ? 0 : track.scrollLeft + step, behavior: 'smooth' });
    }, autoplayMs);
    const pause = () => (paused = true);
    const resume = () => (paused = track.contains(document.activeElement));
    const stop = () => (stopped = true);
    const listeners: Array<[string, () => void]> = [
      ['mouseenter', pause],
      ['mouseleave', resume],
      ['focusin', pause],
      ['focusout', resume],
      ['pointerdown', stop],
      ['wheel', stop],
      ['touchstart', stop],
      ['keydown', stop],
    ];
    for (const [type, fn] of listeners) track.addEventListener(type, fn, { passive: true });
    return () => {
      window.clearInterval(timer);
      for (const [type, fn] of listeners) track.removeEventListener(type, fn);
    };
  }, [autoplayMs, gap, items.length]);

  const widths =
    'fixed' in slidesPerView ? { width: `${slidesPerView.fixed}px` } : slideWidths(slidesPerView, gap);

  return (
    <Track as={component} ref={setTrack} aria-label={label} data-testid={testId} style={{ gap }}>
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

const Arrows = styled('div', {
  label: 'CarouselArrows',
  shouldForwardProp: (prop) => prop !== 'desktopOnly',
})<{ desktopOnly?: boolean }>(({ theme, desktopOnly }) => ({
  display: 'flex',
  gap: 8,
  ...(desktopOnly ? { [theme.breakpoints.down('md')]: { display: 'none' } } : null),
}));

const ArrowButton = styled(IconButton, { label: 'CarouselArrow' })(({ theme }) => ({
  border: `1px solid ${theme.palette.divider}`,
}));

/** The previous / next buttons of a carousel (48 px targets with their labels). */
export function CarouselArrows({
  onScroll,
  previousLabel,
  nextLabel,
  desktopOnly,
}: {
  onScroll: (direction: 1 | -1) => void;
  previousLabel: string;
  nextLabel: string;
  /** Hidden under the md breakpoint, where the row is swiped. */
  desktopOnly?: boolean;
}) {
  return (
    <Arrows desktopOnly={desktopOnly}>
      <ArrowButton aria-label={previousLabel} onClick={() => onScroll(-1)}>
        <ChevronLeft />
      </ArrowButton>
      <ArrowButton aria-label={nextLabel} onClick={() => onScroll(1)}>
        <ChevronRight />
      </ArrowButton>
    </Arrows>
  );
}
