/**
 * Renders its (lazily loaded) children only once the place comes near the screen, keeping `minHeight`
 * reserved meanwhile so the layout does not jump. Keeps the home page's first load small.
 */
import { Suspense, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { useNearViewport } from '../hooks/useNearViewport';

export function DeferredSection({ minHeight, children }: { minHeight: number; children: ReactNode }) {
  const [ref, near] = useNearViewport<HTMLDivElement>('150px');
  const placeholder = <Box sx={{ minHeight }} />;
  return (
    <div ref={ref}>
      {near ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder}
    </div>
  );
}

export default DeferredSection;
