/**
 * Autoplay for a SnapCarousel (./SnapCarousel): moves one slide every `intervalMs`, wraps to the start after the
 * last one (loop), pauses while hovered or focused and stops for good once the visitor scrolls, touches or uses the
 * keyboard on it. Off for visitors who prefer reduced motion. Pass the returned ref to the carousel as `trackRef`.
 */
import { useEffect, useRef } from 'react';
import { prefersReducedMotion } from './reducedMotion';

export function useCarouselAutoplay(intervalMs: number, gap: number, count: number) {
  const trackRef = useRef<HTMLUListElement | null>(null);
  useEffect(() => {
    const track = trackRef.current;
    if (!track || count < 2) return undefined;
    if (prefersReducedMotion()) return undefined;
    let paused = false;
    let stopped = false;
    const timer = window.setInterval(() => {
      if (paused || stopped) return;
      const slide = track.firstElementChild as HTMLElement | null;
      const step = slide ? slide.getBoundingClientRect().width + gap : track.clientWidth;
      const atEnd = track.scrollLeft + track.clientWidth >= track.scrollWidth - 2;
      track.scrollTo?.({ left: atEnd ? 0 : track.scrollLeft + step, behavior: 'smooth' });
    }, intervalMs);
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
  }, [intervalMs, gap, count]);
  return trackRef;
}
