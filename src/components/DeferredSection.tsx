/**
 * A section whose code arrives after the first paint. It never waits for scrolling to show its content:
 * - arriving server-rendered, its HTML is on screen from the start and it hydrates (loads its code) when it comes
 *   within 300 px of the viewport, so the first screen's JavaScript stays small;
 * - rendered in the browser (client navigation, no server HTML), it renders at once and its lazy code starts
 *   loading immediately; a block of `minHeight` with the section's anchor id holds the place meanwhile.
 *
 * While the server HTML waits, the boundary is given the very same element on every render of the parent: React
 * only keeps a not-yet-hydrated boundary's HTML when nothing new flows into it (an update would make it throw the
 * HTML away and render on the client). Once hydrated, it follows its children as usual.
 *
 * `hydrate="on-use"` (a form on the first screen whose code is heavy): the section hydrates only when the visitor
 * points at, touches or focuses it, or when `wake` turns true (for example when the browser has restored what was
 * typed into it earlier); coming into view does not load it.
 *
 * Nothing a visitor does is lost meanwhile: pointing at, touching or focusing the section starts its hydration at
 * once; a click that lands before the code has arrived is held and replayed on the same element right after
 * hydration (React keeps the server's DOM nodes, so the element is still the one that was clicked); what is typed
 * or ticked in a form field meanwhile is put back once the field is React's.
 */
import { Suspense, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useIsHydrating } from './useIsHydrating';
import { ServerTurn } from './ServerInfo';
import { whenNear } from './whenNear';
import { PENDING, restoreControl, takeWaiting, waitingRecord } from './pendingInput';

interface Gate {
  open: boolean;
  promise: Promise<void>;
  release: () => void;
}

function closedGate(): Gate {
  let resolve = () => {};
  const gate: Gate = {
    open: false,
    promise: new Promise<void>((r) => {
      resolve = r;
    }),
    release: () => {
      gate.open = true;
      resolve();
    },
  };
  return gate;
}

const OPEN: Gate = { open: true, promise: Promise.resolve(), release: () => {} };

/** Suspends (keeping the server HTML) until the gate opens; tells the section once it has hydrated. */
function HydrationGate({
  gate,
  onHydrated,
  children,
}: {
  gate: Gate;
  onHydrated: () => void;
  children: ReactNode;
}) {
  if (!gate.open) throw gate.promise;
  useEffect(onHydrated, [onHydrated]);
  // The server renders the section on a turn of its own (./serverTurns.ts).
  return __SERVER__ ? <ServerTurn>{children}</ServerTurn> : <>{children}</>;
}

/**
 * `skipOffscreen`: the browser also skips the section's rendering while it is off screen (`content-visibility:
 * auto`, its reserved height standing in), so parsing the server's HTML no longer lays out and paints every section
 * of a long page at once. The content stays in the page, for search engines, find-in-page and assistive technology;
 * the section is rendered as it nears the screen, and its last height is remembered (`auto`). Measured with
 * `npm run perf`, it halved the category page's blocking time. The home page's lower three sections and the
 * footer (every page) use it too: a cold load of the home page then spends about a fifth less on style and layout
 * (medians of 7 Chromium traces: style 58 against 73 ms, layout 88 against 115 ms at 1×). The tour page's sections
 * do the same through their own shell (features/tour/components/SectionShell.tsx).
 */
function offscreen(minHeight: number) {
  return { contentVisibility: 'auto', containIntrinsicSize: `auto ${minHeight}px` } as const;
}

export function DeferredSection({
  id,
  minHeight,
  hydrate = 'near',
  wake = false,
  skipOffscreen = false,
  children,
}: {
  id?: string;
  minHeight: number;
  /** 'near': when it comes within 300 px of the viewport (or is used); 'on-use': only when it is used or woken. */
  hydrate?: 'near' | 'on-use';
  /** Hydrate now (only while the server HTML waits). */
  wake?: boolean;
  /** Let the browser skip rendering it while it is off screen (a long page's lower sections; see `offscreen`). */
  skipOffscreen?: boolean;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const hydrating = useIsHydrating();
  const [gate] = useState<Gate>(() =>
    hydrating && typeof window !== 'undefined' && typeof IntersectionObserver !== 'undefined'
      ? closedGate()
      : OPEN,
  );
  const [live, setLive] = useState(gate.open);
  const [frozen] = useState(children);
  const shown = live ? children : frozen;

  // While the server HTML waits: what the visitor does inside it opens the gate (see ./pendingInput.ts).
  useEffect(() => {
    const node = ref.current;
    if (live || !node) return undefined;
    const record = waitingRecord(node);
    // Woken before React reached it, or told to (`wake`).
    if (record.woken || wake) gate.release();
    record.onWake = gate.release;
    return () => {
      record.onWake = null;
    };
  }, [gate, live, wake]);

  // Hydrated: the section is React's. Put back what was typed, then replay the held clicks one task apart (each
  // after the previous one's update has rendered).
  useEffect(() => {
    const node = ref.current;
    if (!live || !node) return undefined;
    node.removeAttribute(PENDING); // also when the server's attribute outlived a gate that was open at once
    const record = takeWaiting(node);
    if (!record) return undefined;
    for (const [control, state] of record.typed) if (control.isConnected) restoreControl(control, state);
    let timer = 0;
    const replay = (index: number) => {
      const target = record.clicks[index];
      if (!target) return;
      if (target.isConnected) target.click();
      timer = window.setTimeout(() => replay(index + 1), 0);
    };
    timer = window.setTimeout(() => replay(0), 0);
    return () => window.clearTimeout(timer);
  }, [live]);

  useEffect(() => {
    const node = ref.current;
    if (gate.open || !node || hydrate === 'on-use') return undefined;
    return whenNear(node, 300, gate.release);
  }, [gate, hydrate]);

  const [onHydrated] = useState(() => () => setLive(true));
  const boundary = useMemo(
    () => (
      <Suspense fallback={<div id={id} aria-busy="true" style={{ minHeight, scrollMarginTop: 100 }} />}>
        <HydrationGate gate={gate} onHydrated={onHydrated}>
          {shown}
        </HydrationGate>
      </Suspense>
    ),
    [id, minHeight, gate, onHydrated, shown],
  );

  // The server marks every deferred section as pending; in the browser it stays so until it has hydrated.
  const pending = typeof window === 'undefined' || !live;
  return (
    <div
      ref={ref}
      {...(pending ? { [PENDING]: '' } : null)}
      style={skipOffscreen ? offscreen(minHeight) : undefined}
    >
      {boundary}
    </div>
  );
}
