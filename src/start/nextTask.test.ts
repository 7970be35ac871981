import { MessageChannel as NodeMessageChannel } from 'node:worker_threads';
import { nextTask } from './nextTask';

// jsdom has no MessageChannel (every browser the site supports has): Node's stands in.
beforeAll(() => {
  (globalThis as { MessageChannel?: unknown }).MessageChannel ??= NodeMessageChannel;
});

describe('nextTask (a start-up stage boundary)', () => {
  afterEach(() => {
    delete (globalThis as { scheduler?: unknown }).scheduler;
  });

  it('resolves in a later task: after the microtasks queued before it, and after a task queued before it', async () => {
    const order: string[] = [];
    const earlierTask = new Promise<void>((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        order.push('earlier task');
        channel.port1.close();
        resolve();
      };
      channel.port2.postMessage(null);
    });
    const boundary = nextTask().then(() => order.push('boundary'));
    queueMicrotask(() => order.push('microtask'));
    expect(order).toEqual([]);
    await Promise.all([boundary, earlierTask]);
    expect(order).toEqual(['microtask', 'earlier task', 'boundary']);
  });

  it("uses the browser's scheduler.yield() where there is one, and asks the network for nothing", async () => {
    const yieldToBrowser = jest.fn(() => Promise.resolve());
    (globalThis as { scheduler?: unknown }).scheduler = { yield: yieldToBrowser };
    const appended = jest.spyOn(document.head, 'append');
    await nextTask();
    expect(yieldToBrowser).toHaveBeenCalledTimes(1);
    expect(appended).not.toHaveBeenCalled();
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });
});
