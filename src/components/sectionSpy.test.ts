import { ROW_HELD_MS, watchActiveSection } from './sectionSpy';

const IDS = ['deals', 'trips', 'reviews', 'faqs'];

/**
 * A page with four sections and a section nav's row that scrolls sideways (jsdom does no layout: the sections' tops,
 * the row's widths and the links' places are given). The row shows 300 px of its 1 000; each link is 200 px on from
 * the last.
 */
function page(scrollLeft = 0) {
  document.body.innerHTML =
    `<ul id="row">${IDS.map((id) => `<li><a href="#${id}">${id}</a></li>`).join('')}</ul>` +
    IDS.map((id) => `<section id="${id}"></section>`).join('');
  const row = document.getElementById('row')!;
  Object.defineProperties(row, {
    scrollWidth: { value: 1000 },
    clientWidth: { value: 300 },
    offsetLeft: { value: 0 },
  });
  row.scrollLeft = scrollLeft;
  row
    .querySelectorAll('a')
    .forEach((link, index) =>
      Object.defineProperties(link, { offsetLeft: { value: index * 200 }, offsetWidth: { value: 120 } }),
    );
  // A page long enough not to be at its bottom (where the last section is the one being read).
  Object.defineProperty(document.documentElement, 'scrollHeight', { value: 10_000, configurable: true });
  const scrollTo = jest.fn();
  row.scrollTo = scrollTo as typeof row.scrollTo;
  /** The page scrolled so that section `id`'s top has just passed the line under the nav. */
  const readAt = (id: string) => {
    IDS.forEach((other, index) => {
      const top = (index - IDS.indexOf(id)) * 800 + 50;
      document.getElementById(other)!.getBoundingClientRect = () => ({ top }) as DOMRect;
    });
    window.dispatchEvent(new Event('scroll'));
    jest.advanceTimersByTime(20);
  };
  return { row, scrollTo, readAt };
}

describe('the section nav’s mark', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('is the section being read, and its link is kept in view in the row', () => {
    const { scrollTo, readAt } = page();
    const marks: string[] = [];
    const stop = watchActiveSection(
      IDS,
      { xs: 100, sm: 100 },
      (id) => marks.push(id),
      document.getElementById('row'),
    );
    readAt('deals');
    expect(scrollTo).not.toHaveBeenCalled();
    readAt('faqs');
    expect(marks).toEqual(['deals', 'faqs']);
    expect(scrollTo).toHaveBeenCalledWith({ left: 552, behavior: 'smooth' });
    stop();
  });

  it('leaves the row where the visitor scrolled it before its code came (the first scroll was the row’s)', () => {
    // The visitor swiped the row to its last link; that scroll brought this code.
    const { row, scrollTo, readAt } = page(700);
    const marks: string[] = [];
    const stop = watchActiveSection(IDS, { xs: 100, sm: 100 }, (id) => marks.push(id), row);
    readAt('deals');
    // Marked, but the row is not pulled back under the visitor's finger to the first link.
    expect(marks).toEqual(['deals']);
    expect(scrollTo).not.toHaveBeenCalled();
    stop();
  });

  it('leaves the row where the visitor scrolled it for a moment, then follows the mark again', () => {
    const { row, scrollTo, readAt } = page();
    const stop = watchActiveSection(IDS, { xs: 100, sm: 100 }, () => undefined, row);
    readAt('deals');
    // The visitor scrolls the row; the page then scrolls on to the FAQ within the moment: the row stays.
    row.scrollLeft = 100;
    row.dispatchEvent(new Event('scroll'));
    readAt('faqs');
    expect(scrollTo).not.toHaveBeenCalled();
    // Later, the next section read is kept in view again.
    jest.advanceTimersByTime(ROW_HELD_MS);
    readAt('reviews');
    expect(scrollTo).toHaveBeenCalledWith({ left: 352, behavior: 'smooth' });
    // The row's own glide is not the visitor's: the mark after it still moves the row.
    row.scrollLeft = 352;
    row.dispatchEvent(new Event('scroll'));
    readAt('trips');
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 152, behavior: 'smooth' });
    stop();
  });
});
