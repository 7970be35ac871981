/**
 * An (i) button that opens a short explanation in a popover. The popover's code (MUI's Popover and Modal) loads
 * when a visitor first presses the button.
 */
import { lazy, useId, useState } from 'react';
import IconButton from '@mui/material/IconButton';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import { MountOnFirstOpen } from '@/components/MountOnFirstOpen';

const InfoPopoverPanel = lazy(() => import('./InfoPopoverPanel'));

export function InfoPopover({ label, text }: { label: string; text: string }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = useId();
  return (
    <>
      <IconButton
        size="small"
        aria-label={label}
        aria-describedby={anchor ? id : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
        sx={{ p: 0.25 }}
      >
        <InfoOutlined fontSize="inherit" />
      </IconButton>
      <MountOnFirstOpen open={anchor != null}>
        <InfoPopoverPanel id={id} anchor={anchor} text={text} onClose={() => setAnchor(null)} />
      </MountOnFirstOpen>
    </>
  );
}
