import { useDeferredValue, type ReactNode } from 'react';

/**
 * For a dialog, drawer or modal: false in the render that opens it, true right after, at a lower priority (React's
 * `useDeferredValue` with an initial value). The frame (backdrop, paper, title, close button) paints in the tap's
 * own frame and the content (long lists, filter groups, menus) renders next, so opening responds at once on a slow
 * phone. The server and tests see the content after one more render.
 */
export function useContentAfterOpen(): boolean {
  return useDeferredValue(true, false);
}

/**
 * The same as a component: its children render a render after it mounts. For a frame rendered ahead of its first
 * opening (a warm-up, src/components/DEFERRING.md), which stays mounted while closed: mount this with each opening
 * (`{open ? <AfterOpen>…</AfterOpen> : null}`) so the content follows the frame's first paint every time.
 */
export function AfterOpen({ children }: { children: ReactNode }): ReactNode {
  return useContentAfterOpen() ? children : null;
}
