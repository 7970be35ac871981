/** Server build of ./serverMemo.ts: a bounded, least-recently-used memory per space. */
import { LRUCache } from 'lru-cache';
import type { MemoSpace, Remember } from './serverMemo';

/**
 * Per space: at most this many entries, and keys (the inputs: HTML, JSON text, CSS) of at most this many characters.
 * A page uses a few hundred style classes and the site a few thousand. A tour page sanitises a dozen or more pieces
 * of HTML (its days, notes, room details) and checks a handful of answers: with 500 of each, the long tail of ~100
 * tours in two languages pushed every piece out before its page came round again, so each was done again. The
 * character bound is what limits memory (8 M characters a space, about 16 MB).
 */
const MAX_ENTRIES: Record<MemoSpace, number> = {
  contract: 2000,
  'sanitised-html': 5000,
  'compiled-css': 5000,
};
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
