import { useEffect, useRef, useState } from 'react';

/**
 * True once the element comes within `rootMargin` of the viewport (at once where IntersectionObserver is
 * missing, e.g. jsdom). Below-the-fold parts of the home page load their code only then.
 */
export function useNearViewport<T extends HTMLElement = HTMLDivElement>(rootMargin = '200px') {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (near || !ref.current) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin },
    );
    observer.observe(ref.current);
    return () => observer.disconnect();
  }, [near, rootMargin]);
  return [ref, near] as const;
}
