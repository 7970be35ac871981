import { preloadWhenShown } from './whenIdle';

/** An element with or without a layout box (jsdom has no layout: `offsetParent` is set by hand). */
function button(shown: boolean, layoutReads = { count: 0 }): HTMLElement {
  const element = document.createElement('button');
  Object.defineProperty(element, 'offsetParent', {
    get: () => {
      layoutReads.count += 1;
      return shown ? document.body : null;
    },
  });
  document.body.append(element);
  return element;
}

/** Lets what is already on its way settle (the shared part's import), without running any timer. */
async function settle() {
  for (let i = 0; i < 20; i += 1) await Promise.resolve();
}

/** Runs the idle callbacks and the loads that follow them: the shared part, then the modal's own code. */
async function idleAndSettle() {
  for (let step = 0; step < 3; step += 1) {
    jest.runOnlyPendingTimers();
    await settle();
  }
}

describe('preloadWhenShown (a ref callback that loads a modal’s code when the browser is idle)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    document.body.innerHTML = '';
  });

  it('loads once the browser is idle where the button shows', async () => {
    const load = jest.fn(() => Promise.resolve());
    preloadWhenShown(load)(button(true));
    expect(load).not.toHaveBeenCalled();
    await idleAndSettle();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks for the modal’s own code at a later idle moment, after what all modals share', async () => {
    const load = jest.fn(() => Promise.resolve());
    preloadWhenShown(load)(button(true));
    jest.runOnlyPendingTimers();
    // The first idle task requested the shared part (MUI's Modal) only.
    expect(load).not.toHaveBeenCalled();
    await settle();
    // The shared part has arrived: the modal's own chunks wait for the next idle moment, not the task that brought it.
    expect(load).not.toHaveBeenCalled();
    jest.runOnlyPendingTimers();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('reads the layout only when idle, not in the ref callback (during React’s commit)', () => {
    const load = jest.fn(() => Promise.resolve());
    const reads = { count: 0 };
    preloadWhenShown(load)(button(true, reads));
    expect(reads.count).toBe(0);
    jest.runAllTimers();
    expect(reads.count).toBe(1);
  });

  it('never loads for a button gone before the browser was idle', async () => {
    const load = jest.fn(() => Promise.resolve());
    const element = button(true);
    preloadWhenShown(load)(element);
    element.remove();
    await idleAndSettle();
    expect(load).not.toHaveBeenCalled();
  });

  it('never loads for a hidden button, nor when the ref is cleared', async () => {
    const load = jest.fn(() => Promise.resolve());
    const ref = preloadWhenShown(load);
    ref(button(false));
    ref(null);
    await idleAndSettle();
    expect(load).not.toHaveBeenCalled();
  });

  it('leaves a failed load to the first tap (no unhandled rejection)', async () => {
    const failure = jest.fn();
    const load = jest.fn(() =>
      Promise.reject(new Error('offline')).catch((error: unknown) => {
        failure(error);
        throw error;
      }),
    );
    preloadWhenShown(load)(button(true));
    await idleAndSettle();
    expect(failure).toHaveBeenCalled();
  });
});
