/**
 * The search bar's date popover (one at a time): a non-modal popper under its date button holding the
 * calendar. This whole module (Popper, MUI X date pickers, date-fns) loads on the first open.
 */
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import DatePanel, { type DatePanelProps } from './DatePanel';

export interface DatePopoverProps extends DatePanelProps {
  anchorEl: HTMLElement | null;
  onClose: () => void;
}

export default function DatePopover({ anchorEl, onClose, ...panel }: DatePopoverProps) {
  return (
    <Popper open={!!anchorEl} anchorEl={anchorEl} placement="bottom-start" disablePortal sx={{ zIndex: 6 }}>
      <Paper
        elevation={8}
        role="dialog"
        aria-label={panel.label}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onClose();
        }}
      >
        <DatePanel {...panel} />
      </Paper>
    </Popper>
  );
}
