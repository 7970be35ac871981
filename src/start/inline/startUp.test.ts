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
});
