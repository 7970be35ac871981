import { fireEvent } from '@testing-library/react';
import { glideMs, SCROLL_WATCH_MS } from '@/components/glideToElement';
import { scrollToSection } from './sections';

/** A page in jsdom: the target's place in the document, the page's height and the window's scroll are ours to set. */
function page({
  targetTop,
  height,
  viewport = 800,
}: {
  targetTop: number;
  height: number;
  viewport?: number;
}) {
  const state = { targetTop, height, scrollY: 0 };
  const target = document.createElement('section');
  target.id = 'review';
  document.body.append(target);
  target.getBoundingClientRect = () => ({ top: state.targetTop - state.scrollY }) as DOMRect;
  Object.defineProperty(document.documentElement, 'scrollHeight', {
    configurable: true,
    get: () => state.height,
  });
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: viewport });
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => state.scrollY });
  const scrollTo = jest.fn((options: ScrollToOptions) => {
    const end = Math.max(0, state.height - viewport);
    state.scrollY = Math.max(0, Math.min(end, options.top ?? state.scrollY));
  });
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  return { state, scrollTo };
}

const reducedMotion = (reduce: boolean) => {
  window.matchMedia = ((query: string) => ({
    matches: reduce && query.includes('reduce'),
  })) as typeof window.matchMedia;
};

beforeEach(() => {
  jest.useFakeTimers();
  document.body.innerHTML = '';
  document.documentElement.style.overflowAnchor = '';
  reducedMotion(false);
});
afterEach(() => {
  jest.runOnlyPendingTimers();
  jest.useRealTimers();
});

test('glides to the section, 100 px below the top, in steps that are not jumps', async () => {
  const { state, scrollTo } = page({ targetTop: 3000, height: 6000 });
  await scrollToSection('review');
  jest.advanceTimersByTime(glideMs(2900) / 2);
  expect(state.scrollY).toBeGreaterThan(0);
  expect(state.scrollY).toBeLessThan(2900);
  jest.advanceTimersByTime(glideMs(2900));
  expect(state.scrollY).toBe(2900);
  expect(scrollTo.mock.calls.length).toBeGreaterThan(10);
  expect(scrollTo.mock.calls.every(([options]) => options.behavior === 'instant')).toBe(true);
});

test('with reduced motion it jumps', async () => {
  reducedMotion(true);
  const { state, scrollTo } = page({ targetTop: 3000, height: 6000 });
  await scrollToSection('review');
  jest.advanceTimersByTime(20);
  expect(state.scrollY).toBe(2900);
  expect(scrollTo).toHaveBeenCalledTimes(1);
});

test('follows a target that sections rendering on the way move, during the glide and after it', async () => {
  const { state } = page({ targetTop: 3000, height: 6000 });
  await scrollToSection('review');
  jest.advanceTimersByTime(200);
  state.targetTop = 2460; // the sections above were shorter than their estimates
  jest.advanceTimersByTime(1000);
  expect(state.scrollY).toBe(2360);
  state.targetTop = 2700; // a section above loaded its content
  jest.advanceTimersByTime(1000);
  expect(state.scrollY).toBe(2600);
});

test('goes on when the page grows past where the scroll had to stop', async () => {
  const { state } = page({ targetTop: 3000, height: 3500 });
  await scrollToSection('review');
  jest.advanceTimersByTime(1000);
  // The page ends 2 700 px down: the scroll stops there, short of the section.
  expect(state.scrollY).toBe(2700);
  state.height = 5000;
  jest.advanceTimersByTime(1000);
  expect(state.scrollY).toBe(2900);
});

test('never fights a scroll it did not make, and gives scroll anchoring back', async () => {
  const { state, scrollTo } = page({ targetTop: 3000, height: 6000 });
  await scrollToSection('review');
  expect(document.documentElement.style.overflowAnchor).toBe('none');
  jest.advanceTimersByTime(200);
  state.scrollY = 3600; // a scrollbar, or a control scrolled into view
  const calls = scrollTo.mock.calls.length;
  state.targetTop = 2800;
  jest.advanceTimersByTime(SCROLL_WATCH_MS);
  expect(scrollTo).toHaveBeenCalledTimes(calls);
  expect(state.scrollY).toBe(3600);
  expect(document.documentElement.style.overflowAnchor).toBe('');
});

test('a scroll to the end of a page that kept its height is someone else’s too', async () => {
  const { state, scrollTo } = page({ targetTop: 3000, height: 6000 });
  await scrollToSection('review');
  jest.advanceTimersByTime(200);
  state.scrollY = 5200; // a control at the bottom scrolled into view: the page's end
  const calls = scrollTo.mock.calls.length;
  jest.advanceTimersByTime(SCROLL_WATCH_MS);
  expect(scrollTo).toHaveBeenCalledTimes(calls);
  expect(state.scrollY).toBe(5200);
});

test.each(['wheel', 'keydown', 'pointerdown'])('a visitor’s %s ends it where the page is', async (type) => {
  const { state } = page({ targetTop: 3000, height: 6000 });
  await scrollToSection('review');
  jest.advanceTimersByTime(200);
  fireEvent(document.body, new Event(type, { bubbles: true }));
  const at = state.scrollY;
  jest.advanceTimersByTime(SCROLL_WATCH_MS);
  expect(state.scrollY).toBe(at);
  expect(at).toBeLessThan(2900);
});

test('stops keeping the target in place once it has stayed put for a while', async () => {
  const { state, scrollTo } = page({ targetTop: 3000, height: 6000 });
  await scrollToSection('review');
  // The glide, then the target still for the watch's time.
  jest.advanceTimersByTime(glideMs(2900) + SCROLL_WATCH_MS + 100);
  const calls = scrollTo.mock.calls.length;
  state.targetTop = 3540;
  jest.advanceTimersByTime(SCROLL_WATCH_MS);
  expect(scrollTo).toHaveBeenCalledTimes(calls);
  expect(jest.getTimerCount()).toBe(0);
  expect(document.documentElement.style.overflowAnchor).toBe('');
});

test('keeps following a target that goes on moving (sections hydrating on a slow phone), for a while at most', async () => {
  const { state, scrollTo } = page({ targetTop: 3000, height: 20_000 });
  await scrollToSection('review');
  // The section moves down every 2 s (the sections above it render one by one): followed each time.
  for (let at = 1; at <= 3; at += 1) {
    jest.advanceTimersByTime(2000);
    state.targetTop = 3000 + at * 500;
    jest.advanceTimersByTime(1000);
    expect(state.scrollY).toBe(state.targetTop - 100);
  }
  // Past the longest watch (three times the watch), a move is no longer followed.
  jest.advanceTimersByTime(3 * SCROLL_WATCH_MS);
  const calls = scrollTo.mock.calls.length;
  state.targetTop = 5000;
  jest.advanceTimersByTime(2000);
  expect(scrollTo).toHaveBeenCalledTimes(calls);
  expect(jest.getTimerCount()).toBe(0);
});

test('does nothing when the section is not on the page', async () => {
  const { scrollTo } = page({ targetTop: 3000, height: 6000 });
  await scrollToSection('missing');
  jest.advanceTimersByTime(1000);
  expect(scrollTo).not.toHaveBeenCalled();
  expect(jest.getTimerCount()).toBe(0);
  expect(document.documentElement.style.overflowAnchor).toBe('');
});

test('does nothing when the page has scrolled between the click and the glide’s code arriving', async () => {
  const { state, scrollTo } = page({ targetTop: 3000, height: 6000 });
  // The code arrives on first use: meanwhile the visitor scrolls on (or presses a control the browser scrolls to).
  const asked = scrollToSection('review');
  state.scrollY = 1200;
  await asked;
  jest.advanceTimersByTime(1000);
  expect(scrollTo).not.toHaveBeenCalled();
  expect(state.scrollY).toBe(1200);
  expect(document.documentElement.style.overflowAnchor).toBe('');
});
