/**
 * `/metrics` with `WEB_CONCURRENCY` > 1: the workers share one port, so a scrape lands on any one of them, and a
 * visitor's beacon on any other. Each scrape therefore answers the figures of every worker, summed: the worker that
 * got the scrape asks the cluster's primary, which gathers every listening worker's registry and aggregates them
 * with prom-client (`AggregatorRegistry.aggregate`: counters and histograms summed, event-loop lag averaged, and so
 * on). Without this, one scrape would read one worker and the next another: counters that jump back and forth, p75s
 * of a fraction of the visits.
 *
 * Four messages over Node's cluster channel, each with the scrape's id: a worker's question (`ASK`), the primary's
 * request to every worker (`GATHER`), each worker's figures (`FIGURES`), and the answer (`ANSWER`: the text, or why
 * there is none). Only workers that listen are asked (one still starting has nothing to count yet); one that does not
 * give its figures within `GATHER_TIMEOUT_MS` fails the scrape (503) rather than leave its figures out silently.
 */
import cluster, { type Worker } from 'node:cluster';
import { AggregatorRegistry, type Registry } from 'prom-client';

/** One worker's figures, as prom-client gives them for aggregation. */
type Figures = Awaited<ReturnType<Registry['getMetricsAsJSON']>>;

const ASK = 'vivu:metrics-ask';
const GATHER = 'vivu:metrics-gather';
const FIGURES = 'vivu:metrics-figures';
const ANSWER = 'vivu:metrics-answer';

type Message =
  | { type: typeof ASK; id: number }
  | { type: typeof GATHER; id: number }
  | { type: typeof FIGURES; id: number; figures?: Figures; error?: string }
  | { type: typeof ANSWER; id: number; text?: string; error?: string };

function isMessage<T extends Message['type']>(
  message: unknown,
  type: T,
): message is Extract<Message, { type: T }> {
  return (
    typeof message === 'object' &&
    message !== null &&
    (message as { type?: unknown }).type === type &&
    typeof (message as { id?: unknown }).id === 'number'
  );
}

/** How long the primary waits for every worker's figures. */
export const GATHER_TIMEOUT_MS = 5_000;
/** How long a worker waits for the primary's answer: the gathering's time and a margin. */
export const ASK_PRIMARY_TIMEOUT_MS = 6_000;

/** What the primary needs of node:cluster (a test gives a stand-in). */
export interface ClusterHub {
  on(event: 'listening' | 'exit', listener: (worker: Worker) => void): unknown;
  on(event: 'message', listener: (worker: Worker, message: unknown) => void): unknown;
}

function send(worker: Worker, message: Message): void {
  // A worker that went away meanwhile has nobody to answer.
  if (worker.isConnected()) worker.send(message);
}

/** In the cluster's primary: answers each worker's question with every listening worker's figures, aggregated. */
export function answerWorkersMetrics(hub: ClusterHub = cluster, timeoutMs = GATHER_TIMEOUT_MS): void {
  const listening = new Set<Worker>();
  const gatherings = new Map<
    number,
    { waiting: Set<Worker>; figures: Figures[]; done: (error?: string) => void }
  >();
  let nextId = 0;
  hub.on('listening', (worker) => listening.add(worker));
  // A worker that stops is asked no more, and no gathering waits for it (its figures went with it).
  hub.on('exit', (worker) => {
    listening.delete(worker);
    for (const gathering of [...gatherings.values()])
      if (gathering.waiting.delete(worker) && gathering.waiting.size === 0) gathering.done();
  });

  hub.on('message', (worker, message) => {
    if (isMessage(message, FIGURES)) {
      const gathering = gatherings.get(message.id);
      if (!gathering || !gathering.waiting.delete(worker)) return;
      if (message.figures) gathering.figures.push(message.figures);
      if (message.error) gathering.done(message.error);
      else if (gathering.waiting.size === 0) gathering.done();
      return;
    }
    if (!isMessage(message, ASK)) return;
    const asked = message.id;
    const id = nextId++;
    const waiting = new Set([...listening].filter((w) => w.isConnected()));
    const figures: Figures[] = [];
    const timer = setTimeout(() => done('a worker did not give its figures in time'), timeoutMs);
    const done = (error?: string) => {
      if (!gatherings.delete(id)) return;
      clearTimeout(timer);
      if (error) return send(worker, { type: ANSWER, id: asked, error });
      AggregatorRegistry.aggregate(figures)
        .metrics()
        .then(
          (text) => send(worker, { type: ANSWER, id: asked, text }),
          (failure: unknown) => send(worker, { type: ANSWER, id: asked, error: String(failure) }),
        );
    };
    gatherings.set(id, { waiting, figures, done });
    if (waiting.size === 0) done('no worker is listening');
    else for (const each of waiting) send(each, { type: GATHER, id });
  });
}

/** What a worker needs of its process (a test gives a stand-in). */
export interface PrimaryChannel {
  on(event: 'message', listener: (message: unknown) => void): unknown;
  send?(message: Message): unknown;
}

/**
 * In a worker: gives `registry`'s figures to the primary when it gathers them, and returns the function that asks
 * the primary for every worker's figures (rejecting when it cannot answer, or does not within `timeoutMs`).
 */
export function askPrimaryForMetrics(
  registry: Registry,
  channel: PrimaryChannel = process,
  timeoutMs = ASK_PRIMARY_TIMEOUT_MS,
): () => Promise<string> {
  const pending = new Map<number, (answer: Extract<Message, { type: typeof ANSWER }>) => void>();
  let nextId = 0;
  channel.on('message', (message) => {
    if (isMessage(message, ANSWER)) pending.get(message.id)?.(message);
    else if (isMessage(message, GATHER))
      registry.getMetricsAsJSON().then(
        (figures) => channel.send?.({ type: FIGURES, id: message.id, figures }),
        (error: unknown) => channel.send?.({ type: FIGURES, id: message.id, error: String(error) }),
      );
  });
  return () =>
    new Promise<string>((resolve, reject) => {
      if (!channel.send) return reject(new Error('not a cluster worker'));
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
      channel.send({ type: ASK, id });
    });
}
