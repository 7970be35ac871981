/**
 * Phone-first search (below 768 px): the filter groups in a full-height dialog, opened from the Filters button.
 * Every change filters the listing behind at once; 'Show N trips' closes the dialog on the results. Loaded on
 * first use (the button is in the page; this code arrives when it is pressed).
 */
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import CloseIcon from '@mui/icons-material/Close';
import { BodyPortal } from '@/components/BodyPortal';
import { AfterOpen } from '@/components/useContentAfterOpen';
import { FilterGroups, type FilterSidebarProps } from './FilterSidebar';

export interface FiltersDialogProps extends FilterSidebarProps {
  open: boolean;
  /**
   * Only the frame, closed and kept in the page (hidden): rendered once before the first opening, so that opening
   * is an update of this instance and pays only for its own render (./FiltersDialogHost.tsx).
   */
  warmUp?: boolean;
  onClose: () => void;
  onClearAll: () => void;
  /** Trips matching the current filters (the listing's total), or undefined while their answer is on its way. */
  total: number | undefined;
}

export default function FiltersDialog({
  open,
  warmUp = false,
  onClose,
  onClearAll,
  total,
  ...groups
}: FiltersDialogProps) {
  const { t } = useTranslation('search');
  const shown = open && !warmUp;
  return (
    <BodyPortal>
      <Dialog
        open={shown}
        keepMounted={warmUp}
        disablePortal
        onClose={onClose}
        fullScreen
        aria-labelledby="filters-dialog-title"
      >
        <DialogTitle id="filters-dialog-title" sx={{ display: 'flex', alignItems: 'center', pr: 1 }}>
          <Box component="span" sx={{ flex: 1 }}>
            {t('filters.title')}
          </Box>
          <IconButton onClick={onClose} aria-label={t('filtersDialog.close')}>
            <CloseIcon />
          </IconButton>
        </DialogTitle>
        {/* Mounted with each opening (not while warm), so the groups follow the frame's first paint every time. */}
        <DialogContent dividers>
          {shown ? (
            <AfterOpen>
              <FilterGroups {...groups} />
            </AfterOpen>
          ) : null}
        </DialogContent>
        <DialogActions sx={{ px: 2, py: 1.5, gap: 1 }}>
          <Button onClick={onClearAll}>{t('filters.clearAll')}</Button>
          <Button variant="contained" onClick={onClose} sx={{ flex: 1 }}>
            {total === undefined ? t('filtersDialog.showPending') : t('filtersDialog.show', { count: total })}
          </Button>
        </DialogActions>
      </Dialog>
    </BodyPortal>
  );
}
