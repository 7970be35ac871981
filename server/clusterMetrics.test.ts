/** @jest-environment node */
import { EventEmitter } from 'node:events';
import type { Worker } from 'node:cluster';
import { AggregatorRegistry, Counter, Registry } from 'prom-client';
import { answerWorkersMetrics, askPrimaryForMetrics } from './clusterMetrics';

/** Two workers' registries with a request counter each, as two workers of one cluster would have. */
function workerRegistry(requests: number): Registry {
  const registry = new Registry();
  new Counter({ name: 'requests_total', help: 'requests', labelNames: ['route'], registers: [registry] }).inc(
    { route: '/:lang' },
    requests,
  );
  return registry;
}

/** A primary and one worker joined by stand-ins for the cluster channel; the primary sums `registries`. */
function cluster(registries: Registry[], options: { connected?: boolean } = {}) {
  const hub = new EventEmitter();
  const toWorker = new EventEmitter();
  const sentToWorker: unknown[] = [];
  const worker = {
    isConnected: () => options.connected ?? true,
    send: (message: unknown) => {
      sentToWorker.push(message);
      toWorker.emit('message', message);
      return true;
    },
  } as unknown as Worker;
  const channel = {
    on: (event: 'message', listener: (message: unknown) => void) => toWorker.on(event, listener),
    send: (message: unknown) => {
      queueMicrotask(() => hub.emit('message', worker, message));
      return true;
    },
  };
  const aggregator = {
    clusterMetrics: async () =>
      AggregatorRegistry.aggregate(await Promise.all(registries.map((r) => r.getMetricsAsJSON()))).metrics(),
  };
  answerWorkersMetrics(hub as never, aggregator);
  return { channel, sentToWorker, hub, worker };
}

describe('/metrics across a cluster’s workers (WEB_CONCURRENCY > 1)', () => {
  it('a worker’s scrape answers every worker’s figures, summed by the primary', async () => {
    const { channel } = cluster([workerRegistry(3), workerRegistry(4)]);
    const text = askPrimaryForMetrics(new Registry(), channel);
    const answer = await text();
    expect(answer).toContain('requests_total{route="/:lang"} 7');
    // Asked again, the figures are the same sum: not one worker's, then another's.
    expect(await text()).toContain('requests_total{route="/:lang"} 7');
  });

  it('answers each question by its id, when several scrapes are in flight', async () => {
    const { channel } = cluster([workerRegistry(1), workerRegistry(1)]);
    const text = askPrimaryForMetrics(new Registry(), channel);
    const answers = await Promise.all([text(), text(), text()]);
    for (const answer of answers) expect(answer).toContain('requests_total{route="/:lang"} 2');
  });

  it('fails the scrape when the primary cannot ask every worker, rather than answer a part', async () => {
    const hub = new EventEmitter();
    const toWorker = new EventEmitter();
    const worker = {
      isConnected: () => true,
      send: (message: unknown) => toWorker.emit('message', message),
    } as unknown as Worker;
    answerWorkersMetrics(hub as never, {
      clusterMetrics: () => Promise.reject(new Error('Operation timed out.')),
    });
    const text = askPrimaryForMetrics(new Registry(), {
      on: (event, listener) => toWorker.on(event, listener),
      send: (message) => queueMicrotask(() => hub.emit('message', worker, message)),
    });
    await expect(text()).rejects.toThrow('Operation timed out.');
  });

  it('gives up after its time when the primary does not answer', async () => {
    const text = askPrimaryForMetrics(new Registry(), { on: () => undefined, send: () => true }, 20);
    await expect(text()).rejects.toThrow(/did not answer in time/);
  });

  it('ignores other messages, and answers no worker that has gone away', async () => {
    const { hub, worker, sentToWorker } = cluster([workerRegistry(1)], { connected: false });
    hub.emit('message', worker, { type: 'something-else', id: 1 });
    hub.emit('message', worker, 'text');
    hub.emit('message', worker, { type: 'vivu:metrics-ask', id: 2 });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(sentToWorker).toEqual([]);
  });
});
