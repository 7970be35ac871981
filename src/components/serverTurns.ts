/**
 * Turns for a server render's sections, one section per turn of Node's event loop, so a render never holds the
 * loop for the whole page: between two sections the server answers what has arrived meanwhile (a health probe,
 * another visitor's cached page, a content-service answer). An uncached tour page is about 40 ms of one thread's
 * time at once otherwise; with eight renders queued, a probe waited up to a third of a second (issue 59).
 *
 * Each deferred section (DeferredSection) asks for a turn while the server renders it: the first time, its content
 * waits (React suspends it, and renders the rest of the page meanwhile); the queue gives one section its turn per
 * loop turn, across all the renders of the process (`setImmediate` from inside an immediate runs on the next turn, after the loop has polled for I/O).
 * The page's HTML is the same: React's prerender waits for every section and writes each in its place. A later pass
 * of the same render finds its turns taken and renders at once. The browser has no queue (nothing to wait for).
 */
export interface ServerTurns {
  /** The turn of what `key` renders: a promise until it comes, then the same promise, settled. */
  turn(key: object): Promise<void>;
}

/**
 * One queue for every render of the process: one section a loop turn, whoever's, so that with several renders at
 * once the loop still polls after each section (a queue per render let every render take its turn in the same
 * loop turn).
 */
const waiting: (() => void)[] = [];
let pumping = false;
function pump() {
  waiting.shift()?.();
  if (waiting.length) setImmediate(pump);
  else pumping = false;
}

export function createServerTurns(): ServerTurns {
  const turns = new WeakMap<object, Promise<void>>();
  return {
    turn(key) {
      let turn = turns.get(key);
      if (!turn) {
        turn = new Promise<void>((resolve) => waiting.push(resolve));
        turns.set(key, turn);
        if (!pumping) {
          pumping = true;
          setImmediate(pump);
        }
      }
      return turn;
    },
  };
}
