import { useEffect, type RefObject } from 'react';
import { whenIdle } from './whenIdle';
import { whenNear } from './whenNear';

/**
 * Runs `run` once, when the browser is idle after the element first comes within `margin` px of the screen: for the
 * code (or a warm render) of what that element opens, so its first tap does not wait for the network. An element
 * that is not shown at this width (`display: none`, such as the phone's menu button on a desktop) never comes near,
 * and nothing is loaded for it. `run` may return a promise; its failure is left to the tap, which tries again.
 */
export function useWhenShownIdle(ref: RefObject<Element | null>, margin: number, run: () => unknown): void {
  useEffect(() => {
    const node = ref.current;
    if (!node) return undefined;
    let cancelIdle = () => {};
    const cancelNear = whenNear(node, margin, () => {
      cancelIdle = whenIdle(() => void Promise.resolve(run()).catch(() => undefined));
    });
    return () => {
      cancelNear();
      cancelIdle();
    };
  }, [ref, margin, run]);
}
