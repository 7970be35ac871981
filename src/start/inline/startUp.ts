/**
 * The page's start-up, inlined into every page the server renders (server/startUp.ts puts it after the
 * configuration, in the page's one inline script). Written here in TypeScript; the build minifies it
 * (webpack/startUpScript.ts) and the server calls it with the page's start-up scripts. It must stay self-contained:
 * no imports (it runs before any bundle; the whole module is inlined). docs/start-up.md explains each part and the
 * measurement behind it.
 *
 * 1. Taps and form submits before React listens are held and replayed once it does.
 * 2. The start-up scripts are asked for once the page's largest image has been painted (or at once in a hidden
 *    page, or when the browser reports no paints), in their order.
 * 3. Once React has hydrated the page, the third-party frames go into their boxes (then into boxes rendered later).
 */

/** What the app marks on <html> once React has hydrated the page (src/lib/hydrationMark.ts: the same names). */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';
/** The event the app sends on the document at that moment. */
export const HYDRATED_EVENT = 'vivu:hydrated';

export function startUp(files: readonly string[]): void {
  const doc = document;
  const root = doc.getElementById('root');

  // 1. Held input. React marks its container with a `__reactContainer$…` property once it listens.
  const held: (HTMLButtonElement | HTMLFormElement)[] = [];
  const reactListens = () => !root || Object.keys(root).some((key) => key.indexOf('__reactContainer') === 0);
  const replayWhenReady = (): void => {
    if (!reactListens()) {
      setTimeout(replayWhenReady, 50);
      return;
    }
    for (const target of held.splice(0)) {
      if (!target.isConnected) continue;
      if (target instanceof HTMLFormElement && target.requestSubmit) target.requestSubmit();
      else target.click();
    }
  };
  const hold = (target: HTMLButtonElement | HTMLFormElement) => {
    if (held.push(target) === 1) setTimeout(replayWhenReady, 50);
  };
  // A button with no action of the browser's own (links and submit buttons have one); replayed as a click.
  const holdTap = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (button && button.type === 'button' && !reactListens()) hold(button);
  };
  // A form sent before React listens: the browser's submission is stopped, React's is made once it listens.
  const holdSubmit = (event: Event) => {
    if (reactListens()) return;
    event.preventDefault();
    hold(event.target as HTMLFormElement);
  };
  doc.addEventListener('click', holdTap, true);
  doc.addEventListener('submit', holdSubmit, true);

  // 2. The start-up scripts, after the largest paint.
  doc.addEventListener('DOMContentLoaded', () => {
    let hero: HTMLImageElement | null = doc.querySelector('img[fetchpriority=high]');
    let painted = false;
    let started = false;
    const run = () => {
      if (started) return;
      started = true;
      for (const src of files) {
        const script = doc.createElement('script');
        script.src = src;
        // Inserted scripts run in the order they were inserted, as `defer` scripts do.
        script.async = false;
        doc.head.appendChild(script);
      }
    };
    const Observer = window.PerformanceObserver;
    const types: readonly string[] = (Observer && Observer.supportedEntryTypes) || [];
    if (doc.visibilityState !== 'visible' || types.indexOf('paint') === -1) {
      run();
      return;
    }
    // The hero is shown (or never will be): start once a frame has been presented.
    const heroDone = () => {
      hero = null;
      if (painted) run();
    };
    // A paint: start at once when the hero is done, else at most 300 ms later.
    const paintSeen = () => {
      if (!painted) {
        painted = true;
        setTimeout(run, 300);
      }
      if (!hero) run();
    };
    const watch = (type: string, onEntry: (entry: PerformanceEntry) => void) =>
      new Observer((list) => list.getEntries().forEach(onEntry)).observe({ type, buffered: true });
    // Whatever happens, 2 s after the HTML was parsed, or when the page is hidden.
    setTimeout(run, 2000);
    doc.addEventListener('visibilitychange', run);
    if (hero) {
      if (hero.complete && !hero.naturalWidth) hero = null;
      else hero.addEventListener('error', heroDone);
    }
    if (types.indexOf('largest-contentful-paint') === -1) {
      // Without the largest paint's report: the first paint, and the frame after the hero has loaded.
      if (hero && !hero.complete)
        hero.addEventListener('load', () => requestAnimationFrame(() => setTimeout(heroDone)));
      if (hero && hero.complete) hero = null;
      watch('paint', paintSeen);
    } else {
      watch('largest-contentful-paint', (entry) => {
        const paint = entry as PerformanceEntry & { element?: Element | null; url?: string };
        if (hero && (paint.element === hero || (paint.url && paint.url === hero.currentSrc))) hero = null;
        paintSeen();
      });
    }
  });

  // 3. Third-party frames (src/components/DeferredFrame.tsx renders their boxes), once React has hydrated.
  const putFrames = () =>
    doc.querySelectorAll('[data-frame]:empty').forEach((box) => {
      const frame = doc.createElement('iframe');
      const attributes = JSON.parse(box.getAttribute('data-frame') || '{}') as Record<string, string>;
      for (const name in attributes) frame.setAttribute(name, attributes[name]);
      frame.style.cssText = 'position:absolute;inset:0;width:100%;height:100%;border:0';
      box.appendChild(frame);
    });
  // In a task of their own: the hydration mark comes from the first commit's effects, and a frame's creation (about
  // 7 ms of a desktop CPU for the footer's map) would lengthen that task; a box rendered later is filled after its
  // commit's task too.
  const putFramesSoon = () => setTimeout(putFrames);
  const framesFromNowOn = () => {
    putFramesSoon();
    new MutationObserver(putFramesSoon).observe(doc.body, { childList: true, subtree: true });
  };
  // Once React has hydrated the page, nothing is held any more: the listeners go (each was 2-8 ms of every later
  // tap's own task at a phone's speed, docs/performance.md).
  const hydrated = () => {
    doc.removeEventListener('click', holdTap, true);
    doc.removeEventListener('submit', holdSubmit, true);
    framesFromNowOn();
  };
  if (doc.documentElement.hasAttribute(HYDRATED_ATTRIBUTE)) hydrated();
  else doc.addEventListener(HYDRATED_EVENT, hydrated, { once: true });
}
