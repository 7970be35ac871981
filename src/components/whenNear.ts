/**
 * Runs `run` once, the first time `node` comes within `margin` px (above or below) of the viewport: for work a
 * visitor will want when they get there (hydrating a section, warming a modal). Returns a cancel function (an
 * effect's cleanup). Without IntersectionObserver (old browsers, jsdom) it never runs: callers keep a fallback.
 */
export function whenNear(node: Element, margin: number, run: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') return () => {};
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      run();
    },
    { rootMargin: `${margin}px 0px` },
  );
  observer.observe(node);
  return () => observer.disconnect();
}
