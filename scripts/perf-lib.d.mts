export const LIGHTHOUSE_CPU_SLOWDOWN: number;
export const REFERENCE_BENCHMARK_INDEX: number;
export const PAGE_NAMES: string[];
export const INTERACTION_NAMES: string[];
export class PerfOptionsError extends Error {}
export interface PerfOptions {
  runs: number;
  only: string | undefined;
  json: string | undefined;
  cpu: number | undefined;
  interactions: boolean;
  render: boolean;
  help: boolean;
}
export function calibratedSlowdown(benchmarkIndex: number): number;
export function median(values: number[]): number;
export function parsePerfArgs(argv: string[]): PerfOptions;
export function longestInteraction(
  entries: Array<{ name?: string; duration: number; interactionId: number }>,
): number;
export function inpRating(ms: number): 'good' | 'needs improvement' | 'poor';
