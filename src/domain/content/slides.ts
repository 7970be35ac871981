/** Slide arithmetic shared by the carousels (src/components/SnapCarousel.tsx and its behaviours). */

/** The slide after `index` (wrapping); `step` -1 goes back. */
export function wrapSlide(index: number, count: number, step: 1 | -1 = 1): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}
