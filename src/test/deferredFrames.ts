import type { FrameAttributes } from '@/components/DeferredFrame';

/**
 * The third-party frames of the rendered page, as the attributes their boxes carry (src/components/DeferredFrame.tsx;
 * in a browser the page's inline script puts each frame in, which jsdom does not run).
 */
export function deferredFrames(root: ParentNode = document): FrameAttributes[] {
  return [...root.querySelectorAll<HTMLElement>('[data-frame]')].map(
    (box) => JSON.parse(box.dataset.frame ?? '{}') as FrameAttributes,
  );
}
