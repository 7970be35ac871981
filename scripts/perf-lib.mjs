/**
 * The pure parts of `npm run perf` (scripts/perf.mjs), tested in scripts/perf-lib.test.ts: its options, the CPU
 * slowdown calibrated from the machine's benchmark index, medians, and the longest interaction of a list of event
 * timing entries.
 *
 * Calibration: Lighthouse's mobile preset slows the CPU 4× and assumes a host of its reference speed (benchmark
 * index about 1 000–2 000; Lighthouse's docs, 'throttling.md'). On a faster host 4× leaves the page faster than the
 * phone it stands for, so the slowdown scales with the index: 4 × index / 1 500. A host with index 3 000 gets 8×, one
 * with index 1 500 gets 4×; never less than 1×.
 */

/** Lighthouse's own CPU slowdown for its mobile preset. */
export const LIGHTHOUSE_CPU_SLOWDOWN = 4;
/** The benchmark index Lighthouse's 4× is calibrated for (the middle of its reference range). */
export const REFERENCE_BENCHMARK_INDEX = 1500;

export const PAGE_NAMES = ['home', 'search', 'tour', 'category', 'checkout'];
export const INTERACTION_NAMES = [
  'filter-tick',
  'filters-dialog',
  'reviews-open',
  'itinerary-day',
  'home-typing',
  'phone-menu',
];

export class PerfOptionsError extends Error {}

/** The CPU slowdown that makes this machine as fast as Lighthouse's reference device, to one decimal. */
export function calibratedSlowdown(benchmarkIndex) {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0)
    throw new PerfOptionsError(`benchmark index must be a positive number, got ${benchmarkIndex}`);
  const factor = (LIGHTHOUSE_CPU_SLOWDOWN * benchmarkIndex) / REFERENCE_BENCHMARK_INDEX;
  return Math.max(1, Math.round(factor * 10) / 10);
}

export function median(values) {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

const positive = (name, raw) => {
  const value = Number(raw);
  if (raw === undefined || !Number.isFinite(value) || value <= 0)
    throw new PerfOptionsError(`--${name} needs a positive number, got ${raw ?? 'nothing'}`);
  return value;
};

/**
 * `npm run perf -- [--runs N] [--only NAME] [--json FILE] [--cpu N] [--interactions] [--render] [--help]`.
 * `--cpu` overrides the calibrated slowdown; `--only` names a page, or with `--interactions` an interaction.
 */
export function parsePerfArgs(argv) {
  const options = {
    runs: 3,
    only: undefined,
    json: undefined,
    cpu: undefined,
    interactions: false,
    render: false,
    help: false,
  };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    const value = () => {
      i += 1;
      return argv[i];
    };
    if (arg === '--runs') options.runs = Math.round(positive('runs', value()));
    else if (arg === '--cpu') options.cpu = positive('cpu', value());
    else if (arg === '--only') options.only = value();
    else if (arg === '--json') options.json = value();
    else if (arg === '--interactions') options.interactions = true;
    else if (arg === '--render') options.render = true;
    else if (arg === '--help' || arg === '-h') options.help = true;
    else throw new PerfOptionsError(`unknown option ${arg}`);
  }
  if (options.json === undefined && argv.includes('--json'))
    throw new PerfOptionsError('--json needs a file');
  if (options.only !== undefined) {
    const names = options.interactions ? INTERACTION_NAMES : PAGE_NAMES;
    if (!names.includes(options.only))
      throw new PerfOptionsError(
        `--only must be one of ${names.join(', ')}, got ${options.only ?? 'nothing'}`,
      );
  }
  return options;
}

/**
 * The interaction's latency from a list of event timing entries (PerformanceEventTiming, as plain objects): the
 * longest duration among the entries that belong to an interaction (interactionId > 0), as INP counts it; 0 when
 * none took 16 ms or more (the observer's threshold).
 */
export function longestInteraction(entries) {
  let longest = 0;
  for (const entry of entries)
    if (entry.interactionId > 0 && entry.duration > longest) longest = entry.duration;
  return longest;
}

/** Core Web Vitals' INP rating of a latency in ms. */
export function inpRating(ms) {
  if (ms <= 200) return 'good';
  if (ms <= 500) return 'needs improvement';
  return 'poor';
}
