/** `scheduler.yield()` where the browser has it (Chromium 129+, Firefox 142+). */
type YieldingScheduler = { yield?: () => Promise<void> };

/**
 * Resolves in a later task (src/main.tsx, src/start/app.tsx: a start-up stage boundary), so a paint or a tap waiting
 * comes first.
 *
 * `scheduler.yield()` where the browser has it (it gives way to input and rendering, and the start-up goes on before
 * other work queued meanwhile), else a message on a `MessageChannel`: a task without the 4 ms clamp of nested timers.
 * Neither asks the network for anything: the former boundary, an inserted script (`/task-boundary.js`), cost a
 * resource request per stage (0.1–12 ms of the main thread each on a 2-core machine) and held the `load` event,
 * which nothing waits for any more (the page says when React listens: `data-hydrated`, src/lib/hydrationMark.ts; a
 * tap before that is held and replayed by src/start/inline/startUp.ts).
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: YieldingScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
