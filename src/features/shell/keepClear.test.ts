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

/** jsdom does no layout: the elements "under" every probe are given. */
function under(...ids: string[]) {
  document.elementsFromPoint = () => ids.map((id) => document.getElementById(id)!) as Element[];
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

  it('lifts the button to the first clear spot above, or steps aside when there is none', () => {
    const button = place(
      `<button id="fab"></button><div id="page"></div><button id="continue">Continue</button>`,
    );
    // Continue lies under the button's place (700-756) only.
    document.elementsFromPoint = (_x: number, y: number) => [
      button,
      ...(y >= 700 && y <= 770 ? [document.getElementById('continue')!] : []),
      document.getElementById('page')!,
    ];
    expect(clearLift(button, 0, 800)).toBe(64);
    // Everything up to the middle of the screen is taken: no clear spot.
    document.elementsFromPoint = () => [button, document.getElementById('continue')!];
    expect(clearLift(button, 0, 800)).toBeNull();
  });

  it('reports a change after a scroll or a portal opening, once per change', async () => {
    const button = place(`<button id="fab"></button><div id="page"></div><button id="day">28</button>`);
    under('fab', 'page');
    const changes: KeepClearPlace[] = [];
    const stop = watchKeepClear(button, (place) => changes.push(place));
    await new Promise((r) => setTimeout(r, 20));
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
    stop();
  });
});
