/**
 * A heavy widget (date picker, autocomplete) loaded on first use. The form shows a light stand-in with the same
 * label and role until the widget's code has arrived; `preload()` starts loading (once; again after a failure).
 * `useStandIn()` gives a stand-in what it needs: whether the widget is there (the server and the hydrating browser
 * always render the stand-in, so hydration matches), whether the stand-in has the focus (the widget then takes
 * it over), and the handlers that start loading on focus or press.
 */
import { useState, useSyncExternalStore, type ComponentType } from 'react';
import { lazyWithPreload } from './lazyWithPreload';

export interface StandIn {
  /** The widget's code is there: render the widget instead of the stand-in. */
  ready: boolean;
  /** The stand-in has the focus: the widget that replaces it should take it. */
  focused: boolean;
  /** For the stand-in's field: loading starts on focus or press, and the focus is tracked. */
  handlers: { onFocus: () => void; onBlur: () => void; onPointerDown: () => void };
}

export interface DeferredWidget<P extends object> {
  Component: ComponentType<P>;
  preload: () => void;
  useStandIn: () => StandIn;
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
  const useStandIn = (): StandIn => {
    const ready = useSyncExternalStore(
      subscribe,
      () => loaded,
      () => false,
    );
    const [focused, setFocused] = useState(false);
    const handlers = {
      onFocus: () => {
        setFocused(true);
        preload();
      },
      onBlur: () => setFocused(false),
      onPointerDown: preload,
    };
    return { ready, focused, handlers };
  };
  return { Component, preload, useStandIn };
}
