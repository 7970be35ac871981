/**
 * Contract validator: checks answers (and any value) against the schemas of openapi/*.yaml.
 *
 * Stable API (used by the mock tests and by scripts/contract/check.ts):
 *
 *   listOperations(): Operation[]
 *     Every operation of both contracts: { operationId, method ('GET'|'POST'|'PUT'|…), path ('/api/{lang}/tours'),
 *     file ('content-service.yaml' | 'geonames.yaml'), parameters (path-level and operation-level merged),
 *     statuses (declared response codes), hasRequestBody }.
 *
 *   validateResponse(operationId, status, contentType, body): ValidationResult
 *     Is `body` (parsed JSON, or the raw text when it was not JSON) a valid answer of `operationId` with this
 *     HTTP status and Content-Type header? The status must be declared (exact code, then 4XX/5XX, then default),
 *     the content type must be one the response declares (parameters such as charset are ignored), and the body
 *     must match that response's schema.
 *     -> { ok: boolean, errors: [{ pointer, message, expected, found }] }  (pointer is a JSON pointer into the body,
 *        '' for the whole body or for status/content-type problems).
 *
 *   validateRequestBody(operationId, body): ValidationResult      the JSON request body of a POST/PUT.
 *   validateSchema(schemaName, value, file?): ValidationResult     any value against components/schemas/<name>.
 *   getOperation(operationId): Operation                          (throws for an unknown id)
 *   exampleValues(operationId, status): Record<string, unknown>   the named examples of that response.
 *
 * Schemas are compiled with Ajv2020 + ajv-formats (OpenAPI 3.1 is JSON Schema 2020-12); OpenAPI's own keywords
 * (example, discriminator, xml, externalDocs …) are declared as vocabulary so strict mode accepts them.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import type { ErrorObject, ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import YAML from 'yaml';

export const CONTRACT_FILES = ['content-service.yaml', 'geonames.yaml'] as const;
export type ContractFile = (typeof CONTRACT_FILES)[number];

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  schema: Record<string, unknown>;
  style?: string;
  explode?: boolean;
}

export interface Operation {
  operationId: string;
  method: string;
  path: string;
  file: ContractFile;
  parameters: Parameter[];
  statuses: string[];
  hasRequestBody: boolean;
}

export interface ValidationError {
  /** JSON pointer into the body ('' = the whole body, or the status line / headers). */
  pointer: string;
  message: string;
  expected: string;
  found: string;
}

export interface ValidationResult {
  ok: boolean;
  errors: ValidationError[];
}

type Json = Record<string, unknown>;

interface Loaded {
  docs: Record<ContractFile, Json>;
  ops: Map<string, Operation & { raw: Json }>;
  ajv: Ajv2020;
  compiled: Map<string, ValidateFunction>;
}

const OPENAPI_DIR = path.resolve(__dirname, '../../openapi');
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'];
const OPENAPI_KEYWORDS = [
  'example',
  'examples',
  'discriminator',
  'xml',
  'externalDocs',
  'deprecated',
  'readOnly',
  'writeOnly',
  'contentMediaType',
  'contentEncoding',
  'contentSchema',
];

let cache: Loaded | undefined;

/** `#/components/schemas/X` → `<file>#/$defs/X`, so every sub-schema compiles on its own. */
function rewriteRefs(node: unknown, file: string): unknown {
  if (Array.isArray(node)) return node.map((item) => rewriteRefs(item, file));
  if (node && typeof node === 'object') {
    const out: Json = {};
    for (const [key, value] of Object.entries(node)) {
      out[key] =
        key === '$ref' && typeof value === 'string' && value.startsWith('#/components/schemas/')
          ? `${file}#/$defs/${value.slice('#/components/schemas/'.length)}`
          : rewriteRefs(value, file);
    }
    return out;
  }
  return node;
}

/** Resolves a local `$ref` (e.g. '#/components/responses/NotFound') inside a contract document. */
function deref<T>(doc: Json, node: T): T {
  let current: unknown = node;
  for (let depth = 0; depth < 10; depth += 1) {
    if (!current || typeof current !== 'object' || !('$ref' in current)) return current as T;
    const ref = (current as { $ref: string }).$ref;
    if (!ref.startsWith('#/')) throw new Error(`Only local $ref are supported: ${ref}`);
    current = ref
      .slice(2)
      .split('/')
      .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce<unknown>((acc, part) => (acc as Json | undefined)?.[part], doc);
    if (current === undefined) throw new Error(`Unresolved $ref ${ref}`);
  }
  throw new Error('Too many nested $ref');
}

function load(): Loaded {
  if (cache) return cache;
  const ajv = new Ajv2020({ allErrors: true, strict: true, strictRequired: false, validateFormats: true });
  addFormats(ajv);
  for (const keyword of OPENAPI_KEYWORDS) {
    try {
      ajv.addVocabulary([keyword]);
    } catch {
      // already known to Ajv (e.g. the 2020-12 meta-data keywords)
    }
  }

  const docs = {} as Record<ContractFile, Json>;
  const ops = new Map<string, Operation & { raw: Json }>();
  for (const file of CONTRACT_FILES) {
    const doc = YAML.parse(readFileSync(path.join(OPENAPI_DIR, file), 'utf8')) as Json;
    docs[file] = doc;
    const schemas = ((doc.components as Json | undefined)?.schemas ?? {}) as Json;
    ajv.addSchema({ $id: file, $defs: rewriteRefs(schemas, file) as Json });

    for (const [p, item] of Object.entries((doc.paths ?? {}) as Record<string, Json>)) {
      const common = ((item.parameters as unknown[]) ?? []).map((x) => deref(doc, x) as Parameter);
      for (const method of METHODS) {
        const raw = item[method] as Json | undefined;
        if (!raw) continue;
        const own = ((raw.parameters as unknown[]) ?? []).map((x) => deref(doc, x) as Parameter);
        const merged = [
          ...common.filter((c) => !own.some((o) => o.name === c.name && o.in === c.in)),
          ...own,
        ];
        const operationId = raw.operationId as string;
        if (ops.has(operationId)) throw new Error(`Duplicate operationId ${operationId}`);
        ops.set(operationId, {
          operationId,
          method: method.toUpperCase(),
          path: p,
          file,
          parameters: merged.map((x) => ({ ...x, required: Boolean(x.required) })),
          statuses: Object.keys((raw.responses ?? {}) as Json),
          hasRequestBody: Boolean(raw.requestBody),
          raw,
        });
      }
    }
  }
  cache = { docs, ops, ajv, compiled: new Map() };
  return cache;
}

export function listOperations(): Operation[] {
  return [...load().ops.values()].map((op) => {
    const { raw: _raw, ...rest } = op;
    return rest;
  });
}

/** Resolves every local $ref inside `node` (the contract's schemas are small and not recursive). */
function derefDeep(doc: Json, node: unknown, depth = 0): unknown {
  if (depth > 20) throw new Error('Schema nested too deeply');
  const resolved = deref(doc, node);
  if (Array.isArray(resolved)) return resolved.map((item) => derefDeep(doc, item, depth + 1));
  if (!resolved || typeof resolved !== 'object') return resolved;
  return Object.fromEntries(
    Object.entries(resolved as Json).map(([key, value]) => [key, derefDeep(doc, value, depth + 1)]),
  );
}

/** The JSON request body schema of an operation with every $ref resolved, or undefined when it has none. */
export function requestBodySchema(operationId: string): Json | undefined {
  const { docs } = load();
  const op = opWithRaw(operationId);
  const doc = docs[op.file];
  const body = deref(doc, op.raw.requestBody) as Json | undefined;
  const schema = ((body?.content as Json | undefined)?.['application/json'] as Json | undefined)?.schema;
  return schema === undefined ? undefined : (derefDeep(doc, schema) as Json);
}

export function getOperation(operationId: string): Operation {
  const op = load().ops.get(operationId);
  if (!op) throw new Error(`Unknown operationId "${operationId}"`);
  const { raw: _raw, ...rest } = op;
  return rest;
}

function opWithRaw(operationId: string) {
  const op = load().ops.get(operationId);
  if (!op) throw new Error(`Unknown operationId "${operationId}"`);
  return op;
}

function compile(key: string, file: ContractFile, schema: unknown): ValidateFunction {
  const { ajv, compiled } = load();
  let fn = compiled.get(key);
  if (!fn) {
    fn = ajv.compile(rewriteRefs(schema, file) as Json);
    compiled.set(key, fn);
  }
  return fn;
}

/** A short, readable description of a JSON value (its type and a preview). */
export function describe(value: unknown): string {
  if (value === undefined) return 'absent';
  if (value === null) return 'null';
  if (Array.isArray(value)) return `array(${value.length})`;
  if (typeof value === 'object') {
    const keys = Object.keys(value as object);
    return `object {${keys.slice(0, 6).join(', ')}${keys.length > 6 ? ', …' : ''}}`;
  }
  const text = JSON.stringify(value);
  return `${typeof value} ${text.length > 60 ? `${text.slice(0, 57)}…` : text}`;
}

function valueAt(root: unknown, pointer: string): unknown {
  if (!pointer) return root;
  return pointer
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>((acc, part) => (acc && typeof acc === 'object' ? (acc as Json)[part] : undefined), root);
}

function toError(error: ErrorObject, body: unknown): ValidationError {
  const params = error.params as Record<string, unknown>;
  const found = valueAt(body, error.instancePath);
  switch (error.keyword) {
    case 'required': {
      const pointer = `${error.instancePath}/${String(params.missingProperty)}`;
      return {
        pointer,
        message: `missing required property "${String(params.missingProperty)}"`,
        expected: 'present',
        found: 'absent',
      };
    }
    case 'type':
      return {
        pointer: error.instancePath,
        message: error.message ?? 'wrong type',
        expected: `type ${String(params.type)}`,
        found: describe(found),
      };
    case 'enum':
      return {
        pointer: error.instancePath,
        message: 'not one of the allowed values',
        expected: `one of ${JSON.stringify(params.allowedValues)}`,
        found: describe(found),
      };
    case 'format':
      return {
        pointer: error.instancePath,
        message: `not a valid ${String(params.format)}`,
        expected: `format ${String(params.format)}`,
        found: describe(found),
      };
    case 'additionalProperties':
      return {
        pointer: `${error.instancePath}/${String(params.additionalProperty)}`,
        message: 'property not allowed',
        expected: 'no such property',
        found: describe((found as Json | undefined)?.[String(params.additionalProperty)]),
      };
    default:
      return {
        pointer: error.instancePath,
        message: `${error.keyword}: ${error.message ?? 'invalid'}`,
        expected: `${error.keyword} ${JSON.stringify(params)}`,
        found: describe(found),
      };
  }
}

/**
 * Ajv reports every failing branch of a oneOf/anyOf; keep the most useful: drop the summary lines when more
 * precise errors exist, and duplicates.
 */
function toErrors(errors: ErrorObject[] | null | undefined, body: unknown): ValidationError[] {
  const list = errors ?? [];
  const precise = list.filter((e) => !['oneOf', 'anyOf', 'if', 'discriminator'].includes(e.keyword));
  const chosen = precise.length > 0 ? precise : list;
  const seen = new Set<string>();
  const out: ValidationError[] = [];
  for (const error of chosen) {
    const converted = toError(error, body);
    const key = `${converted.pointer}|${converted.message}|${converted.expected}`;
    if (!seen.has(key)) {
      seen.add(key);
      out.push(converted);
    }
  }
  return out;
}

function run(fn: ValidateFunction, value: unknown): ValidationResult {
  const ok = fn(value) as boolean;
  return { ok, errors: ok ? [] : toErrors(fn.errors, value) };
}

function mediaType(contentType: string | null | undefined): string {
  return (contentType ?? '').split(';')[0].trim().toLowerCase();
}

function isJsonMedia(type: string): boolean {
  return type === 'application/json' || type.endsWith('+json');
}

function declaredResponse(op: Operation & { raw: Json }, status: number): [string, Json] | undefined {
  const responses = (op.raw.responses ?? {}) as Json;
  const key = [String(status), `${String(status)[0]}XX`, `${String(status)[0]}xx`, 'default'].find(
    (k) => k in responses,
  );
  return key ? [key, deref(load().docs[op.file], responses[key] as Json)] : undefined;
}

export function validateResponse(
  operationId: string,
  status: number,
  contentType: string | null | undefined,
  body: unknown,
): ValidationResult {
  const op = opWithRaw(operationId);
  const declared = declaredResponse(op, status);
  if (!declared) {
    return {
      ok: false,
      errors: [
        {
          pointer: '',
          message: `status ${status} is not declared for ${operationId}`,
          expected: `status ${op.statuses.join(' | ')}`,
          found: `status ${status}`,
        },
      ],
    };
  }
  const [key, response] = declared;
  const content = response.content as Record<string, Json> | undefined;
  if (!content || Object.keys(content).length === 0) {
    const empty = body === undefined || body === null || body === '';
    return empty
      ? { ok: true, errors: [] }
      : {
          ok: false,
          errors: [
            {
              pointer: '',
              message: 'this response has no body',
              expected: 'empty body',
              found: describe(body),
            },
          ],
        };
  }
  const type = mediaType(contentType);
  const media = content[type] ?? (isJsonMedia(type) ? content['application/json'] : undefined);
  if (!media) {
    return {
      ok: false,
      errors: [
        {
          pointer: '',
          message: 'wrong content type',
          expected: `Content-Type ${Object.keys(content).join(' | ')}`,
          found: contentType ? `Content-Type ${contentType}` : 'no Content-Type',
        },
      ],
    };
  }
  if (!media.schema) return { ok: true, errors: [] };
  return runBest(`${operationId}|${key}|${type}`, op.file, media.schema, body);
}

/**
 * Like run(), but when the schema is a oneOf/anyOf of alternatives (e.g. "the tour in data, or the tour itself")
 * and the value fails, the errors reported are those of the closest alternative (fewest errors), not of all.
 */
function runBest(key: string, file: ContractFile, schema: unknown, value: unknown): ValidationResult {
  const result = run(compile(key, file, schema), value);
  if (result.ok) return result;
  const target = deref(load().docs[file], schema as Json);
  const branches = (target.oneOf ?? target.anyOf) as unknown[] | undefined;
  if (!Array.isArray(branches)) return result;
  const candidates = branches.map((branch, i) => run(compile(`${key}|branch${i}`, file, branch), value));
  const best = candidates.reduce((a, b) => (b.errors.length < a.errors.length ? b : a));
  return best.errors.length > 0 ? { ok: false, errors: best.errors } : result;
}

export function validateRequestBody(operationId: string, body: unknown): ValidationResult {
  const op = opWithRaw(operationId);
  const requestBody = op.raw.requestBody
    ? deref(load().docs[op.file], op.raw.requestBody as Json)
    : undefined;
  const schema = (requestBody?.content as Record<string, Json> | undefined)?.['application/json']?.schema;
  if (!schema) throw new Error(`${operationId} has no JSON request body`);
  return run(compile(`${operationId}|request`, op.file, schema), body);
}

/** A query value as its schema's type reads it (integers, numbers and booleans travel as text). */
function coerce(raw: string, schema: Json): unknown {
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  if ((type === 'integer' || type === 'number') && /^-?\d+(\.\d+)?$/.test(raw)) return Number(raw);
  if (type === 'boolean' && (raw === 'true' || raw === 'false')) return raw === 'true';
  return raw;
}

/**
 * Checks a request's query parameters against the operation's: required ones present, each value of its schema's
 * type, enum, range, length and pattern. The problems, one per parameter ([] when the query is valid).
 */
export function validateQuery(operationId: string, query: URLSearchParams): string[] {
  const op = opWithRaw(operationId);
  const problems: string[] = [];
  for (const param of op.parameters.filter((p) => p.in === 'query')) {
    const raws = query.getAll(param.name);
    if (raws.length === 0) {
      if (param.required) problems.push(`${param.name} is required`);
      continue;
    }
    const schema = param.schema as Json;
    const value =
      schema.type === 'array'
        ? raws.flatMap((raw) => raw.split(',')).map((raw) => coerce(raw, (schema.items ?? {}) as Json))
        : coerce(raws[0], schema);
    const result = run(compile(`${operationId}|query|${param.name}`, op.file, schema), value);
    if (!result.ok) problems.push(`${param.name}: ${result.errors[0]?.message ?? 'invalid'}`);
  }
  return problems;
}

export function validateSchema(
  schemaName: string,
  value: unknown,
  file: ContractFile = 'content-service.yaml',
): ValidationResult {
  const schemas = ((load().docs[file].components as Json | undefined)?.schemas ?? {}) as Json;
  if (!(schemaName in schemas)) throw new Error(`Unknown schema "${schemaName}" in ${file}`);
  return run(
    compile(`${file}|schema|${schemaName}`, file, { $ref: `#/components/schemas/${schemaName}` }),
    value,
  );
}

export function exampleValues(operationId: string, status: number | string): Record<string, unknown> {
  const op = opWithRaw(operationId);
  const doc = load().docs[op.file];
  const response = deref(doc, ((op.raw.responses ?? {}) as Json)[String(status)] as Json | undefined);
  const media = (response?.content as Record<string, Json> | undefined)?.['application/json'];
  const out: Record<string, unknown> = {};
  for (const [name, example] of Object.entries((media?.examples ?? {}) as Record<string, Json>)) {
    out[name] = deref(doc, example).value;
  }
  if (media && 'example' in media) out.example = media.example;
  return out;
}
