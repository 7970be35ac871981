/** The contract checker's options, report rows and the small helpers every suite uses. */
import { type ValidationError } from './validator';

export interface CheckOptions {
  baseUrl: string;
  langs?: string[];
  write?: boolean;
  /** How many discovered slugs of each kind to check per language (default 3). */
  limit?: number;
  geonamesBaseUrl?: string;
  geonamesUsername?: string;
  timeoutMs?: number;
  /** Seed of the generated bad requests (printed with the report; the same seed sends the same requests). */
  seed?: number;
  /** Leave out the generated bad requests. */
  skipNegative?: boolean;
  /** A call slower than this fails (ms). */
  maxMs?: number;
  reporter?: Reporter;
  /** Where the report goes (default: standard output). */
  output?: string;
}

export type Reporter = 'table' | 'json' | 'junit';

export type CheckResult = 'PASS' | 'FAIL' | 'SKIP';

export interface CheckRow {
  operationId: string;
  lang: string;
  method: string;
  url: string;
  status: number | string;
  expected: number[];
  result: CheckResult;
  note?: string;
  errors: ValidationError[];
  /** How long the call took (ms). */
  ms?: number;
}

export interface CheckReport {
  ok: boolean;
  rows: CheckRow[];
  /** The seed of the generated bad requests. */
  seed: number;
  /** True when the service could not be reached at all (nothing was checked). */
  unreachable: boolean;
}

/** A slug no service should know: its detail calls must answer 404. */
export const MISSING_SLUG = 'contract-check-missing-slug';

export type Query = Record<string, string | number | boolean | Array<string | number> | undefined>;
export type Json = Record<string, unknown>;

export interface ProbeSpec {
  lang?: string;
  pathParams?: Record<string, string | number>;
  query?: Query;
  body?: unknown;
  headers?: Record<string, string>;
  expect?: number[];
  note?: string;
  /** A further check of a successful answer: the problem found, or null. */
  check?: (body: unknown) => ValidationError | null;
}

export function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function asArray(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

export function queryString(query: Query | undefined): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined) continue;
    const name = key.endsWith('[]') ? `${encodeURIComponent(key.slice(0, -2))}[]` : encodeURIComponent(key);
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) parts.push(`${name}=${encodeURIComponent(String(item))}`);
  }
  return parts.length ? `?${parts.join('&')}` : '';
}
