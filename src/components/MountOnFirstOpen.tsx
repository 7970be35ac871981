/**
 * Renders its children from the first time `open` is true, inside a Suspense boundary: a dialog or popover
 * whose code is `React.lazy` then loads on first use (MUI's Modal, Popover and their transitions are code a page
 * need not load until a visitor opens one). Once mounted it stays mounted, so a later
 * close keeps its exit transition and returns the focus as usual.
 */
import { Suspense, useState, type ReactNode } from 'react';

export function MountOnFirstOpen({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}
