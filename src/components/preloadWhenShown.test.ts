import { preloadWhenShown } from './whenIdle';

/** An element with or without a layout box (jsdom has no layout: `offsetParent` is set by hand). */
function button(shown: boolean): HTMLElement {
  const element = document.createElement('button');
  Object.defineProperty(element, 'offsetParent', { value: shown ? document.body : null });
  return element;
}

describe('preloadWhenShown (a ref callback that loads a button’s code when the browser is idle)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('loads once the browser is idle where the button shows', () => {
    const load = jest.fn(() => Promise.resolve());
    preloadWhenShown(load)(button(true));
    expect(load).not.toHaveBeenCalled();
    jest.runAllTimers();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('never loads for a hidden button, nor when the ref is cleared', () => {
    const load = jest.fn(() => Promise.resolve());
    const ref = preloadWhenShown(load);
    ref(button(false));
    ref(null);
    jest.runAllTimers();
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
    jest.runAllTimers();
    jest.useRealTimers();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(failure).toHaveBeenCalled();
  });
});
