import {
  clearLift,
  coversSomething,
  isContent,
  probePoints,
  watchKeepClear,
  type KeepClearPlace,
} from './keepClear';

function place(html: string) {
  document.body.innerHTML = html;
  const button = document.getElementById('fab') as HTMLElement;
  button.getBoundingClientRect = () =>
    ({ left: 300, top: 700, right: 356, bottom: 756, width: 56, height: 56 }) as DOMRect;
  return button;
}

/** Whether a hit test passes through `element` (`pointer-events: none` on it or, inherited, on an ancestor). */
function tapsThrough(element: Element): boolean {
  for (let at: Element | null = element; at; at = at.parentElement) {
    const value = (at as HTMLElement).style?.pointerEvents;
    if (value === 'none') return true;
    if (value) return false;
  }
  return false;
}

/**
 * jsdom does no layout: the stack of elements under every probe is given (`stack(x, y)`, topmost first), and the
 * hit tests read it as a browser would: `elementFromPoint` the first that takes taps.
 */
function stackAt(stack: (x: number, y: number) => Element[]) {
  document.elementsFromPoint = stack;
  document.elementFromPoint = (x: number, y: number) =>
    stack(x, y).find((element) => !tapsThrough(element)) ?? null;
}

/** Counts the hit tests (`elementFromPoint`) from now on: `count`, which a test may set back to 0. */
function countHitTests() {
  const hits = { count: 0 };
  const hitTest = document.elementFromPoint;
  document.elementFromPoint = (x: number, y: number) => {
    hits.count += 1;
    return hitTest(x, y);
  };
  return hits;
}

/**
 * Runs `run` with the button drawn `lift` px above its place (700–756): its box there, and the computed transform
 * a browser reports (jsdom has no `DOMMatrixReadOnly`: one that reads a `matrix(…)` is given meanwhile).
 */
function drawnLifted(button: HTMLElement, lift: number, run: () => void) {
  button.getBoundingClientRect = () =>
    ({ left: 300, top: 700 - lift, right: 356, bottom: 756 - lift, width: 56, height: 56 }) as DOMRect;
  button.style.transform = `matrix(1, 0, 0, 1, 0, -${lift})`;
  const { DOMMatrixReadOnly } = window as unknown as { DOMMatrixReadOnly?: unknown };
  Object.assign(window, {
    DOMMatrixReadOnly: class {
      m42: number;
      constructor(text: string) {
        this.m42 = Number(/matrix\(([^)]*)\)/.exec(text)![1].split(',')[5]);
      }
    },
  });
  try {
    run();
  } finally {
    Object.assign(window, { DOMMatrixReadOnly });
  }
}

function under(...ids: string[]) {
  stackAt(() => ids.map((id) => document.getElementById(id)!));
}

describe('the floating button keeps clear', () => {
  it('counts controls, headings, images in links and open pickers; empty boxes, running text and backdrops not', () => {
    place(`
      <button id="fab"><svg id="icon"></svg></button>
      <button id="continue"><span id="label">Continue</span></button>
      <p id="text">A line of text</p>
      <h2 id="heading">Dates and prices</h2>
      <div id="box"><div id="inner"></div></div>
      <a href="/x" id="card"><img id="photo" alt="" /></a>
      <img id="banner" alt="" />
      <div role="gridcell" id="day"></div>`);
    expect(isContent(document.getElementById('continue')!)).toBe(true);
    expect(isContent(document.getElementById('label')!)).toBe(true);
    expect(isContent(document.getElementById('heading')!)).toBe(true);
    expect(isContent(document.getElementById('text')!)).toBe(false);
    expect(isContent(document.getElementById('photo')!)).toBe(true);
    expect(isContent(document.getElementById('day')!)).toBe(true);
    expect(isContent(document.getElementById('box')!)).toBe(false);
    expect(isContent(document.getElementById('inner')!)).toBe(false);
    expect(isContent(document.getElementById('banner')!)).toBe(false);
  });

  it('tests a grid over the box, its edges grown by a margin', () => {
    const points = probePoints({ left: 300, top: 700, right: 356, bottom: 756 });
    expect(points).toContainEqual([328, 728]);
    expect(points).toContainEqual([294, 694]);
    expect(points).toContainEqual([362, 762]);
    expect(points).toContainEqual([294, 728]);
    expect(points).toHaveLength(25);
  });

  it('ignores the button itself, and finds a control beneath it', () => {
    const button = place(`<button id="fab"><svg id="icon"></svg></button><div id="page"></div>
      <button id="continue">Continue</button>`);
    under('icon', 'fab', 'page');
    expect(coversSomething(button)).toBe(false);
    under('icon', 'fab', 'continue', 'page');
    expect(coversSomething(button)).toBe(true);
  });

  it('asks what a tap would reach without the button: one hit test a point, the stack only when the button is hit', () => {
    const button = place(`<button id="fab"><span id="part"></span></button><div id="page"></div>
      <button id="continue">Continue</button>`);
    under('fab', 'continue', 'page');
    const stacks = jest.spyOn(document, 'elementsFromPoint');
    expect(coversSomething(button)).toBe(true);
    expect(stacks).not.toHaveBeenCalled();
    // A part of the button that takes taps of its own: the whole stack is read, the button's parts left out.
    document.getElementById('part')!.style.pointerEvents = 'auto';
    under('part', 'fab', 'continue', 'page');
    const read = jest.spyOn(document, 'elementsFromPoint');
    expect(coversSomething(button)).toBe(true);
    expect(read).toHaveBeenCalled();
    under('part', 'fab', 'page');
    expect(coversSomething(button)).toBe(false);
    expect(button.style.pointerEvents).toBe('');
  });

  it('lifts the button to the first clear spot above, or steps aside when there is none', () => {
    const button = place(
      `<button id="fab"></button><div id="page"></div><button id="continue">Continue</button>`,
    );
    // Continue lies under the button's place (700-756) only.
    stackAt((_x: number, y: number) => [
      button,
      ...(y >= 700 && y <= 770 ? [document.getElementById('continue')!] : []),
      document.getElementById('page')!,
    ]);
    expect(clearLift(button, 0, 800)).toBe(64);
    // Everything up to the middle of the screen is taken: no clear spot.
    stackAt(() => [button, document.getElementById('continue')!]);
    expect(clearLift(button, 0, 800)).toBeNull();
    // The button takes taps again afterwards.
    expect(button.style.pointerEvents).toBe('');
  });

  it('reckons the spots from where the button is drawn while it glides to its place (a transition)', () => {
    const button = place(
      `<button id="fab"></button><div id="page"></div><button id="continue">Continue</button>`,
    );
    // Its place is 700–756; Continue lies under that place's lower edge only.
    stackAt((_x: number, y: number) => [
      button,
      ...(y >= 740 && y <= 770 ? [document.getElementById('continue')!] : []),
      document.getElementById('page')!,
    ]);
    // Halfway back down from a lift of 64 to its place: drawn 32 px up, at 668–724.
    drawnLifted(button, 32, () => {
      // Its place (not the box it passes through) covers Continue: it goes 64 px up.
      expect(clearLift(button, 0, 800)).toBe(64);
    });
  });

  it('checks only after the next frame has been drawn, never before the frame that shows a tap', async () => {
    const button = place(`<button id="fab"></button><div id="page"></div>`);
    under('fab', 'page');
    const frames: FrameRequestCallback[] = [];
    const frame = jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    const changes: KeepClearPlace[] = [];
    const stop = watchKeepClear(button, (place) => changes.push(place));
    window.dispatchEvent(new Event('click'));
    await new Promise((r) => setTimeout(r, 30));
    expect(changes).toEqual([]);
    frames.splice(0).forEach((callback) => callback(performance.now()));
    await new Promise((r) => setTimeout(r, 10));
    expect(changes).toEqual([{ lift: 0 }]);
    stop();
    frame.mockRestore();
  });

  it('checks once more when things have settled, except after scrolling alone (the last check saw where it stopped)', async () => {
    const button = place(`<button id="fab"></button><div id="page"></div>`);
    under('fab', 'page');
    const hits = countHitTests();
    // Fake timers (and frames): the counts do not depend on how busy the machine is.
    jest.useFakeTimers();
    try {
      const stop = watchKeepClear(button, () => undefined);
      const settled = () => jest.advanceTimersByTime(1000);
      settled();
      // A scroll: one check after it, none 400 ms later.
      hits.count = 0;
      window.dispatchEvent(new Event('scroll'));
      settled();
      expect(hits.count).toBe(25);
      // A tap (what it opens may move for a while): a check after it, and one once things have settled.
      hits.count = 0;
      window.dispatchEvent(new Event('click'));
      settled();
      expect(hits.count).toBe(50);
      // Something arrives while the page scrolls: checked again once settled.
      hits.count = 0;
      window.dispatchEvent(new Event('scroll'));
      document.body.appendChild(document.createElement('div'));
      await Promise.resolve(); // the page's observer hears of it
      settled();
      expect(hits.count).toBe(50);
      stop();
    } finally {
      jest.useRealTimers();
    }
  });

  it("does not check after a box scrolls or starts to be drawn far from the button's spots, but does near them", () => {
    const button = place(
      `<button id="fab"></button><div id="page"><div id="banner"></div><div id="cards"></div></div>`,
    );
    under('fab', 'page');
    const rect = (left: number, top: number, right: number, bottom: number) => () =>
      ({ left, top, right, bottom, width: right - left, height: bottom - top }) as DOMRect;
    // The button sits at 300–356 × 700–756; its spots go up to 256 px higher.
    document.getElementById('banner')!.getBoundingClientRect = rect(0, 80, 360, 380);
    document.getElementById('cards')!.getBoundingClientRect = rect(0, 600, 360, 800);
    const hits = countHitTests();
    jest.useFakeTimers();
    try {
      const stop = watchKeepClear(button, () => undefined);
      const settled = () => jest.advanceTimersByTime(1000);
      settled();
      hits.count = 0;
      document.getElementById('banner')!.dispatchEvent(new Event('scroll'));
      settled();
      expect(hits.count).toBe(0);
      document.getElementById('cards')!.dispatchEvent(new Event('scroll'));
      settled();
      expect(hits.count).toBe(25);
      // A section near the button starts to be drawn (content-visibility: auto): checked, and once settled.
      hits.count = 0;
      document.getElementById('cards')!.dispatchEvent(new Event('contentvisibilityautostatechange'));
      settled();
      expect(hits.count).toBe(50);
      hits.count = 0;
      document.getElementById('banner')!.dispatchEvent(new Event('contentvisibilityautostatechange'));
      settled();
      expect(hits.count).toBe(0);
      // The page's own scroll always counts.
      hits.count = 0;
      document.dispatchEvent(new Event('scroll'));
      settled();
      expect(hits.count).toBe(25);
      stop();
    } finally {
      jest.useRealTimers();
    }
  });

  it("reckons a box's reach from the button's place while it is lifted, not from where it is drawn", () => {
    const button = place(`<button id="fab"></button><div id="page"><div id="cards"></div></div>`);
    under('fab', 'page');
    // A row of cards from 640 px down: under the button's place (700–756), below where it is drawn lifted 128 px.
    document.getElementById('cards')!.getBoundingClientRect = () =>
      ({ left: 0, top: 640, right: 360, bottom: 800, width: 360, height: 160 }) as DOMRect;
    drawnLifted(button, 128, () => {
      const hits = countHitTests();
      jest.useFakeTimers();
      try {
        const stop = watchKeepClear(button, () => undefined);
        jest.advanceTimersByTime(1000);
        hits.count = 0;
        // Its scroll can clear the place the button would go back down to: checked.
        document.getElementById('cards')!.dispatchEvent(new Event('scroll'));
        jest.advanceTimersByTime(1000);
        expect(hits.count).toBeGreaterThan(0);
        stop();
      } finally {
        jest.useRealTimers();
      }
    });
  });

  it('reports a change after a scroll or a portal opening, once per change', async () => {
    const button = place(`<button id="fab"></button><div id="page"></div><button id="day">28</button>`);
    under('fab', 'page');
    const changes: KeepClearPlace[] = [];
    const stop = watchKeepClear(button, (place) => changes.push(place));
    // The first check, after the next frame.
    await new Promise((r) => setTimeout(r, 60));
    expect(changes).toEqual([{ lift: 0 }]);
    // Controls over the whole lower screen: tucked into the edge.
    under('fab', 'day', 'page');
    document.body.appendChild(document.createElement('div'));
    await new Promise((r) => setTimeout(r, 150));
    expect(changes).toEqual([{ lift: 0 }, 'tucked']);
    // Scrolled to a clear spot.
    under('fab', 'page');
    window.dispatchEvent(new Event('scroll'));
    await new Promise((r) => setTimeout(r, 150));
    expect(changes).toEqual([{ lift: 0 }, 'tucked', { lift: 0 }]);
    changes.length = 0;
    // A picker opens (a dialog, laid out): the button tucks away until it closes.
    const picker = document.createElement('div');
    picker.setAttribute('role', 'dialog');
    picker.getClientRects = () => [{}] as unknown as DOMRectList;
    document.body.appendChild(picker);
    await new Promise((r) => setTimeout(r, 150));
    expect(changes.at(-1)).toBe('tucked');
    picker.remove();
    await new Promise((r) => setTimeout(r, 150));
    expect(changes).toEqual(['tucked', { lift: 0 }]);
    // A modal kept in the page closed (rendered ahead of its first opening): laid out but hidden, not open.
    const kept = document.createElement('div');
    kept.style.visibility = 'hidden';
    kept.innerHTML = '<div role="dialog"></div>';
    (kept.firstChild as Element).getClientRects = () => [{}] as unknown as DOMRectList;
    document.body.appendChild(kept);
    await new Promise((r) => setTimeout(r, 150));
    expect(changes).toEqual(['tucked', { lift: 0 }]);
    stop();
  });
});
