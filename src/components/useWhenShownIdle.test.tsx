import { useRef } from 'react';
import { act, render } from '@testing-library/react';
import { useWhenShownIdle } from './useWhenShownIdle';

/** Stand-ins for what jsdom lacks: an IntersectionObserver the test drives, idle callbacks the test runs. */
let observers: Array<{
  report: IntersectionObserverCallback;
  margin: string;
  targets: Element[];
  off: boolean;
}> = [];
let idle: Array<{ id: number; run: IdleRequestCallback }> = [];
const real = {
  observer: window.IntersectionObserver,
  idle: window.requestIdleCallback,
  cancel: window.cancelIdleCallback,
};

beforeEach(() => {
  observers = [];
  idle = [];
  let next = 1;
  window.IntersectionObserver = class {
    private readonly entry;
    constructor(report: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      this.entry = { report, margin: options?.rootMargin ?? '', targets: [] as Element[], off: false };
      observers.push(this.entry);
    }
    observe(target: Element) {
      this.entry.targets.push(target);
    }
    disconnect() {
      this.entry.off = true;
    }
    unobserve() {}
  } as unknown as typeof IntersectionObserver;
  window.requestIdleCallback = ((run: IdleRequestCallback) => {
    const id = next++;
    idle.push({ id, run });
    return id;
  }) as typeof requestIdleCallback;
  window.cancelIdleCallback = (id: number) => {
    idle = idle.filter((task) => task.id !== id);
  };
});

afterEach(() => {
  window.IntersectionObserver = real.observer;
  window.requestIdleCallback = real.idle;
  window.cancelIdleCallback = real.cancel;
});

function report(isIntersecting: boolean) {
  for (const o of observers.filter((entry) => !entry.off))
    o.report(
      o.targets.map((target) => ({ isIntersecting, target }) as IntersectionObserverEntry),
      {} as never,
    );
}

async function runIdle() {
  const tasks = idle;
  idle = [];
  await act(async () => {
    for (const task of tasks) task.run({ didTimeout: false, timeRemaining: () => 50 });
  });
}

function Opener({ run, margin = 0 }: { run: () => unknown; margin?: number }) {
  const ref = useRef<HTMLButtonElement>(null);
  useWhenShownIdle(ref, margin, run);
  return <button ref={ref}>Open</button>;
}

describe('useWhenShownIdle', () => {
  it('runs once, when the browser is idle after the element first comes near the screen', async () => {
    const run = jest.fn();
    render(<Opener run={run} margin={200} />);
    expect(observers).toHaveLength(1);
    expect(observers[0]?.margin).toBe('200px 0px');
    expect(observers[0]?.targets[0]).toHaveTextContent('Open');

    report(false); // not near yet (or not shown at this width): nothing
    await runIdle();
    expect(run).not.toHaveBeenCalled();

    report(true);
    expect(run).not.toHaveBeenCalled(); // near, but it waits for the browser to be idle
    await runIdle();
    expect(run).toHaveBeenCalledTimes(1);

    report(true); // the observer is gone after the first time
    await runIdle();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('never runs for an element that never comes near (hidden at this width)', async () => {
    const run = jest.fn();
    render(<Opener run={run} />);
    report(false);
    await runIdle();
    expect(run).not.toHaveBeenCalled();
  });

  it('cancels both the observer and a pending idle run on unmount', async () => {
    const run = jest.fn();
    const { unmount } = render(<Opener run={run} />);
    report(true);
    expect(idle).toHaveLength(1);
    unmount();
    expect(idle).toHaveLength(0);
    expect(observers[0]?.off).toBe(true);
    await runIdle();
    expect(run).not.toHaveBeenCalled();
  });

  it('leaves a failed load to the tap: a rejected promise is not an unhandled error', async () => {
    const run = jest.fn(() => Promise.reject(new Error('offline')));
    render(<Opener run={run} />);
    report(true);
    await runIdle();
    await act(async () => {
      await Promise.resolve();
    });
    expect(run).toHaveBeenCalledTimes(1);
  });
});
