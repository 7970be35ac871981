/**
 * Where the Filters dialog (phones) lives in the listing, with its own state: opening it re-renders this host and the
 * dialog, never the listing around it (controls, chips, trip cards).
 *
 * Before the first tap, while the browser is idle and only where the Filters button shows (ListingControls asks
 * through `warmUp`), the dialog's code loads and its frame renders once, closed and hidden (`warmUp` on the dialog):
 * the frame's styles are then in the page and its code has run, so the first tap only opens it, as the reviews modal
 * does (src/components/DEFERRING.md).
 */
import { lazy, startTransition, Suspense, useImperativeHandle, useState, type Ref } from 'react';
import type { FiltersDialogProps } from './FiltersDialog';

const loadFiltersDialog = () => import(/* webpackChunkName: "search-filters-dialog" */ './FiltersDialog');
const FiltersDialog = lazy(loadFiltersDialog);

export interface FiltersDialogHandle {
  /** Opens the dialog, in a transition: the tap paints its ripple at once, the dialog follows. */
  open: () => void;
  /** Loads the dialog's code and renders its frame closed; the promise settles once the code is there. */
  warmUp: () => Promise<unknown>;
}

export interface FiltersDialogHostProps extends Omit<FiltersDialogProps, 'open' | 'onClose' | 'warmUp'> {
  ref: Ref<FiltersDialogHandle>;
  /** The visitor closed the dialog (the listing then shows its results from the top). */
  onClosed: () => void;
}

export function FiltersDialogHost({ ref, onClosed, ...dialog }: FiltersDialogHostProps) {
  // null: not rendered yet; 'warm': rendered closed ahead of the first tap; then open or closed.
  const [state, setState] = useState<null | 'warm' | 'open' | 'closed'>(null);
  useImperativeHandle(
    ref,
    () => ({
      open: () => startTransition(() => setState('open')),
      warmUp: () => loadFiltersDialog().then(() => startTransition(() => setState((now) => now ?? 'warm'))),
    }),
    [],
  );
  if (state === null) return null;
  return (
    <Suspense fallback={null}>
      <FiltersDialog
        {...dialog}
        warmUp={state === 'warm'}
        open={state === 'open'}
        onClose={() => {
          setState('closed');
          onClosed();
        }}
      />
    </Suspense>
  );
}
