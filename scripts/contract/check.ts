/**
 * Contract checker: calls a live content service and checks every answer against openapi/*.yaml.
 *
 *   npm run contract:check -- --base-url http://localhost:4010 [--lang vi,en] [--write] [--limit 3]
 *                             [--seed N] [--no-negative] [--max-ms N] [--reporter table|json|junit]
 *                             [--output FILE] [--geonames-base-url URL --geonames-username NAME] [--timeout ms]
 *
 * - Calls every GET operation of the content service in each language, discovering slugs from list answers:
 *   tours list and home tours → tour slugs (tour detail, tour reviews); menu, footer and popular destinations →
 *   category slugs (homepage-data, tours and deals of a category, category reviews); menu/footer post items and
 *   homepage-data article paths → article slugs. Unknown slugs must answer 404.
 * - Bad requests generated from the schemas (scripts/contract/negative.ts, fast-check, seeded and printed): every
 *   query parameter of the listing, reviews and category operations with a wrong type, out of range, outside its
 *   enum or pattern, missing when required; each must be refused with a declared 400/404/422 (never 5xx, never a
 *   success), and a page size above its cap never answers a longer list. `--no-negative` leaves them out.
 * - Writes only with --write (they create real records on the target service): contacts, newsletter, bookings,
 *   payments, enquiries, each with its generated bad bodies (each required field left out, each field broken);
 *   and the booking's states: create, the same Idempotency-Key again (same booking), the same key with another body
 *   (422), confirm the payment, cancel another booking, unknown id (404), a room of another departure (400), more
 *   places than are left (409), deposit rules.
 * - Checks status, Content-Type and body; reports (scripts/contract/report.ts) as a table, JSON or JUnit XML, with
 *   the coverage of every operation × declared status and p50/p95 time per operation; `--max-ms` fails slow calls.
 * - The code: check.ts (this command line), runner.ts (the run and the read suite), discovery.ts (slugs),
 *   negatives.ts and writes.ts (the suites), checker.ts (one probe), types.ts, report.ts.
 * - Exit code 0 when everything conforms, 1 when something does not, 2 when the check could not run (bad
 *   arguments, the service unreachable).
 */
import { writeFileSync } from 'node:fs';
import { formatReport } from './report';
import { CheckOptions, Reporter } from './types';
import { runCheck } from './runner';

// What the tests, the example server and the report read from here.
export { runCheck } from './runner';
export { formatReport } from './report';
export {
  MISSING_SLUG,
  type CheckOptions,
  type CheckReport,
  type CheckResult,
  type CheckRow,
  type Reporter,
} from './types';

export function parseArgs(argv: string[]): CheckOptions {
  const values = new Map<string, string>();
  const flags = new Set<string>();
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (!arg.startsWith('--')) throw new Error(`Unexpected argument ${arg}`);
    const [name, inline] = arg.slice(2).split(/=(.*)/s, 2);
    if (name === 'write' || name === 'help' || name === 'no-negative') flags.add(name);
    else if (inline !== undefined) values.set(name, inline);
    else {
      const next = argv[i + 1];
      if (next === undefined || next.startsWith('--')) throw new Error(`--${name} needs a value`);
      values.set(name, next);
      i += 1;
    }
  }
  const known = [
    'base-url',
    'lang',
    'limit',
    'geonames-base-url',
    'geonames-username',
    'timeout',
    'seed',
    'max-ms',
    'reporter',
    'output',
  ];
  for (const name of values.keys()) if (!known.includes(name)) throw new Error(`Unknown option --${name}`);
  const baseUrl = values.get('base-url');
  if (!baseUrl || flags.has('help')) {
    throw new Error(
      'Usage: npm run contract:check -- --base-url URL [--lang vi,en] [--write] [--limit 3] ' +
        '[--seed N] [--no-negative] [--max-ms N] [--reporter table|json|junit] [--output FILE] ' +
        '[--geonames-base-url URL --geonames-username NAME] [--timeout ms]',
    );
  }
  const langs = (values.get('lang') ?? 'vi,en')
    .split(',')
    .map((l) => l.trim())
    .filter(Boolean);
  for (const lang of langs) if (!['vi', 'en'].includes(lang)) throw new Error(`Unsupported language ${lang}`);
  const whole = (name: string) => {
    const raw = values.get(name);
    if (raw === undefined) return undefined;
    if (!/^\d+$/.test(raw)) throw new Error(`--${name} needs a whole number, got ${raw}`);
    return Number(raw);
  };
  const reporter = values.get('reporter') ?? 'table';
  if (!['table', 'json', 'junit'].includes(reporter))
    throw new Error(`--reporter must be table, json or junit, got ${reporter}`);
  try {
    new URL(baseUrl);
  } catch {
    throw new Error(`--base-url must be an absolute URL, got ${baseUrl}`);
  }
  return {
    seed: whole('seed'),
    maxMs: whole('max-ms'),
    skipNegative: flags.has('no-negative'),
    reporter: reporter as Reporter,
    output: values.get('output'),
    baseUrl,
    langs,
    write: flags.has('write'),
    limit: values.has('limit') ? Number(values.get('limit')) : undefined,
    geonamesBaseUrl: values.get('geonames-base-url'),
    geonamesUsername: values.get('geonames-username'),
    timeoutMs: values.has('timeout') ? Number(values.get('timeout')) : undefined,
  };
}

/** Exit codes: 0 the service conforms, 1 it does not, 2 the check could not run (bad arguments, unreachable). */
async function main(): Promise<void> {
  let options: CheckOptions;
  try {
    options = parseArgs(process.argv.slice(2));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(2);
  }
  const report = await runCheck(options);
  const text = formatReport(report, options.reporter);
  if (options.output) {
    writeFileSync(options.output, `${text}\n`);
    console.info(formatReport(report, 'table').split('\n').slice(-1)[0] + ` (report: ${options.output})`);
  } else console.info(text);
  if (report.unreachable) {
    console.error(`contract:check: ${options.baseUrl} could not be reached`);
    process.exit(2);
  }
  process.exit(report.ok ? 0 : 1);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(2);
  });
}
