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
 * Nothing a visitor does is lost meanwhile: pointing at, touching or focusing the section starts its hydration at
 * once; a click that lands before the code has arrived is held and replayed on the same element right after
 * hydration (React keeps the server's DOM nodes, so the element is still the one that was clicked); what is typed
 * or ticked in a form field meanwhile is put back once the field is React's.
 */
import { Suspense, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useIsHydrating } from './useIsHydrating';
import { styled } from '@mui/material/styles';

const Placeholder = styled('div', { label: 'DeferredSectionPlaceholder' })({ scrollMarginTop: 100 });

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

type FormControl = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
const NATIVE_CONTROLS = 'input, textarea, select, label';

function isFormControl(target: EventTarget | null): target is FormControl {
  return (
    target instanceof HTMLInputElement ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement
  );
}

/** Puts back what the visitor typed or ticked before hydration, through the events React listens to. */
function restoreControl(control: FormControl, state: { value: string; checked: boolean }) {
  if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')) {
    if (control.checked !== state.checked) control.click();
    return;
  }
  if (control.value === state.value) return;
  const prototype = Object.getPrototypeOf(control) as object;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(control, state.value);
  control.dispatchEvent(
    new Event(control instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
  );
}

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
  return <>{children}</>;
}

export function DeferredSection({
  id,
  minHeight,
  children,
}: {
  id?: string;
  minHeight: number;
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

  const heldClick = useRef<HTMLElement | null>(null);
  const typed = useRef(new Map<FormControl, { value: string; checked: boolean }>());
  useEffect(() => {
    const node = ref.current;
    if (live || !node) return undefined;
    const inside = (event: Event): event is Event & { target: HTMLElement } =>
      event.target instanceof HTMLElement && node.contains(event.target);
    const wake = (event: Event) => {
      if (inside(event)) gate.release();
    };
    // Listeners on the document (capture): React's own listener on the root would stop an event aimed at a part it
    // cannot hydrate yet before it reached the section.
    const hold = (event: MouseEvent) => {
      if (!inside(event) || !event.isTrusted || event.target.closest(NATIVE_CONTROLS)) return;
      event.preventDefault();
      event.stopPropagation();
      heldClick.current = event.target;
      gate.release();
    };
    // Form controls keep their native behaviour; what was typed or ticked is put back after hydration.
    const record = (event: Event) => {
      if (!inside(event) || !isFormControl(event.target)) return;
      const control = event.target;
      typed.current.set(control, {
        value: control.value,
        checked: 'checked' in control ? control.checked : false,
      });
      gate.release();
    };
    const wakeEvents = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;
    for (const type of wakeEvents) document.addEventListener(type, wake, { capture: true, passive: true });
    document.addEventListener('input', record, { capture: true });
    document.addEventListener('change', record, { capture: true });
    document.addEventListener('click', hold, { capture: true });
    return () => {
      for (const type of wakeEvents) document.removeEventListener(type, wake, { capture: true });
      document.removeEventListener('input', record, { capture: true });
      document.removeEventListener('change', record, { capture: true });
      document.removeEventListener('click', hold, { capture: true });
    };
  }, [gate, live]);

  useEffect(() => {
    if (!live) return undefined;
    const inputs = [...typed.current];
    typed.current.clear();
    for (const [control, state] of inputs) if (control.isConnected) restoreControl(control, state);
    const target = heldClick.current;
    heldClick.current = null;
    if (!target) return undefined;
    // After the restored values have rendered (React flushes them at the end of their events).
    const timer = setTimeout(() => {
      if (target.isConnected) target.click();
    }, 0);
    return () => clearTimeout(timer);
  }, [live]);

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

  const [onHydrated] = useState(() => () => setLive(true));
  const boundary = useMemo(
    () => (
      <Suspense fallback={<Placeholder id={id} aria-busy="true" style={{ minHeight }} />}>
        <HydrationGate gate={gate} onHydrated={onHydrated}>
          {shown}
        </HydrationGate>
      </Suspense>
    ),
    [id, minHeight, gate, onHydrated, shown],
  );

  return <div ref={ref}>{boundary}</div>;
}
