import { useDeferredValue } from 'react';

/**
 * For a dialog, drawer or modal: false in the render that opens it, true right after, at a lower priority (React's
 * `useDeferredValue` with an initial value). The frame (backdrop, paper, title, close button) paints in the tap's
 * own frame and the content (long lists, filter groups, menus) renders next, so opening responds at once on a slow
 * phone. The server and tests see the content after one more render.
 */
export function useContentAfterOpen(): boolean {
  return useDeferredValue(true, false);
}
