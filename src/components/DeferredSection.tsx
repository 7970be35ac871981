/**
 * A section whose code arrives after the first paint: it renders on load (never waits for scrolling, so
 * find-in-page, headings navigation and search engines see it), its lazily loaded children start loading at
 * once, and until they arrive a block of `minHeight` with the section's anchor id holds the place so nothing
 * jumps and "scroll to" links work.
 */
import { Suspense, type ReactNode } from 'react';
import { styled } from '@mui/material/styles';

const Placeholder = styled('div', { label: 'DeferredSectionPlaceholder' })({ scrollMarginTop: 100 });

export function DeferredSection({ id, minHeight, children }: { id?: string; minHeight: number; children: ReactNode }) {
  return (
    <Suspense fallback={<Placeholder id={id} aria-busy="true" style={{ minHeight }} />}>{children}</Suspense>
  );
}
