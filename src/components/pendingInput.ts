/**
 * What a visitor does inside a server-rendered DeferredSection (./DeferredSection.tsx) before its code has arrived:
 * pointing, touching or focusing wakes it (it hydrates at once), a click is held to be replayed on the same element,
 * and what is typed or ticked is put back once the field is React's. The listeners are on the document from the
 * moment this module runs.
 */
type FormControl = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
const NATIVE_CONTROLS = 'input, textarea, select, label';

function isFormControl(target: EventTarget | null): target is FormControl {
  return target instanceof HTMLElement && target.matches('input, textarea, select');
}

/** Puts back what the visitor typed or ticked before hydration, through the events React listens to. */
export function restoreControl(control: FormControl, state: { value: string; checked: boolean }) {
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

/**
 * A server-rendered section that waits for its code carries this attribute until it has hydrated. What the visitor
 * does inside it is caught by listeners on the document (capture) that exist from the moment this module runs, so
 * nothing is lost even before React has reached the section, and React's own listener never sees (and drops) an
 * event aimed at a part it cannot hydrate yet.
 */
export const PENDING = 'data-hydrate-pending';

export interface Waiting {
  woken: boolean;
  /** Clicks to replay, in order, on the same elements once the section is React's. */
  clicks: HTMLElement[];
  /** What was typed or ticked, put back once the fields are React's. */
  typed: Map<FormControl, { value: string; checked: boolean }>;
  onWake: (() => void) | null;
}

const waiting = new WeakMap<Element, Waiting>();

/** The section's waiting record, removed (the section has hydrated); undefined when nothing happened in it. */
export function takeWaiting(section: Element): Waiting | undefined {
  const record = waiting.get(section);
  waiting.delete(section);
  return record;
}

export function waitingRecord(section: Element): Waiting {
  let record = waiting.get(section);
  if (!record) {
    record = { woken: false, clicks: [], typed: new Map(), onWake: null };
    waiting.set(section, record);
  }
  return record;
}

/** The waiting record of the pending section around `target`, woken (its section starts hydrating). */
function wokenBy(target: EventTarget | null): Waiting | null {
  const section = target instanceof Element ? target.closest(`[${PENDING}]`) : null;
  if (!section) return null;
  const record = waitingRecord(section);
  record.woken = true;
  record.onWake?.();
  return record;
}

if (typeof document !== 'undefined') {
  const wake = (event: Event) => void wokenBy(event.target);
  // Form controls keep their native behaviour; what was typed or ticked is put back after hydration.
  const record = (event: Event) => {
    const control = event.target;
    if (!isFormControl(control)) return;
    wokenBy(control)?.typed.set(control, {
      value: control.value,
      checked: !!(control as HTMLInputElement).checked,
    });
  };
  const hold = (event: MouseEvent) => {
    // The element to click again: an icon's SVG inside a button is not one, its nearest HTML ancestor is.
    let target = event.target instanceof Element ? event.target : null;
    while (target && !(target instanceof HTMLElement)) target = target.parentElement;
    if (!event.isTrusted || !(target instanceof HTMLElement) || target.closest(NATIVE_CONTROLS)) return;
    const held = wokenBy(target);
    if (!held) return;
    event.preventDefault();
    event.stopPropagation();
    held.clicks.push(target);
  };
  for (const type of ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'])
    document.addEventListener(type, wake, { capture: true, passive: true });
  document.addEventListener('input', record, { capture: true });
  document.addEventListener('change', record, { capture: true });
  document.addEventListener('click', hold, { capture: true });
}
