/** The popover of an InfoPopover: its text, anchored under the (i) button. */
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';

export interface InfoPopoverPanelProps {
  id: string;
  anchor: HTMLElement | null;
  text: string;
  onClose: () => void;
}

export default function InfoPopoverPanel({ id, anchor, text, onClose }: InfoPopoverPanelProps) {
  return (
    <Popover
      id={id}
      open={anchor != null}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
    >
      <Typography sx={{ p: 2, maxWidth: 320 }} variant="body2">
        {text}
      </Typography>
    </Popover>
  );
}
