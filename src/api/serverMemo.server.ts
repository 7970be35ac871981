/** Server build of ./serverMemo.ts: a bounded, least-recently-used memory per space. */
import { LRUCache } from 'lru-cache';
import type { MemoSpace, Remember } from './serverMemo';

/**
 * Per space: at most this many entries, and keys (the inputs: HTML, JSON text, CSS) of at most this many characters.
 * A page uses a few hundred style classes and the site a few thousand, hence the larger space for them.
 */
const MAX_ENTRIES: Record<MemoSpace, number> = { contract: 500, 'sanitised-html': 500, 'compiled-css': 5000 };
const MAX_KEY_CHARS = 8 * 1024 * 1024;

const spaces = new Map<MemoSpace, LRUCache<string, { value: unknown }>>();

/**
 * `compute()`'s value for `key`, computed once while kept. Only for pure results: the same key always gives an
 * equal value, and callers never change what they get (it is shared between renders).
 */
export const remember: Remember = <T>(space: MemoSpace, key: string, compute: () => T): T => {
  let kept = spaces.get(space);
  if (!kept) {
    kept = new LRUCache({
      max: MAX_ENTRIES[space],
      maxSize: MAX_KEY_CHARS,
      sizeCalculation: (_v, k) => k.length || 1,
    });
    spaces.set(space, kept);
  }
  const hit = kept.get(key);
  if (hit) return hit.value as T;
  const value = compute();
  kept.set(key, { value });
  return value;
};
