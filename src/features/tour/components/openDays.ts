/**
 * Which itinerary days are open, kept outside React's state: each row reads its own day
 * (`useSyncExternalStore`), so a tap re-renders the day it opens and nothing else (not the section, its heading or
 * the other rows); "Collapse all" / "Show all" reads whether any day is open, and re-renders only when that flips.
 */
import { useState, useSyncExternalStore } from 'react';

export interface OpenDays {
  subscribe(listener: () => void): () => void;
  isOpen(index: number): boolean;
  anyOpen(): boolean;
  toggle(index: number): void;
  /** Closes every day when any is open, else opens all `count` of them. */
  toggleAll(count: number): void;
}

export function createOpenDays(initial: Iterable<number>): OpenDays {
  let open: ReadonlySet<number> = new Set(initial);
  const listeners = new Set<() => void>();
  const set = (next: ReadonlySet<number>) => {
    open = next;
    listeners.forEach((listener) => listener());
  };
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    isOpen: (index) => open.has(index),
    anyOpen: () => open.size > 0,
    toggle(index) {
      const next = new Set(open);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      set(next);
    },
    toggleAll(count) {
      set(new Set(open.size ? [] : Array(count).keys()));
    },
  };
}

/** The days' state for one itinerary, made once (the first day open when there is one). */
export function useOpenDays(count: number): OpenDays {
  const [days] = useState(() => createOpenDays(count ? [0] : []));
  return days;
}

export function useDayOpen(days: OpenDays, index: number): boolean {
  const read = () => days.isOpen(index);
  return useSyncExternalStore(days.subscribe, read, read);
}

export function useAnyDayOpen(days: OpenDays): boolean {
  return useSyncExternalStore(days.subscribe, days.anyOpen, days.anyOpen);
}
