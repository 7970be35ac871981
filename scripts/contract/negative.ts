/**
 * Bad requests generated from the contract's own schemas (issue 34), for `contract:check`: for a parameter or a
 * body field, values of the wrong type, outside its enum, below its minimum or above its maximum, longer than its
 * maxLength, not matching its pattern or format, and (when required) none at all. Values come from fast-check
 * arbitraries sampled with a seed, so a run is reproduced exactly by passing the seed it printed (`--seed N`).
 *
 * Each case is a request the service must refuse with a status the operation declares for a refusal (400, 404 or
 * 422), never a 5xx and never a success.
 */
import fc from 'fast-check';

type Json = Record<string, unknown>;

export type NegativeKind =
  | 'missing'
  | 'wrong type'
  | 'outside enum'
  | 'below minimum'
  | 'above maximum'
  | 'too long'
  | 'not matching pattern'
  | 'bad format'
  | 'empty';

export interface NegativeCase {
  /** The parameter or body field. */
  field: string;
  kind: NegativeKind;
  /** The value sent (undefined: the field is left out). */
  value?: unknown;
  /** For 'above maximum' on a list's page size: the cap an answer may never exceed. */
  cap?: number;
}

const letters = fc.stringMatching(/^[a-z]{3,10}$/);

/** One value of `arbitrary` for this seed (the same seed, the same value). */
function pick<T>(arbitrary: fc.Arbitrary<T>, seed: number): T {
  return fc.sample(arbitrary, { seed, numRuns: 1 })[0];
}

/** A small stable hash of a string, to give each field its own seed from the run's seed. */
function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

function mainType(schema: Json): string | undefined {
  const type = schema.type;
  if (Array.isArray(type)) return type.find((t) => t !== 'null') as string | undefined;
  return type as string | undefined;
}

/**
 * The bad values of one field. `inQuery`: a query parameter (everything travels as text there, so a string field
 * cannot have the wrong type).
 */
export function badValues(field: string, schema: Json, seed: number, inQuery: boolean): NegativeCase[] {
  const cases: NegativeCase[] = [];
  const s = (kind: string) => (seed ^ hash(`${field}:${kind}`)) >>> 0;
  const type = mainType(schema);
  if (type === 'integer' || type === 'number') {
    cases.push({ field, kind: 'wrong type', value: pick(letters, s('type')) });
    if (typeof schema.minimum === 'number') {
      const min = schema.minimum;
      cases.push({
        field,
        kind: 'below minimum',
        value: pick(fc.integer({ min: min - 1000, max: min - 1 }), s('min')),
      });
    }
    if (typeof schema.maximum === 'number') {
      const max = schema.maximum;
      cases.push({
        field,
        kind: 'above maximum',
        value: pick(fc.integer({ min: max + 1, max: max * 20 + 1000 }), s('max')),
        ...(/per_?page|limit|size/i.test(field) ? { cap: max } : {}),
      });
    }
  } else if (type === 'string') {
    if (!inQuery) cases.push({ field, kind: 'wrong type', value: pick(fc.integer(), s('type')) });
    if (Array.isArray(schema.enum)) {
      const allowed = schema.enum.map(String);
      cases.push({
        field,
        kind: 'outside enum',
        value: pick(
          letters.filter((v) => !allowed.includes(v)),
          s('enum'),
        ),
      });
    } else if (typeof schema.pattern === 'string') {
      const pattern = new RegExp(schema.pattern);
      cases.push({
        field,
        kind: 'not matching pattern',
        value: pick(
          letters.filter((v) => !pattern.test(v)),
          s('pattern'),
        ),
      });
    } else if (schema.format === 'email' || schema.format === 'date' || schema.format === 'date-time') {
      cases.push({ field, kind: 'bad format', value: pick(letters, s('format')) });
    }
    if (typeof schema.maxLength === 'number') {
      const max = schema.maxLength;
      cases.push({
        field,
        kind: 'too long',
        value: pick(
          fc.string({ unit: fc.constantFrom('a', 'b', 'c', 'x'), minLength: max + 1, maxLength: max + 40 }),
          s('long'),
        ),
      });
    }
    if (typeof schema.minLength === 'number' && schema.minLength > 0 && !inQuery)
      cases.push({ field, kind: 'empty', value: '' });
  } else if (type === 'array' && schema.items && typeof schema.items === 'object') {
    for (const item of badValues(field, schema.items as Json, seed, inQuery))
      if (item.kind !== 'wrong type' || !inQuery) cases.push({ ...item, value: [item.value] });
  }
  return cases;
}

/** Every negative case of a JSON object body: each required field left out, then each field's bad values. */
export function bodyCases(schema: Json, seed: number): NegativeCase[] {
  const properties = (schema.properties ?? {}) as Record<string, Json>;
  const required = Array.isArray(schema.required) ? (schema.required as string[]) : [];
  return [
    ...required.map((field): NegativeCase => ({ field, kind: 'missing' })),
    ...Object.entries(properties).flatMap(([field, property]) => badValues(field, property, seed, false)),
  ];
}

/** The body with one case applied (a field left out or replaced). */
export function applyBodyCase(valid: Json, item: NegativeCase): Json {
  const body = { ...valid };
  if (item.kind === 'missing') delete body[item.field];
  else body[item.field] = item.value;
  return body;
}

/** A seed for a run that was not given one: printed with the report so that the run can be repeated. */
export function randomSeed(): number {
  return Math.floor(Math.random() * 2 ** 31);
}

/** How a case is named in the report: 'per_page above maximum (1534)', 'email missing'. */
export function describeCase(item: NegativeCase): string {
  if (item.kind === 'missing') return `${item.field} missing`;
  const shown = JSON.stringify(item.value);
  return `${item.field} ${item.kind} (${shown.length > 24 ? `${shown.slice(0, 21)}…` : shown})`;
}
