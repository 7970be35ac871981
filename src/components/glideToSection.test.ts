import { glideToSection } from './glideToSection';

/**
 * A section `top` px down a page `height` px tall (3 000 of 6 000 at first), with its scroll margin; the window's
 * scroll is ours to read, and kept within the page as a browser keeps it.
 */
function page(scrollMargin: string) {
  const state = { scrollY: 0, top: 3000, height: 6000 };
  const section = document.createElement('section');
  section.id = 'faqs';
  section.style.scrollMarginTop = scrollMargin;
  document.body.append(section);
  section.getBoundingClientRect = () => ({ top: state.top - state.scrollY }) as DOMRect;
  Object.defineProperty(document.documentElement, 'scrollHeight', {
    configurable: true,
    get: () => state.height,
  });
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: 800 });
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => state.scrollY });
  window.scrollTo = ((options: ScrollToOptions) => {
    state.scrollY = options.top ?? state.scrollY;
  }) as typeof window.scrollTo;
  return state;
}

beforeEach(() => {
  jest.useFakeTimers();
  document.body.innerHTML = '';
  window.matchMedia = ((query: string) => ({
    matches: query.includes('reduce'),
  })) as typeof window.matchMedia;
});
afterEach(() => {
  jest.runOnlyPendingTimers();
  jest.useRealTimers();
});

test('ends with the section at its scroll margin, under the sticky bar', async () => {
  const state = page('121px');
  await glideToSection('faqs');
  jest.advanceTimersByTime(50);
  expect(state.scrollY).toBe(3000 - 121);
});

test('a section without a scroll margin ends at the top of the window', async () => {
  const state = page('');
  await glideToSection('faqs');
  jest.advanceTimersByTime(50);
  expect(state.scrollY).toBe(3000);
});

test('goes on when the page gets shorter under it and the browser pulls the scroll up to its end', async () => {
  const state = page('');
  await glideToSection('faqs');
  jest.advanceTimersByTime(50);
  expect(state.scrollY).toBe(3000);
  // Sections above render smaller than their estimates: the page ends at 3 500 px, the browser scrolls up to 2 700.
  state.top = 2950;
  state.height = 3500;
  state.scrollY = state.height - window.innerHeight;
  jest.advanceTimersByTime(50);
  // The footer renders: the page is long enough again, and the section is brought to the top of the window.
  state.height = 4500;
  jest.advanceTimersByTime(50);
  expect(state.scrollY).toBe(2950);
});

test('leaves the page where the visitor took it while the glide’s code was on its way', async () => {
  const state = page('121px');
  const asked = glideToSection('faqs');
  state.scrollY = 640;
  await asked;
  jest.advanceTimersByTime(1000);
  expect(state.scrollY).toBe(640);
});
