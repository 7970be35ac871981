/**
 * A below-the-fold section whose code loads when the visitor comes near it (IntersectionObserver, 400 px
 * ahead). Until then an empty block with the section's anchor id holds its place, so the navigation and
 * "scroll to" links work at once. Without IntersectionObserver (old browsers, jsdom) it renders at once.
 */
import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';

const LOAD_AHEAD = '400px 0px';

export function DeferredSection({ id, minHeight = 480, children }: { id: string; minHeight?: number; children: ReactNode }) {
  const [visible, setVisible] = useState(() => typeof IntersectionObserver === 'undefined');
  const ref = useRef<HTMLDivElement | null>(null);

  useEffect(() => {
    if (visible || !ref.current) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setVisible(true);
      },
      { rootMargin: LOAD_AHEAD },
    );
    observer.observe(ref.current);
    return () => observer.disconnect();
  }, [visible]);

  const placeholder = <Box id={id} ref={ref} aria-busy="true" sx={{ minHeight, scrollMarginTop: 100 }} />;
  if (!visible) return placeholder;
  return <Suspense fallback={<Box id={id} aria-busy="true" sx={{ minHeight, scrollMarginTop: 100 }} />}>{children}</Suspense>;
}
