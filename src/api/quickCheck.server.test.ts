/**
 * @jest-environment node
 *
 * The server's quick check (./quickCheck.server.ts) says yes exactly where the contract's validator of
 * ./contract.ts does: to every operation's examples, and to none of the broken copies that validator refuses.
 */
import { Validator } from '@cfworker/json-schema';
import { breakAnswer } from '../../mocks/breakAnswer';
import { exampleValues, listOperations } from '../../scripts/contract/validator';
import { contractDefs, responseSchemas, type ContractOperation } from './generated/contractSchemas';
import { checkAnswer } from './contract';
import { conformsQuickly } from './quickCheck.server';

// The server bundle's modules (webpack/substitutions.ts).
jest.mock('./quickCheck', () => jest.requireActual('./quickCheck.server'));
jest.mock('./serverMemo', () => jest.requireActual('./serverMemo.server'));

const interpreted = (operation: ContractOperation, body: unknown) =>
  new Validator(
    { $defs: contractDefs, ...responseSchemas[operation] } as ConstructorParameters<typeof Validator>[0],
    '2020-12',
    false,
  ).validate(body).valid;

const operations = listOperations()
  .filter((op) => op.file === 'content-service.yaml' && op.operationId in responseSchemas)
  .map((op) => ({
    operation: op.operationId as ContractOperation,
    examples: Object.values(
      exampleValues(
        op.operationId,
        op.statuses.find((s) => s.startsWith('2'))!,
      ),
    ),
  }));

describe('the quick check on the server', () => {
  it('knows every operation with a schema', () => {
    expect(operations.length).toBe(Object.keys(responseSchemas).length);
  });

  it.each(operations)('$operation: conforming examples pass at once', ({ operation, examples }) => {
    expect(examples.length).toBeGreaterThan(0);
    for (const example of examples) {
      expect(interpreted(operation, example)).toBe(true);
      expect(conformsQuickly(operation, example)).toBe(true);
    }
  });

  it.each(operations)(
    '$operation: broken copies get the same verdict as the contract validator',
    ({ operation, examples }) => {
      let refused = 0;
      for (const [index, example] of examples.entries()) {
        for (let seed = 1; seed <= 40; seed += 1) {
          const broken = breakAnswer(example, seed, `${operation}-${index}`, 0.08);
          const verdict = interpreted(operation, broken);
          if (!verdict) refused += 1;
          expect([seed, conformsQuickly(operation, broken)]).toEqual([seed, verdict]);
        }
      }
      expect(refused).toBeGreaterThan(0);
    },
  );

  it('an operation without a schema is not decided here', () => {
    expect(conformsQuickly('createContact', { success: true })).toBe(false);
    expect(conformsQuickly('toString', {})).toBe(false);
  });

  it('in the boundary: a conforming answer is not interpreted, a broken one is still repaired', () => {
    const validate = jest.spyOn(Validator.prototype, 'validate');
    const tour = operations.find((op) => op.operation === 'getTour')!.examples[0] as { data: object };
    expect(checkAnswer('getTour', tour)).toEqual({ ok: true, data: tour, violations: [] });
    expect(validate).not.toHaveBeenCalled();
    const broken = { ...tour, data: { ...tour.data, itineraries: [{ day_number: 1, title: null }] } };
    const repaired = checkAnswer('getTour', broken);
    expect(validate).toHaveBeenCalled();
    expect(repaired.ok).toBe(true);
    expect(repaired.violations.map((v) => `${v.action} ${v.path}`)).toEqual([
      'removed /data/itineraries/0/title',
      'dropped /data/itineraries/0',
    ]);
    validate.mockRestore();
  });
});
