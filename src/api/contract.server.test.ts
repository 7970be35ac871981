/**
 * @jest-environment node
 *
 * The validating boundary on the server (./contract.ts): every render asks for the same answers again, and each
 * answer is checked once.
 */
import { Validator } from '@cfworker/json-schema';
import { checkAnswer } from './contract';

// The server bundle's memory (webpack/substitutions.ts replaces ./serverMemo there).
jest.mock('./serverMemo', () => jest.requireActual('./serverMemo.server'));

const tour = (overrides: Record<string, unknown> = {}) => ({
  id: 11,
  title: 'Hạ Long – Sapa',
  slug: 'ha-long-sapa',
  itineraries: [{ day_number: 1, title: 'Hà Nội' }],
  highlights: [{ id: 2, content: '<p>Bay</p>' }],
  ...overrides,
});

describe('checkAnswer on the server', () => {
  afterEach(() => jest.restoreAllMocks());

  it('checks an answer once: the same content later gets the same outcome without validating again', () => {
    const validate = jest.spyOn(Validator.prototype, 'validate');
    const first = checkAnswer('getTour', { success: true, data: tour() });
    expect(first).toEqual({ ok: true, data: { success: true, data: tour() }, violations: [] });
    const calls = validate.mock.calls.length;
    expect(calls).toBeGreaterThan(0);
    expect(checkAnswer('getTour', { success: true, data: tour() })).toBe(first);
    expect(validate).toHaveBeenCalledTimes(calls);
    // Other content, or the same content for another operation, is checked on its own.
    expect(checkAnswer('getTour', { success: true, data: tour({ id: 12 }) }).ok).toBe(true);
    expect(validate.mock.calls.length).toBeGreaterThan(calls);
  });

  it('knows an answer it kept by the object itself: a kept answer is neither validated nor written out again', () => {
    const answer = { success: true, data: tour({ id: 13 }) };
    const first = checkAnswer('getTour', answer);
    const validate = jest.spyOn(Validator.prototype, 'validate');
    const stringify = jest.spyOn(JSON, 'stringify');
    expect(checkAnswer('getTour', answer)).toBe(first);
    expect(validate).not.toHaveBeenCalled();
    expect(stringify).not.toHaveBeenCalled();
    // The same object for another operation is checked against that operation's schema.
    expect(checkAnswer('listTours', answer).ok).toBe(false);
  });

  it('a repaired answer is repaired alike the second time, and a rejected one stays rejected', () => {
    const broken = { success: true, data: tour({ itineraries: [{ day_number: 1, title: null }] }) };
    const repaired = checkAnswer('getTour', broken);
    const again = checkAnswer('getTour', structuredClone(broken));
    expect(again).toBe(repaired);
    expect(again.ok).toBe(true);
    expect(again.violations.map((v) => `${v.action} ${v.path}`)).toEqual([
      'removed /data/itineraries/0/title',
      'dropped /data/itineraries/0',
    ]);
    expect(checkAnswer('getTour', 'not a tour').ok).toBe(false);
    expect(checkAnswer('getTour', 'not a tour').ok).toBe(false);
  });
});
