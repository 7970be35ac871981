/** @jest-environment node */
import { EventEmitter } from 'node:events';
import type { Worker } from 'node:cluster';
import { Counter, Registry } from 'prom-client';
import { answerWorkersMetrics, askPrimaryForMetrics } from './clusterMetrics';

/** A worker's registry with its own request count, as each worker of one cluster has. */
function registryWith(requests: number): Registry {
  const registry = new Registry();
  new Counter({ name: 'requests_total', help: 'requests', labelNames: ['route'], registers: [registry] }).inc(
    { route: '/:lang' },
    requests,
  );
  return registry;
}

/**
 * A primary and its workers, joined by stand-ins for Node's cluster channel (messages delivered a microtask later,
 * as over IPC). Each worker's `text()` asks the primary, as a scrape does.
 */
function cluster(timeoutMs?: number) {
  const hub = new EventEmitter();
  answerWorkersMetrics(hub as never, timeoutMs);
  const start = (registry: Registry, { listens = true, answers = true } = {}) => {
    const process = new EventEmitter();
    let connected = true;
    const worker = {
      isConnected: () => connected,
      send: (message: unknown) => queueMicrotask(() => process.emit('message', message)),
    } as unknown as Worker;
    const text = askPrimaryForMetrics(registry, {
      on: (event, listener) => process.on(event, listener),
      send: (message) =>
        answers || message.type === 'vivu:metrics-ask'
          ? queueMicrotask(() => hub.emit('message', worker, message))
          : undefined,
    });
    if (listens) hub.emit('listening', worker);
    return {
      text,
      exit: () => {
        connected = false;
        hub.emit('exit', worker);
      },
    };
  };
  return { start };
}

const requests = (text: string) => Number(text.match(/^requests_total\{route="\/:lang"\} (\d+)$/m)?.[1]);

describe('/metrics across a cluster’s workers (WEB_CONCURRENCY > 1)', () => {
  it('a scrape on any worker answers every worker’s figures, summed', async () => {
    const { start } = cluster();
    const a = start(registryWith(3));
    const b = start(registryWith(4));
    expect(requests(await a.text())).toBe(7);
    expect(requests(await b.text())).toBe(7);
  });

  it('answers each scrape by its id when several are in flight', async () => {
    const { start } = cluster();
    const a = start(registryWith(1));
    const b = start(registryWith(2));
    const answers = await Promise.all([a.text(), b.text(), a.text()]);
    expect(answers.map(requests)).toEqual([3, 3, 3]);
  });

  it('asks only the workers that listen: one still starting, or gone, is left out', async () => {
    const { start } = cluster();
    const a = start(registryWith(5));
    start(registryWith(100), { listens: false });
    const gone = start(registryWith(1000));
    gone.exit();
    expect(requests(await a.text())).toBe(5);
  });

  it('does not wait for a worker that stops while its figures are gathered', async () => {
    const { start } = cluster(5_000);
    const a = start(registryWith(2));
    const stopping = start(registryWith(50), { answers: false });
    const answer = a.text();
    await new Promise((resolve) => setTimeout(resolve, 10));
    stopping.exit();
    expect(requests(await answer)).toBe(2);
  });

  it('fails the scrape when a listening worker does not give its figures in time, rather than answer a part', async () => {
    const { start } = cluster(30);
    const a = start(registryWith(1));
    start(registryWith(2), { answers: false });
    await expect(a.text()).rejects.toThrow('a worker did not give its figures in time');
  });

  it('gives up after its time when the primary does not answer', async () => {
    const text = askPrimaryForMetrics(registryWith(1), { on: () => undefined, send: () => true }, 20);
    await expect(text()).rejects.toThrow(/did not answer in time/);
  });

  it('is no cluster worker without a channel to the primary', async () => {
    const text = askPrimaryForMetrics(registryWith(1), { on: () => undefined });
    await expect(text()).rejects.toThrow('not a cluster worker');
  });
});
