/**
 * An (i) button that opens a short explanation in a popover. The popover's code (MUI's Popover and Modal) loads
 * when a visitor first presses the button.
 */
import { lazy, useId, useState } from 'react';
import { MountOnFirstOpen } from '@/components/MountOnFirstOpen';
import { PlainIconButton } from '@/components/PlainIconButton';

const InfoPopoverPanel = lazy(() => import('./InfoPopoverPanel'));

/** MUI's InfoOutlined icon. */
const INFO_OUTLINED =
  'M11 7h2v2h-2zm0 4h2v6h-2zm1-9C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m0 18c-4.41 0-8-3.59-8-8s3.59-8 8-8 8 3.59 8 8-3.59 8-8 8';

export function InfoPopover({ label, text }: { label: string; text: string }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = useId();
  return (
    <>
      <PlainIconButton
        icon={INFO_OUTLINED}
        size="small"
        aria-label={label}
        aria-describedby={anchor ? id : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
        style={{ padding: 2 }}
      />
      <MountOnFirstOpen open={anchor != null}>
        <InfoPopoverPanel id={id} anchor={anchor} text={text} onClose={() => setAnchor(null)} />
      </MountOnFirstOpen>
    </>
  );
}
