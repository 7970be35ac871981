/**
 * `contract:check` reports (issue 34): a table for people, JSON and JUnit XML for pipelines. Each carries the
 * coverage of the contract (every operation × every status it declares: exercised or not) and the time per
 * operation (p50 / p95 over its calls).
 */
import { listOperations } from './validator';
import type { CheckReport, CheckRow, Reporter } from './types';

export interface CoverageRow {
  operationId: string;
  status: string;
  exercised: boolean;
}

export interface Timing {
  operationId: string;
  calls: number;
  p50: number;
  p95: number;
}

/** The nearest-rank percentile of `values` (ms). */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

/** Every operation × declared status of the contract, and whether a call of this run got that status. */
export function coverage(rows: CheckRow[]): CoverageRow[] {
  const seen = new Set(rows.map((row) => `${row.operationId} ${row.status}`));
  return listOperations().flatMap((op) =>
    op.statuses.map((status) => ({
      operationId: op.operationId,
      status,
      exercised: status === 'default' ? false : seen.has(`${op.operationId} ${status}`),
    })),
  );
}

export function timings(rows: CheckRow[]): Timing[] {
  const byOperation = new Map<string, number[]>();
  for (const row of rows) {
    if (row.ms === undefined) continue;
    const list = byOperation.get(row.operationId) ?? [];
    list.push(row.ms);
    byOperation.set(row.operationId, list);
  }
  return [...byOperation].map(([operationId, values]) => ({
    operationId,
    calls: values.length,
    p50: percentile(values, 50),
    p95: percentile(values, 95),
  }));
}

function counts(report: CheckReport) {
  const by = (result: CheckRow['result']) => report.rows.filter((row) => row.result === result).length;
  return { passed: by('PASS'), failed: by('FAIL'), skipped: by('SKIP') };
}

function verdict(report: CheckReport): string {
  if (report.unreachable) return 'the service could not be reached';
  return report.ok ? 'the service conforms to the contract' : 'the service does NOT conform to the contract';
}

const rowName = (row: CheckRow) => row.operationId + (row.note ? ` (${row.note})` : '');

/** The table for people: one line per call, the problems, coverage and timings. */
export function formatTable(report: CheckReport): string {
  const header = ['operation', 'lang', 'status', 'ms', 'result', 'url'];
  const lines = report.rows.map((row) => [
    rowName(row),
    row.lang,
    String(row.status),
    row.ms === undefined ? '-' : String(row.ms),
    row.result,
    row.url === '-' ? '-' : `${row.method} ${row.url}`,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const fmt = (cells: string[]) =>
    cells.map((c, i) => (i === cells.length - 1 ? c : c.padEnd(widths[i]))).join('  ');
  const out = [fmt(header), fmt(widths.map((w) => '-'.repeat(w))), ...lines.map(fmt)];

  const failures = report.rows.filter((row) => row.result === 'FAIL');
  if (failures.length) {
    out.push('', `Problems (${failures.length}):`);
    for (const row of failures) {
      out.push(`✗ ${rowName(row)} [${row.lang}] ${row.method} ${row.url} → ${row.status}`);
      for (const e of row.errors)
        out.push(`    ${e.pointer || '(response)'}: ${e.message} — expected ${e.expected}, found ${e.found}`);
    }
  }
  for (const row of report.rows.filter((r) => r.result === 'SKIP'))
    out.push(`! skipped ${row.operationId} [${row.lang}]: ${row.note}`);

  const cover = coverage(report.rows);
  const missed = cover.filter((c) => !c.exercised);
  out.push(
    '',
    `Coverage: ${cover.length - missed.length} of ${cover.length} declared responses exercised` +
      (missed.length
        ? `; not exercised: ${missed.map((c) => `${c.operationId} ${c.status}`).join(', ')}`
        : ''),
    '',
    'Time per operation (ms): ' +
      timings(report.rows)
        .map((t) => `${t.operationId} p50 ${t.p50} / p95 ${t.p95} (${t.calls})`)
        .join('; '),
  );
  const { passed, failed, skipped } = counts(report);
  out.push(
    '',
    `Bad requests generated with seed ${report.seed} (repeat with --seed ${report.seed}).`,
    `${passed} passed, ${failed} failed, ${skipped} skipped — ${verdict(report)}`,
  );
  return out.join('\n');
}

export function formatJson(report: CheckReport): string {
  return JSON.stringify(
    {
      ok: report.ok,
      unreachable: report.unreachable,
      seed: report.seed,
      summary: counts(report),
      rows: report.rows,
      coverage: coverage(report.rows),
      timings: timings(report.rows),
    },
    null,
    2,
  );
}

function xml(text: string): string {
  return (
    text
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      // eslint-disable-next-line no-control-regex -- characters XML 1.0 does not allow
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '')
  );
}

/** JUnit XML: one test suite per operation, one test case per call (failed and skipped ones marked). */
export function formatJunit(report: CheckReport): string {
  const suites = new Map<string, CheckRow[]>();
  for (const row of report.rows) suites.set(row.operationId, [...(suites.get(row.operationId) ?? []), row]);
  const { passed, failed, skipped } = counts(report);
  const total = passed + failed + skipped;
  const seconds = (rows: CheckRow[]) => (rows.reduce((sum, row) => sum + (row.ms ?? 0), 0) / 1000).toFixed(3);
  const out = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="contract:check (seed ${report.seed})" tests="${total}" failures="${failed}" skipped="${skipped}" errors="0" time="${seconds(report.rows)}">`,
  ];
  for (const [operationId, rows] of suites) {
    const f = rows.filter((row) => row.result === 'FAIL').length;
    const s = rows.filter((row) => row.result === 'SKIP').length;
    out.push(
      `  <testsuite name="${xml(operationId)}" tests="${rows.length}" failures="${f}" skipped="${s}" errors="0" time="${seconds(rows)}">`,
    );
    for (const row of rows) {
      const name = `${rowName(row)} [${row.lang}] ${row.method} ${row.url}`;
      const open = `    <testcase classname="contract.${xml(operationId)}" name="${xml(name)}" time="${((row.ms ?? 0) / 1000).toFixed(3)}"`;
      if (row.result === 'PASS') out.push(`${open}/>`);
      else if (row.result === 'SKIP')
        out.push(`${open}><skipped message="${xml(row.note ?? '')}"/></testcase>`);
      else {
        const message = row.errors.map((e) => `${e.pointer || '(response)'}: ${e.message}`).join('; ');
        const detail = row.errors
          .map((e) => `${e.pointer || '(response)'}: ${e.message} — expected ${e.expected}, found ${e.found}`)
          .join('\n');
        out.push(
          `${open}><failure message="${xml(message)}" type="${xml(String(row.status))}">${xml(detail)}</failure></testcase>`,
        );
      }
    }
    out.push('  </testsuite>');
  }
  out.push('</testsuites>');
  return out.join('\n');
}

export function formatReport(report: CheckReport, reporter: Reporter = 'table'): string {
  if (reporter === 'json') return formatJson(report);
  if (reporter === 'junit') return formatJunit(report);
  return formatTable(report);
}
