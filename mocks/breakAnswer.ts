/**
 * Breaks an answer at random, as a faulty or hostile content service would: strings, numbers, booleans, lists and
 * objects anywhere in the body become null, disappear, or take the wrong type. Deterministic for a seed, so a
 * failure can be replayed. Used by the `broken-<seed>` scenario (e.g. `mock_scenario=broken-2`) and by the tests
 * of the site's validating boundary (src/api/contract.ts).
 */
import { hashSeed, mulberry32, type Rng } from './data/prng';

const WRONG_VALUES: readonly unknown[] = [null, 42, -1, 'text', '', true, [], {}, [null], { x: 1 }];
const MISSING = Symbol('missing');

/**
 * A broken copy of `value`: each value in it is broken with probability `rate` (at least one is, when there is
 * any), `key` names the answer so that every operation and URL gets its own stream for a seed.
 */
export function breakAnswer<T>(value: T, seed: number, key = '', rate = 0.04): T {
  const rng: Rng = mulberry32(hashSeed(`${seed}:${key}`));
  const copy = structuredClone(value);
  const spots: { parent: Record<string, unknown> | unknown[]; key: string | number }[] = [];
  const walk = (node: unknown) => {
    if (Array.isArray(node)) {
      node.forEach((child, i) => {
        spots.push({ parent: node, key: i });
        walk(child);
      });
    } else if (node && typeof node === 'object') {
      for (const [k, child] of Object.entries(node)) {
        spots.push({ parent: node as Record<string, unknown>, key: k });
        walk(child);
      }
    }
  };
  walk(copy);
  if (spots.length === 0) return null as T;
  const chosen = spots.filter(() => rng() < rate);
  if (chosen.length === 0) chosen.push(spots[Math.floor(rng() * spots.length)]);
  // Later positions first, so that removing a list item never moves another chosen spot.
  for (const spot of chosen.reverse()) {
    const pick = Math.floor(rng() * (WRONG_VALUES.length + 1));
    const replacement = pick === WRONG_VALUES.length ? MISSING : WRONG_VALUES[pick];
    if (Array.isArray(spot.parent)) {
      if (replacement === MISSING) spot.parent.splice(spot.key as number, 1);
      else spot.parent[spot.key as number] = structuredClone(replacement);
    } else if (replacement === MISSING) {
      delete spot.parent[spot.key as string];
    } else {
      spot.parent[spot.key as string] = structuredClone(replacement);
    }
  }
  return copy;
}
