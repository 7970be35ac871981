/** Whether the visitor asked for less motion (no glides, no autoplay, no smooth scrolls). */
export function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}
