import { useEffect, useState } from 'react';

/** The header search appears once the page is scrolled more than this many pixels. */
export const HEADER_SEARCH_SCROLL_THRESHOLD = 50;

/** The collapsed header search (a round button-sized box on phones, a short field from 640 px): its place is kept. */
export const HEADER_SEARCH_COLLAPSED_WIDTH = { xs: 40, sm: 140 } as const;

/**
 * Whether the window is scrolled more than `threshold` px (follows scrolling). False on the first render, as on the
 * server (hydration matches even when the browser restored a scrolled page); the effect reads the real position.
 */
export function useScrolledPast(threshold: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return past;
}
