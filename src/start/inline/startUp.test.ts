import { readFileSync } from 'node:fs';
import path from 'node:path';
import { HYDRATED_ATTRIBUTE, HYDRATED_EVENT } from '@/lib/hydrationMark';
import * as inline from './startUp';

describe('the inline start-up module', () => {
  it('names the hydration mark as the app sets it', () => {
    expect(inline.HYDRATED_ATTRIBUTE).toBe(HYDRATED_ATTRIBUTE);
    expect(inline.HYDRATED_EVENT).toBe(HYDRATED_EVENT);
  });

  it('imports nothing: the whole module is inlined before any bundle runs', () => {
    const source = readFileSync(path.join(__dirname, 'startUp.ts'), 'utf8');
    expect(source).not.toMatch(/^\s*import\s/m);
  });

  it('puts the page’s frames in once React says it has hydrated, not before', () => {
    document.body.innerHTML =
      '<div id="root"><div id="map" data-frame="{&quot;src&quot;:&quot;https://maps.google.com/maps?q=1&quot;,&quot;title&quot;:&quot;Map&quot;}"></div></div>';
    inline.startUp([]);
    window.dispatchEvent(new Event('load'));
    expect(document.querySelector('iframe')).toBeNull();
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
    jest.useFakeTimers();
    try {
      document.dispatchEvent(new Event(HYDRATED_EVENT));
      // Not in the task of React's commit that marked the page: in the next one.
      expect(document.querySelector('iframe')).toBeNull();
      jest.runOnlyPendingTimers();
    } finally {
      jest.useRealTimers();
    }
    const frame = document.querySelector('#map > iframe')!;
    expect(frame.getAttribute('src')).toBe('https://maps.google.com/maps?q=1');
    expect(frame.getAttribute('title')).toBe('Map');
  });

  it('holds a tap on a button before React listens and replays it then; once hydrated, holds nothing', () => {
    document.body.innerHTML = '<div id="root"><button type="button" id="heart">Save</button></div>';
    document.documentElement.removeAttribute(HYDRATED_ATTRIBUTE);
    const root = document.getElementById('root') as HTMLElement & Record<string, unknown>;
    const button = document.getElementById('heart')!;
    let clicks = 0;
    button.addEventListener('click', () => (clicks += 1));
    jest.useFakeTimers();
    try {
      inline.startUp([]);
      button.click();
      expect(clicks).toBe(1);
      // React listens: the held tap is made again.
      root.__reactContainer$test = {};
      jest.advanceTimersByTime(100);
      expect(clicks).toBe(2);
      document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
      document.dispatchEvent(new Event(HYDRATED_EVENT));
      // Hydrated: a tap is React's alone, even where React's mark is not found (nothing held, nothing replayed).
      delete root.__reactContainer$test;
      button.click();
      root.__reactContainer$test = {};
      jest.advanceTimersByTime(100);
      expect(clicks).toBe(3);
    } finally {
      jest.useRealTimers();
    }
  });
});
