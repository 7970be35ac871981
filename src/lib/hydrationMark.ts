/**
 * The page says when React has hydrated it (or rendered it, without server HTML): `data-hydrated` on <html> and a
 * `vivu:hydrated` event on the document. The inline start-up (src/start/inline/startUp.ts, the same names) puts the
 * third-party frames in then; tests and tools wait for the attribute rather than for the `load` event, which tells
 * nothing about scripts the start-up asks for after the largest paint.
 */
import { useEffect } from 'react';

export const HYDRATED_ATTRIBUTE = 'data-hydrated';
export const HYDRATED_EVENT = 'vivu:hydrated';

/** Marks the page after the first commit of the tree it is called in (the app's root). */
export function useHydrationMark(): void {
  useEffect(() => {
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
    document.dispatchEvent(new Event(HYDRATED_EVENT));
  }, []);
}
