/**
 * An MUI Tooltip that costs nothing until it is first needed: its code (Tooltip + Popper) loads on
 * the first hover or focus of the child. The tooltip is anchored to an invisible overlay beside the child, so
 * the child itself is never re-mounted (no lost click, no lost focus). The child keeps its own aria-label:
 * its accessible name never depends on the tooltip.
 */
import {
  cloneElement,
  useState,
  type ComponentType,
  type FocusEvent,
  type MouseEvent,
  type ReactElement,
} from 'react';
import type { TooltipProps } from '@mui/material/Tooltip';

type TriggerProps = {
  onMouseEnter?: (event: MouseEvent<HTMLElement>) => void;
  onMouseLeave?: (event: MouseEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
};

const overlayStyle = { position: 'absolute', inset: 0, pointerEvents: 'none' } as const;
const wrapperStyle = { position: 'relative', display: 'inline-flex' } as const;

export interface HoverLabelProps {
  title: string;
  children: ReactElement<TriggerProps>;
}

export function HoverLabel({ title, children }: HoverLabelProps) {
  const [Tip, setTip] = useState<ComponentType<TooltipProps> | null>(null);
  const [open, setOpen] = useState(false);

  const show = () => {
    setOpen(true);
    if (!Tip) {
      import('@mui/material/Tooltip').then((module) => setTip(() => module.default)).catch(() => undefined);
    }
  };
  const hide = () => setOpen(false);
  const { onMouseEnter, onMouseLeave, onFocus, onBlur } = children.props;

  const trigger = cloneElement(children, {
    onMouseEnter: (event: MouseEvent<HTMLElement>) => {
      onMouseEnter?.(event);
      show();
    },
    onMouseLeave: (event: MouseEvent<HTMLElement>) => {
      onMouseLeave?.(event);
      hide();
    },
    onFocus: (event: FocusEvent<HTMLElement>) => {
      onFocus?.(event);
      show();
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      onBlur?.(event);
      hide();
    },
  });

  return (
    <span style={wrapperStyle}>
      {trigger}
      {Tip ? (
        <Tip title={title} open={open} disableInteractive placement="top">
          <span aria-hidden="true" style={overlayStyle} />
        </Tip>
      ) : null}
    </span>
  );
}

export default HoverLabel;
