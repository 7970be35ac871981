import { lazy, startTransition, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TuneIcon from '@mui/icons-material/Tune';
import { TextField } from '@/components/TextField';
import { useIsHydrating } from '@/components/useIsHydrating';
import { useWarmUpWhenShown } from '@/components/useWarmUpWhenShown';
import { parseTourSort, TOUR_SORTS, type TourSort } from '@/domain/search/tourSort';
import { WIDER_QUERY } from './FilterSidebar';
import type { FiltersDialogProps } from './FiltersDialog';

const loadFiltersDialog = () => import(/* webpackChunkName: "search-filters-dialog" */ './FiltersDialog');
const FiltersDialog = lazy(loadFiltersDialog);

interface ListingControlsProps {
  activeFilterCount: number;
  sort: TourSort;
  onSort: (sort: TourSort) => void;
  /** What the Filters dialog (phones) shows and does. */
  filtersDialog: Omit<FiltersDialogProps, 'open' | 'warmUp' | 'onClose'>;
  /** The visitor closed the Filters dialog (the listing then shows its results from the top). */
  onFiltersClosed: () => void;
}

/**
 * The Filters button with its dialog (phones), and the sort select. Until the page's code runs they cannot act: they
 * wait, disabled. The hydration flag and the dialog's state live here, so the flag's flip right after hydration and
 * the dialog's opening re-render these controls, not the whole listing (the filters and every trip card: a long task
 * of its own on a phone).
 *
 * Before the first tap, while the browser is idle and only where the button shows, the dialog's code loads and its
 * frame renders once, closed and hidden (the dialog's `warmUp`): its styles are then in the page and its code has
 * run, so the first tap only opens it, as the reviews modal does (src/components/DEFERRING.md).
 */
export function ListingControls({
  activeFilterCount,
  sort,
  onSort,
  filtersDialog,
  onFiltersClosed,
}: ListingControlsProps) {
  const { t } = useTranslation('search');
  const hydrating = useIsHydrating();
  const [warm, warmUpDialog] = useWarmUpWhenShown(loadFiltersDialog);
  // null until the first tap; then whether the dialog is open.
  const [open, setOpen] = useState<boolean | null>(null);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1.5, mb: 2 }}>
      <Button
        ref={warmUpDialog}
        variant="outlined"
        startIcon={<TuneIcon />}
        // A transition: the tap paints its ripple at once, the dialog follows (src/components/DEFERRING.md).
        onClick={() => startTransition(() => setOpen(true))}
        disabled={hydrating}
        aria-haspopup="dialog"
        sx={{ flexShrink: 0, [WIDER_QUERY]: { display: 'none' } }}
      >
        {activeFilterCount > 0
          ? t('filtersDialog.openWithCount', { count: activeFilterCount })
          : t('filtersDialog.open')}
      </Button>
      <TextField
        select
        size="small"
        label={t('sort.label')}
        value={sort}
        disabled={hydrating}
        onChange={(event) => onSort(parseTourSort(event.target.value))}
        sx={{ ml: 'auto', minWidth: { xs: 0, sm: 220 }, flex: { xs: 1, sm: 'none' }, maxWidth: 260 }}
      >
        {TOUR_SORTS.map((option) => (
          <option key={option} value={option}>
            {t(`sort.options.${option}`)}
          </option>
        ))}
      </TextField>
      {warm || open !== null ? (
        <Suspense fallback={null}>
          <FiltersDialog
            {...filtersDialog}
            warmUp={open === null}
            open={open === true}
            onClose={() => {
              setOpen(false);
              onFiltersClosed();
            }}
          />
        </Suspense>
      ) : null}
    </Box>
  );
}
