import { glideToSection } from './glideToSection';

/** A section 3 000 px down a 6 000 px page, with its scroll margin; the window's scroll is ours to read. */
function page(scrollMargin: string) {
  const state = { scrollY: 0 };
  const section = document.createElement('section');
  section.id = 'faqs';
  section.style.scrollMarginTop = scrollMargin;
  document.body.append(section);
  section.getBoundingClientRect = () => ({ top: 3000 - state.scrollY }) as DOMRect;
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: 6000 });
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
