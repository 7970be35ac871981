/**
 * The refusal suite: bad requests and bad bodies generated from the schemas (scripts/contract/negative.ts), each
 * refused with a declared 4xx.
 */
import { requestBodySchema, type Operation, type ValidationError } from './validator';
import { applyBodyCase, badValues, bodyCases, describeCase, type NegativeCase } from './negative';
import { Json, ProbeSpec, Query, asArray, isObject } from './types';
import { Checker } from './checker';

// ---------------------------------------------------------------- bad requests
/** The statuses an operation declares for refusing a request. */
export function refusals(op: Operation): number[] {
  return op.statuses.map(Number).filter((status) => [400, 404, 422].includes(status));
}

/** A list longer than the page size the contract caps it at. */
export function capCheck(cap: number) {
  return (body: unknown): ValidationError | null => {
    const list = isObject(body) ? asArray(body.data) : [];
    return list.length > cap
      ? {
          pointer: '/data',
          message: 'a list longer than its cap',
          expected: `at most ${cap} items`,
          found: `${list.length} items`,
        }
      : null;
  };
}

/**
 * Generated bad query parameters (scripts/contract/negative.ts) for the reading operations: each must be refused
 * with a status the operation declares (400/404/422), never answered 5xx or 200. Operations that declare no
 * validation refusal (only 404) get only their required parameters left out.
 */
export async function runNegatives(
  checker: Checker,
  lang: string,
  seed: number,
  found: { tour?: string; category?: string },
): Promise<void> {
  const valid: Record<string, Query | undefined> = {
    listTours: {},
    getTourReviews: found.tour ? { type: 'tour', slug: found.tour } : undefined,
    getToursOfCategory: found.category ? { slug: found.category } : undefined,
    getTravelDealsOfCategory: found.category ? { slug: found.category } : undefined,
    getHomepageData: found.category ? { slug: found.category } : undefined,
  };
  for (const [operationId, query] of Object.entries(valid)) {
    if (!query) {
      checker.skip(operationId, lang, 'bad requests: no slug discovered');
      continue;
    }
    const op = checker.operation(operationId);
    const expect = refusals(op);
    const validation = expect.some((status) => status !== 404);
    for (const param of op.parameters.filter((p) => p.in === 'query')) {
      const cases: NegativeCase[] = [
        ...(param.required ? [{ field: param.name, kind: 'missing' as const }] : []),
        ...(validation ? badValues(param.name, param.schema, seed, true) : []),
      ];
      for (const item of cases) {
        const bad: Query = { ...query };
        if (item.kind === 'missing') delete bad[param.name];
        else bad[param.name] = item.value as Query[string];
        await checker.probe(operationId, {
          lang,
          query: bad,
          expect,
          note: `bad request: ${describeCase(item)}`,
          check: item.cap !== undefined ? capCheck(item.cap) : undefined,
        });
      }
    }
  }
}

/** Generated bad bodies for a writing operation (only with --write: a service that accepts one creates it). */
export async function badBodies(
  checker: Checker,
  operationId: string,
  valid: Json,
  seed: number,
  spec: Omit<ProbeSpec, 'body' | 'expect' | 'note'> = {},
): Promise<void> {
  const schema = requestBodySchema(operationId);
  if (!schema) return;
  const expect = refusals(checker.operation(operationId)).filter((status) => status !== 404);
  for (const item of bodyCases(schema, seed)) {
    await checker.probe(operationId, {
      ...spec,
      body: applyBodyCase(valid, item),
      expect,
      note: `bad request: ${describeCase(item)}`,
    });
  }
}
