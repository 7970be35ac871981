import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TuneIcon from '@mui/icons-material/Tune';
import { TextField } from '@/components/TextField';
import { useIsHydrating } from '@/components/useIsHydrating';
import { preloadWhenShown } from '@/components/whenIdle';
import { parseTourSort, TOUR_SORTS, type TourSort } from '@/domain/search/tourSort';
import { WIDER_QUERY } from './FilterSidebar';

interface ListingControlsProps {
  activeFilterCount: number;
  sort: TourSort;
  onOpenFilters: () => void;
  /** Fetches the Filters dialog's code: run while the browser is idle once the button shows (phones only). */
  preloadFilters: () => Promise<unknown>;
  onSort: (sort: TourSort) => void;
}

/**
 * The Filters button and the sort select. Until the page's code runs they cannot act: they wait, disabled. The
 * hydration flag lives here, so its flip right after hydration re-renders these two controls, not the whole listing
 * (the filters and every trip card: a long task of its own on a phone).
 */
export function ListingControls({
  activeFilterCount,
  sort,
  onOpenFilters,
  preloadFilters,
  onSort,
}: ListingControlsProps) {
  const { t } = useTranslation('search');
  const hydrating = useIsHydrating();
  // Where the button shows (phones), the dialog's code loads when the browser is idle.
  const preloadWhenShownRef = useMemo(() => preloadWhenShown(preloadFilters), [preloadFilters]);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1.5, mb: 2 }}>
      <Button
        ref={preloadWhenShownRef}
        variant="outlined"
        startIcon={<TuneIcon />}
        onClick={onOpenFilters}
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
    </Box>
  );
}
