/**
 * A slideshow on a SnapCarousel (./SnapCarousel) with one slide per view: `active` is the slide shown, `goTo(i)`
 * shows another (arrows, dots); every `intervalMs` it moves to the next one, wrapping, counted again from each
 * change. The track scrolls to the active slide, and a swipe or scroll by the visitor makes the slide it settles on
 * the active one. Pass `trackRef` to the carousel.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { wrapSlide } from '@/domain/content/slides';

export function useSlideshow(count: number, intervalMs: number) {
  const trackRef = useRef<HTMLUListElement | null>(null);
  const [chosen, setChosen] = useState(0);
  const active = count ? Math.min(chosen, count - 1) : 0;
  // The pending "scrolling has settled" check. A slide chosen by an arrow or a dot cancels it: else a check left from
  // the previous scroll, firing before the new smooth scroll has begun, would read the old position and go back.
  const settleTimer = useRef(0);
  const goTo = useCallback((index: number) => {
    window.clearTimeout(settleTimer.current);
    setChosen(index);
  }, []);

  useEffect(() => {
    if (count < 2) return undefined;
    const timer = window.setTimeout(() => goTo(wrapSlide(active, count)), intervalMs);
    return () => window.clearTimeout(timer);
  }, [active, count, intervalMs, goTo]);

  useEffect(() => {
    const track = trackRef.current;
    const slide = track?.children[active] as HTMLElement | undefined;
    if (track && slide && Math.abs(track.scrollLeft - slide.offsetLeft) > 1)
      track.scrollTo?.({ left: slide.offsetLeft, behavior: 'smooth' });
  }, [active]);

  useEffect(() => {
    const track = trackRef.current;
    if (!track || count < 2) return undefined;
    // The slide nearest the track's start, once the scrolling (a swipe, or a smooth scroll) has settled.
    const settled = () => {
      const slides = Array.from(track.children as HTMLCollectionOf<HTMLElement>);
      const distance = (slide: HTMLElement) => Math.abs(slide.offsetLeft - track.scrollLeft);
      setChosen(
        slides.reduce((best, slide, index) => (distance(slide) < distance(slides[best]!) ? index : best), 0),
      );
    };
    const onScroll = () => {
      window.clearTimeout(settleTimer.current);
      settleTimer.current = window.setTimeout(settled, 150);
    };
    track.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.clearTimeout(settleTimer.current);
      track.removeEventListener('scroll', onScroll);
    };
  }, [count]);

  return { trackRef, active, goTo };
}
