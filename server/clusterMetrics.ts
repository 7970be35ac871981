/**
 * `/metrics` with `WEB_CONCURRENCY` > 1: the workers share one port, so a scrape lands on any one of them, and a
 * visitor's beacon on any other. Each scrape therefore answers the figures of every worker, aggregated by
 * prom-client's AggregatorRegistry (counters and histograms summed, event-loop lag averaged, and so on): the worker
 * that got the scrape asks the cluster's primary, which asks every worker for its registry and sums them. Without
 * this, one scrape would read one worker and the next another: counters that jump back and forth, p75s of a
 * fraction of the visits.
 *
 * The messages between a worker and the primary are two, over Node's cluster channel: a question (`ASK`, with an id)
 * and its answer (`ANSWER`: the text, or why there is none). A worker that does not answer the primary within prom-
 * client's 5 s fails the whole scrape (503), rather than answering figures that silently leave a worker out.
 */
import cluster, { type Worker } from 'node:cluster';
import { AggregatorRegistry, type Registry } from 'prom-client';

const ASK = 'vivu:metrics-ask';
const ANSWER = 'vivu:metrics-answer';

interface Ask {
  type: typeof ASK;
  id: number;
}
interface Answer {
  type: typeof ANSWER;
  id: number;
  text?: string;
  error?: string;
}

function isMessage<T extends Ask | Answer>(message: unknown, type: T['type']): message is T {
  return (
    typeof message === 'object' &&
    message !== null &&
    (message as { type?: unknown }).type === type &&
    typeof (message as { id?: unknown }).id === 'number'
  );
}

/** What the primary needs of node:cluster (a test gives a stand-in). */
export interface ClusterHub {
  on(event: 'message', listener: (worker: Worker, message: unknown) => void): unknown;
}
/** What the primary needs of prom-client's aggregator. */
export interface WorkersMetrics {
  clusterMetrics(): Promise<string>;
}

/** In the cluster's primary: answers each worker's question with every worker's figures, aggregated. */
export function answerWorkersMetrics(
  hub: ClusterHub = cluster,
  aggregator: WorkersMetrics = new AggregatorRegistry(),
): void {
  hub.on('message', (worker, message) => {
    if (!isMessage<Ask>(message, ASK)) return;
    const reply = (answer: Omit<Answer, 'type' | 'id'>) => {
      // A worker that went away meanwhile has nobody to answer.
      if (worker.isConnected()) worker.send({ type: ANSWER, id: message.id, ...answer } satisfies Answer);
    };
    aggregator.clusterMetrics().then(
      (text) => reply({ text }),
      (error: unknown) => reply({ error: error instanceof Error ? error.message : String(error) }),
    );
  });
}

/** What a worker needs of its process (a test gives a stand-in). */
export interface PrimaryChannel {
  on(event: 'message', listener: (message: unknown) => void): unknown;
  send?(message: Ask): unknown;
}

/** How long a worker waits for the primary's answer: prom-client's own 5 s for the workers, and a margin. */
export const ASK_PRIMARY_TIMEOUT_MS = 6_000;

/**
 * In a worker: `registry` is what this worker gives the primary when asked, and the function returned asks the
 * primary for every worker's figures (rejecting when it cannot answer, or does not within `timeoutMs`).
 */
export function askPrimaryForMetrics(
  registry: Registry,
  channel: PrimaryChannel = process,
  timeoutMs = ASK_PRIMARY_TIMEOUT_MS,
): () => Promise<string> {
  AggregatorRegistry.setRegistries([registry]);
  // Made for its side effect: the listener that answers the primary's requests for this worker's registry.
  new AggregatorRegistry();
  const pending = new Map<number, (answer: Answer) => void>();
  let nextId = 0;
  channel.on('message', (message) => {
    if (isMessage<Answer>(message, ANSWER)) pending.get(message.id)?.(message);
  });
  return () =>
    new Promise<string>((resolve, reject) => {
      const id = nextId++;
      const timer = setTimeout(() => {
        pending.delete(id);
        reject(new Error('the cluster primary did not answer in time'));
      }, timeoutMs);
      pending.set(id, (answer) => {
        pending.delete(id);
        clearTimeout(timer);
        if (typeof answer.text === 'string') resolve(answer.text);
        else reject(new Error(answer.error ?? 'the cluster primary gave no metrics'));
      });
      if (!channel.send) {
        pending.get(id)?.({ type: ANSWER, id, error: 'not a cluster worker' });
        return;
      }
      channel.send({ type: ASK, id });
    });
}
