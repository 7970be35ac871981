/**
 * A heavy widget (date picker, autocomplete) loaded on first use. The form shows a light stand-in with the same
 * label and role until the widget's code has arrived; `preload()` starts loading (once; again after a failure),
 * and `useLoaded()` turns true in every stand-in when it is there. The server and the hydrating browser always
 * render the stand-in, so hydration matches.
 */
import { useSyncExternalStore, type ComponentType } from 'react';
import { lazyWithPreload } from './lazyWithPreload';

export interface DeferredWidget<P extends object> {
  Component: ComponentType<P>;
  preload: () => void;
  useLoaded: () => boolean;
}

export function deferredWidget<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  name: string,
): DeferredWidget<P> {
  const [Component, loadComponent] = lazyWithPreload<P>(load);
  let requested = false;
  let loaded = false;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  const preload = () => {
    if (requested) return;
    requested = true;
    loadComponent().then(
      () => {
        loaded = true;
        for (const listener of listeners) listener();
      },
      (error: unknown) => {
        requested = false; // the next interaction tries again; the stand-in keeps working meanwhile
        console.error(`${name} could not be loaded`, error);
      },
    );
  };
  const useLoaded = () =>
    useSyncExternalStore(
      subscribe,
      () => loaded,
      () => false,
    );
  return { Component, preload, useLoaded };
}
