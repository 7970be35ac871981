import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * True while this component hydrates server HTML (React renders it from the server snapshot then), else false.
 * A control whose change would be lost before the page's code runs is rendered disabled until then (browsers
 * and test drivers wait for it to be enabled).
 */
export function useIsHydrating(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
}
