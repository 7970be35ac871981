/**
 * The one validating boundary for content-service answers (used by the base query in ./emptyApi.ts; components
 * never re-check shapes). Each success answer is validated against its schema generated from openapi/
 * (./generated/contractSchemas.ts, by @cfworker/json-schema: no code generation at run time, so the strict
 * Content-Security-Policy holds; on the server a compiled check, ./quickCheck.ts, passes a conforming answer first)
 * and repaired:
 *
 * - a field that breaks the contract is removed: an optional field then takes its empty value (absent);
 * - an object that lacks a required field (or whose required field was removed) is removed in turn, up to the
 *   nearest list, where it is dropped as an item that cannot be used;
 * - when the answer itself cannot be used (the root would be removed), the call fails: `rejected`.
 *
 * Where the contract allows several shapes (`oneOf` / `anyOf`), the shape the answer is closest to is repaired:
 * the one with the fewest violations at the answer's own level, then the fewest overall.
 */
import { Validator, type OutputUnit } from '@cfworker/json-schema';
import { contractDefs, responseSchemas, type ContractOperation } from './generated/contractSchemas';
import { conformsQuickly } from './quickCheck';
import { remember } from './serverMemo';

export interface Violation {
  /** JSON pointer of the bad value in the answer as received, e.g. `/data/3/title`. */
  path: string;
  /** What the contract expects there. */
  message: string;
  /** What the boundary did: the field removed, the list item dropped, or the whole answer rejected. */
  action: 'removed' | 'dropped' | 'rejected';
}

export type CheckedAnswer =
  { ok: true; data: unknown; violations: Violation[] } | { ok: false; violations: Violation[] };

export function hasResponseSchema(operation: string): operation is ContractOperation {
  return Object.prototype.hasOwnProperty.call(responseSchemas, operation);
}

const validators = new Map<ContractOperation, Validator>();
function validatorFor(operation: ContractOperation): Validator {
  let validator = validators.get(operation);
  if (!validator) {
    const schema = { $defs: contractDefs, ...responseSchemas[operation] };
    validator = new Validator(schema as ConstructorParameters<typeof Validator>[0], '2020-12', false);
    validators.set(operation, validator);
  }
  return validator;
}

const definitionValidators = new Map<string, Validator>();

/**
 * Does `value` have the shape of the contract's definition `name` (`openapi/`'s component, e.g. 'MediaSections')?
 * For copies of contract data kept in the browser: what is read back is checked by the same generated schemas as
 * the answers, never by hand. An unknown name conforms to nothing.
 */
export function conformsTo(name: string, value: unknown): boolean {
  if (!Object.prototype.hasOwnProperty.call(contractDefs, name)) return false;
  let validator = definitionValidators.get(name);
  if (!validator) {
    const schema = { $defs: contractDefs, $ref: `#/$defs/${name}` };
    validator = new Validator(schema as ConstructorParameters<typeof Validator>[0], '2020-12', true);
    definitionValidators.set(name, validator);
  }
  return validator.validate(value).valid;
}

/** Keywords that only report that something deeper failed (the deeper error says what). */
const AGGREGATES = new Set([
  'properties',
  'patternProperties',
  'additionalProperties',
  'unevaluatedProperties',
  'items',
  'prefixItems',
  'unevaluatedItems',
  'contains',
  '$ref',
  '$dynamicRef',
  '$recursiveRef',
  'allOf',
  'dependentSchemas',
  'if',
  'then',
  'else',
]);
const ALTERNATIVES = new Set(['oneOf', 'anyOf']);

/** '#/data/3/title' → ['data', '3', 'title'] */
function segments(instanceLocation: string): string[] {
  return instanceLocation
    .replace(/^#\/?/, '')
    .split('/')
    .filter((part, index, all) => part !== '' || all.length > 1)
    .map((part) => decodeURIComponent(part).replace(/~1/g, '/').replace(/~0/g, '~'));
}

interface BadValue {
  at: string[];
  message: string;
}

/**
 * The values to remove, from one validation's flat error list: for each failed `oneOf`/`anyOf` only the
 * closest alternative's errors count; of the rest, only the errors that name a concrete violation.
 */
export function badValues(errors: readonly OutputUnit[]): BadValue[] {
  const ignored: string[] = [];
  const isIgnored = (error: OutputUnit) =>
    ignored.some(
      (prefix) => error.keywordLocation === prefix || error.keywordLocation.startsWith(`${prefix}/`),
    );
  const leaves = (list: readonly OutputUnit[]) =>
    list.filter((e) => !AGGREGATES.has(e.keyword) && !ALTERNATIVES.has(e.keyword));
  const bad: BadValue[] = [];

  const alternatives = errors
    .filter((e) => ALTERNATIVES.has(e.keyword))
    .sort((a, b) => a.keywordLocation.length - b.keywordLocation.length);
  for (const alt of alternatives) {
    if (isIgnored(alt)) continue;
    const branches = new Map<string, OutputUnit[]>();
    for (const error of errors) {
      if (!error.keywordLocation.startsWith(`${alt.keywordLocation}/`) || isIgnored(error)) continue;
      const branch = error.keywordLocation.slice(alt.keywordLocation.length + 1).split('/')[0];
      branches.set(branch, [...(branches.get(branch) ?? []), error]);
    }
    const score = (list: OutputUnit[]) => {
      const own = leaves(list);
      return [own.filter((e) => e.instanceLocation === alt.instanceLocation).length, own.length] as const;
    };
    const ranked = [...branches.entries()].sort(([, a], [, b]) => {
      const [sa, sb] = [score(a), score(b)];
      return sa[0] - sb[0] || sa[1] - sb[1];
    });
    for (const [branch] of ranked.slice(1)) ignored.push(`${alt.keywordLocation}/${branch}`);
    const best = ranked[0]?.[1] ?? [];
    // No alternative has a concrete violation (e.g. the value matched two of a oneOf): the value itself is bad.
    if (leaves(best).length === 0) {
      bad.push({ at: segments(alt.instanceLocation), message: alt.error });
      ignored.push(alt.keywordLocation);
    }
  }

  for (const error of leaves(errors)) {
    if (isIgnored(error)) continue;
    bad.push({ at: segments(error.instanceLocation), message: error.error });
  }
  return bad;
}

function isPrefix(prefix: string[], path: string[]): boolean {
  return prefix.length <= path.length && prefix.every((part, i) => part === path[i]);
}

/** Later positions first, so that removing a list item never shifts another bad value's position. */
function byPositionDescending(a: BadValue, b: BadValue): number {
  const length = Math.min(a.at.length, b.at.length);
  for (let i = 0; i < length; i += 1) {
    const [x, y] = [a.at[i], b.at[i]];
    if (x === y) continue;
    const [nx, ny] = [Number(x), Number(y)];
    return Number.isInteger(nx) && Number.isInteger(ny) ? ny - nx : y.localeCompare(x);
  }
  return b.at.length - a.at.length;
}

const pointer = (at: string[]) => (at.length === 0 ? '' : `/${at.join('/')}`);
const MAX_PASSES = 16;

/**
 * Checks `body` (the answer of `operation`) against the contract and repairs it (see the file comment). The
 * answer passed in is never changed; a repaired copy is returned. Operations without a JSON success schema pass.
 */
export function checkAnswer(operation: string, body: unknown): CheckedAnswer {
  if (!hasResponseSchema(operation)) return { ok: true, data: body, violations: [] };
  if (!remember) return checkAgainst(operation, body);
  // The server keeps each answer's outcome: the data it hands out is shared between renders, which never change it.
  // An answer it keeps is parsed once (./parsedAnswers.ts), so the same answer is the same object for every page;
  // other equal content (the service's next answer) is found by its text.
  const memo = remember;
  const byContent = () =>
    memo('contract', `${operation} ${JSON.stringify(body)}`, () => checkAgainst(operation, body));
  if (typeof body !== 'object' || body === null) return byContent();
  let outcomes = checkedAnswers.get(body);
  if (!outcomes) {
    outcomes = new Map();
    checkedAnswers.set(body, outcomes);
  }
  let outcome = outcomes.get(operation);
  if (!outcome) {
    outcome = byContent();
    outcomes.set(operation, outcome);
  }
  return outcome;
}

/** On the server, each answer's outcome per operation, for as long as the answer is kept (server/upstream.ts). */
const checkedAnswers = new WeakMap<object, Map<string, CheckedAnswer>>();

function checkAgainst(operation: ContractOperation, body: unknown): CheckedAnswer {
  // The server's compiled check says yes to a conforming answer at once (./quickCheck.ts).
  if (conformsQuickly?.(operation, body)) return { ok: true, data: body, violations: [] };
  const validator = validatorFor(operation);
  const violations: Violation[] = [];
  let value = body;
  // Paths are reported as found in each pass (after an earlier pass dropped an item, later positions shift).
  for (let pass = 0; pass < MAX_PASSES; pass += 1) {
    const result = validator.validate(value);
    if (result.valid) return { ok: true, data: value, violations };
    if (pass === 0) value = structuredClone(body);
    const bad = badValues(result.errors);
    const root = bad.find((b) => b.at.length === 0);
    if (root || bad.length === 0) {
      violations.push({
        path: '',
        message: root?.message ?? 'The answer does not match the contract.',
        action: 'rejected',
      });
      return { ok: false, violations };
    }
    const outermost = bad
      .filter(
        (b, i) =>
          !bad.some((o, j) => j !== i && isPrefix(o.at, b.at) && (o.at.length < b.at.length || j < i)),
      )
      .sort(byPositionDescending);
    for (const { at, message } of outermost) {
      const parent = at
        .slice(0, -1)
        .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], value);
      const key = at[at.length - 1];
      if (Array.isArray(parent)) {
        parent.splice(Number(key), 1);
        violations.push({ path: pointer(at), message, action: 'dropped' });
      } else if (parent && typeof parent === 'object') {
        delete (parent as Record<string, unknown>)[key];
        violations.push({ path: pointer(at), message, action: 'removed' });
      }
    }
  }
  violations.push({ path: '', message: 'The answer could not be repaired.', action: 'rejected' });
  return { ok: false, violations };
}

const logged = new Set<string>();

/** Logs each violation once per operation and field (list positions folded: `/data/*\/title`). */
export function logViolations(operation: string, violations: readonly Violation[]): void {
  for (const violation of violations) {
    const field = violation.path.replace(/\/\d+(?=\/|$)/g, '/*');
    const key = `${operation} ${field} ${violation.action}`;
    if (logged.has(key)) continue;
    logged.add(key);
    console.warn(
      `[contract] ${operation}: ${violation.path || '(answer)'} ${violation.action} — ${violation.message}`,
    );
  }
}
