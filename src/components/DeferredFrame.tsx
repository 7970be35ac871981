/** A frame's attributes (React's names; the browser takes them as attribute names too). */
export interface FrameAttributes {
  src: string;
  title: string;
  [attribute: string]: string;
}

/**
 * A third-party frame (the footer's map, a category's video) that is not in the page's first HTML. A frame there,
 * even a lazy one far below the screen, kept Chromium from showing the page's first paint: in Lighthouse traces of
 * the checkout and tour pages the painted first screen reached the screen only about a second later (first contentful
 * paint at 1.3 s instead of 0.3 s, largest paint 2.5-2.9 s) in a third of the runs, whenever the frame came before the
 * first paint.
 *
 * React renders an empty box carrying the frame's attributes (`data-frame`), on the server and in the browser alike;
 * the page's inline start-up (src/start/inline/startUp.ts) puts the frame into every such box once React has
 * hydrated the page (`data-hydrated`, src/lib/hydrationMark.ts), and into those rendered later (a client-side
 * navigation) as they come. React never renders into the box, so hydration keeps what was put there. The frame fills the box's
 * nearest positioned ancestor (`position: absolute; inset: 0`): place and size that one.
 */
export function DeferredFrame({ frame }: { frame: FrameAttributes }) {
  return (
    <div
      data-frame={JSON.stringify(frame)}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: '' }}
    />
  );
}
