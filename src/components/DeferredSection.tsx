/**
 * A section whose code arrives after the first paint. It never waits for scrolling to show its content:
 * - arriving server-rendered, its HTML is on screen from the start and it hydrates (loads its code) when it comes
 *   within 300 px of the viewport, so the first screen's JavaScript stays small;
 * - rendered in the browser (client navigation, no server HTML), it renders at once and its lazy code starts
 *   loading immediately; a block of `minHeight` with the section's anchor id holds the place meanwhile.
 */
import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { styled } from '@mui/material/styles';
import { hydration } from './hydration';

const Placeholder = styled('div', { label: 'DeferredSectionPlaceholder' })({ scrollMarginTop: 100 });

interface Gate {
  open: boolean;
  promise: Promise<void>;
  release: () => void;
}

function closedGate(): Gate {
  let release = () => {};
  const promise = new Promise<void>((resolve) => {
    release = resolve;
  });
  const gate: Gate = { open: false, promise, release: () => {} };
  gate.release = () => {
    gate.open = true;
    release();
  };
  return gate;
}

const OPEN: Gate = { open: true, promise: Promise.resolve(), release: () => {} };

/** Suspends (keeping the server HTML) until the gate opens. */
function HydrationGate({ gate, children }: { gate: Gate; children: ReactNode }) {
  if (!gate.open) throw gate.promise;
  return <>{children}</>;
}

export function DeferredSection({ id, minHeight, children }: { id?: string; minHeight: number; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [gate] = useState<Gate>(() =>
    hydration.active && typeof IntersectionObserver !== 'undefined' ? closedGate() : OPEN,
  );

  useEffect(() => {
    const node = ref.current;
    if (gate.open || !node) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          gate.release();
        }
      },
      { rootMargin: '300px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [gate]);

  return (
    <div ref={ref}>
      <Suspense fallback={<Placeholder id={id} aria-busy="true" style={{ minHeight }} />}>
        <HydrationGate gate={gate}>{children}</HydrationGate>
      </Suspense>
    </div>
  );
}
