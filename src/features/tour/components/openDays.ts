/**
 * Which itinerary days are open, kept outside React's state: each row reads its own day
 * (`useSyncExternalStore`), so a tap re-renders the day it opens and nothing else (not the section, its heading or
 * the other rows); "Collapse all" / "Show all" reads whether any day is open, and re-renders only when that flips.
 */
import { useSyncExternalStore } from 'react';

export interface OpenDays {
  get(): ReadonlySet<number>;
  set(open: ReadonlySet<number>): void;
  subscribe(listener: () => void): () => void;
}

export function createOpenDays(initial: Iterable<number>): OpenDays {
  let open: ReadonlySet<number> = new Set(initial);
  const listeners = new Set<() => void>();
  return {
    get: () => open,
    set(next) {
      open = next;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** `open` with day `index` opened, or closed when it was open. */
export function toggled(open: ReadonlySet<number>, index: number): ReadonlySet<number> {
  const next = new Set(open);
  if (!next.delete(index)) next.add(index);
  return next;
}

/** What `read` says of the open days, kept up to date. */
export function useOpenDaysValue<T>(days: OpenDays, read: (open: ReadonlySet<number>) => T): T {
  const snapshot = () => read(days.get());
  return useSyncExternalStore(days.subscribe, snapshot, snapshot);
}

export const useDayOpen = (days: OpenDays, index: number) =>
  useOpenDaysValue(days, (open) => open.has(index));
