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

/** Runs the idle callbacks, then lets the loads that follow them settle (the modal's shared part comes first). */
async function idleAndSettle() {
  jest.runAllTimers();
  jest.useRealTimers();
  await new Promise((resolve) => setTimeout(resolve, 0));
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

  it('asks for the modal’s own code only after what all modals share, not in the idle callback itself', async () => {
    const load = jest.fn(() => Promise.resolve());
    preloadWhenShown(load)(button(true));
    jest.runAllTimers();
    // The idle task requested the shared part (MUI's Modal) only; the modal's own chunks follow in a later task.
    expect(load).not.toHaveBeenCalled();
    await idleAndSettle();
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
