import { startTransition, useMemo, useState } from 'react';
import { preloadWhenShown } from './whenIdle';

/**
 * A modal's warm-up before its first tap (src/components/DEFERRING.md): returns whether its frame may render closed
 * and hidden now, and a ref for the button that opens it. Where the button shows, the modal's code loads when the
 * browser is idle (preloadWhenShown); once it is there, `warm` turns true in a transition, so the owner renders the
 * frame closed (`keepMounted`, no content) and the first tap only opens it. `load` must be stable (module level).
 */
export function useWarmUpWhenShown(
  load: () => Promise<unknown>,
): [warm: boolean, buttonRef: (button: HTMLElement | null) => void] {
  const [warm, setWarm] = useState(false);
  const buttonRef = useMemo(
    () => preloadWhenShown(() => load().then(() => startTransition(() => setWarm(true)))),
    [load],
  );
  return [warm, buttonRef];
}
