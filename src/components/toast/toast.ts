/**
 * Toasts without notistack in the first load: `showToast` queues the message and asks the ToastHost to load
 * notistack (its own chunk); once its provider is mounted every queued and later toast goes straight to it.
 * Placement and timing are the spec's (part 1, section 9): top right, 4 s, at most 3 visible.
 */
export type ToastVariant = 'default' | 'success' | 'error' | 'warning' | 'info';

export interface ToastOptions {
  variant?: ToastVariant;
  /** A toast with the same message already on screen is not shown twice. */
  preventDuplicate?: boolean;
}

export interface Toast {
  message: string;
  options: ToastOptions;
}

/** Toasts: top right, 4 s, at most 3 visible (spec part 1, section 9). */
export const SNACKBAR_OPTIONS = {
  anchorOrigin: { vertical: 'top', horizontal: 'right' },
  autoHideDuration: 4000,
  maxSnack: 3,
} as const;

type Sink = (toast: Toast) => void;

const queue: Toast[] = [];
const listeners = new Set<() => void>();
let sink: Sink | null = null;
let requested = false;

export function showToast(message: string, options: ToastOptions = {}): void {
  const toast = { message, options };
  if (sink) {
    sink(toast);
    return;
  }
  queue.push(toast);
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
}

/** For the host: whether a toast was ever asked for (then notistack is needed). */
export function toastsRequested(): boolean {
  return requested;
}

export function subscribeToToastRequests(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The mounted provider receives the queued toasts, then every new one, until it disconnects. */
export function connectToastSink(next: Sink): () => void {
  sink = next;
  for (const toast of queue.splice(0)) next(toast);
  return () => {
    if (sink === next) sink = null;
  };
}
