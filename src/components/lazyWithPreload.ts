/**
 * React.lazy with a preload: once `preload()` has resolved, the component renders without suspending (React.lazy
 * reads a settled thenable at once). Hydration needs that: a part whose code is not there yet keeps its server
 * HTML but cannot take a click or a key press until the code arrives.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export function lazyWithPreload<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): [LazyExoticComponent<ComponentType<P>>, () => Promise<unknown>] {
  let loaded: { default: ComponentType<P> } | undefined;
  let pending: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (module) => {
        loaded = module;
        return module;
      },
      (error: unknown) => {
        // A chunk that failed to load may be asked for again (the next render or navigation retries it).
        pending = undefined;
        throw error;
      },
    ));
  const Component = lazy(() =>
    loaded
      ? ({
          then: (resolve: (m: { default: ComponentType<P> }) => void) => resolve(loaded!),
        } as unknown as Promise<{
          default: ComponentType<P>;
        }>)
      : preload(),
  );
  return [Component, preload];
}

/** React.lazy for a module's named export: `lazyNamed(() => import('./X'), 'X')`. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component, whatever its props
export function lazyNamed<K extends string, C extends ComponentType<any>>(
  load: () => Promise<Record<K, C>>,
  name: K,
): LazyExoticComponent<C> {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}
