/**
 * A row that scrolls sideways (a section nav, a wide table): `useOverflowEdges` tells whether there is more to see
 * before and after what is in view (following scrolling and resizing), and `ScrollEdges` puts an arrow button over a
 * fade at each end that has more, which scrolls the row by most of its width. The row stays scrollable by touch,
 * trackpad and keyboard; the arrows are the visible cue (and a way with a mouse). The parent must be
 * `position: relative` around the scrolling element. Nothing shows on the server: the arrows come with the page's
 * code, over the row (nothing moves).
 */
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import IconButton from '@mui/material/IconButton';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { styled } from '@mui/material/styles';

export interface OverflowEdges {
  start: boolean;
  end: boolean;
}

export function useOverflowEdges<T extends HTMLElement>(deps?: unknown) {
  const ref = useRef<T>(null);
  const [edges, setEdges] = useState<OverflowEdges>({ start: false, end: false });
  useEffect(() => {
    const el = ref.current;
    if (!el) return undefined;
    // The arrows are a cue, not the content: they render as a transition (after hydration, in slices; while
    // scrolling, without holding up the frame).
    const update = () =>
      startTransition(() =>
        setEdges((current) => {
          const next = { start: el.scrollLeft > 1, end: el.scrollLeft + el.clientWidth < el.scrollWidth - 1 };
          return next.start === current.start && next.end === current.end ? current : next;
        }),
      );
    el.addEventListener('scroll', update, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(el);
    if (el.firstElementChild) observer?.observe(el.firstElementChild);
    // The observer's first report comes once the browser has laid the page out; measuring here, in the effect
    // (right after hydration, styles still changing), would make it lay the page out at once.
    if (!observer) update();
    return () => {
      el.removeEventListener('scroll', update);
      observer?.disconnect();
    };
  }, [deps]);
  const scroll = useCallback((direction: 1 | -1) => {
    const el = ref.current;
    el?.scrollBy?.({ left: direction * el.clientWidth * 0.7, behavior: 'smooth' });
  }, []);
  return { ref, edges, scroll };
}

/** An arrow at one end, over a fade of the page's colour. */
const Edge = styled('div', {
  label: 'ScrollEdge',
  shouldForwardProp: (prop) => prop !== 'side',
})<{ side: 'start' | 'end' }>(({ theme, side }) => ({
  position: 'absolute',
  top: 0,
  bottom: 0,
  [side === 'start' ? 'left' : 'right']: 0,
  zIndex: 2,
  display: 'flex',
  alignItems: 'center',
  paddingInline: 4,
  pointerEvents: 'none',
  background: `linear-gradient(to ${side === 'start' ? 'right' : 'left'}, ${theme.palette.background.paper} 55%, transparent)`,
  '& > button': {
    pointerEvents: 'auto',
    backgroundColor: theme.palette.background.paper,
    border: `1px solid ${theme.palette.divider}`,
  },
}));

export function ScrollEdges({
  edges,
  onScroll,
  previousLabel,
  nextLabel,
  align = 'center',
}: {
  edges: OverflowEdges;
  onScroll: (direction: 1 | -1) => void;
  previousLabel: string;
  nextLabel: string;
  /** Where the arrows sit: the middle of the row, or its top (a tall table: by its header). */
  align?: 'center' | 'top';
}) {
  const sx = align === 'top' ? { alignItems: 'flex-start', pt: 1 } : undefined;
  return (
    <>
      {edges.start ? (
        <Edge side="start" sx={sx}>
          <IconButton size="small" aria-label={previousLabel} onClick={() => onScroll(-1)}>
            <ChevronLeft fontSize="small" />
          </IconButton>
        </Edge>
      ) : null}
      {edges.end ? (
        <Edge side="end" sx={sx}>
          <IconButton size="small" aria-label={nextLabel} onClick={() => onScroll(1)}>
            <ChevronRight fontSize="small" />
          </IconButton>
        </Edge>
      ) : null}
    </>
  );
}
