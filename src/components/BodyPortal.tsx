import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';

/**
 * Puts a modal (MUI's Dialog, Drawer or Modal with `disablePortal`) into <body> in the very render that asks for it.
 * MUI's own Portal renders nothing at first and its content in a second render, started by a state update in a layout
 * effect: that second render is synchronous, whatever the first was, so a modal warmed up (or opened) in a transition
 * still cost one long task. Here the modal renders within the transition (React yields between its parts) and commits
 * once. Client only: a modal that uses it never renders on the server (it mounts after hydration, on idle or a tap).
 */
export function BodyPortal({ children }: { children: ReactNode }) {
  return typeof document === 'undefined' ? null : createPortal(children, document.body);
}
