/**
 * Previous / next buttons for a SnapCarousel (./SnapCarousel): `useCarouselScroll` gives the track's ref (pass it
 * to the carousel as `trackRef`) and `scroll(-1 | 1)`; `CarouselArrows` are the two buttons.
 */
import { useCallback, useRef } from 'react';
import { styled } from '@mui/material/styles';
import IconButton from '@mui/material/IconButton';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';

/** A step is `step` px, else one slide and its gap. */
export function useCarouselScroll(step?: number) {
  const trackRef = useRef<HTMLUListElement | null>(null);
  const scroll = useCallback(
    (direction: 1 | -1) => {
      const track = trackRef.current;
      if (!track) return;
      const slide = track.firstElementChild as HTMLElement | null;
      const gap = Number.parseFloat(getComputedStyle(track).columnGap) || 0;
      const distance = step ?? (slide ? slide.getBoundingClientRect().width + gap : track.clientWidth * 0.8);
      track.scrollBy?.({ left: direction * distance, behavior: 'smooth' });
    },
    [step],
  );
  return { trackRef, scroll };
}

const Arrows = styled('div', {
  label: 'CarouselArrows',
  shouldForwardProp: (prop) => prop !== 'desktopOnly',
})<{ desktopOnly?: boolean }>(({ theme, desktopOnly }) => ({
  display: 'flex',
  gap: 8,
  ...(desktopOnly ? { [theme.breakpoints.down('md')]: { display: 'none' } } : null),
}));

const ArrowButton = styled(IconButton, { label: 'CarouselArrow' })(({ theme }) => ({
  border: `1px solid ${theme.palette.divider}`,
}));

/** The previous / next buttons of a carousel (48 px targets with their labels). */
export function CarouselArrows({
  onScroll,
  previousLabel,
  nextLabel,
  desktopOnly,
}: {
  onScroll: (direction: 1 | -1) => void;
  previousLabel: string;
  nextLabel: string;
  /** Hidden under the md breakpoint, where the row is swiped. */
  desktopOnly?: boolean;
}) {
  return (
    <Arrows desktopOnly={desktopOnly}>
      <ArrowButton aria-label={previousLabel} onClick={() => onScroll(-1)}>
        <ChevronLeft />
      </ArrowButton>
      <ArrowButton aria-label={nextLabel} onClick={() => onScroll(1)}>
        <ChevronRight />
      </ArrowButton>
    </Arrows>
  );
}
