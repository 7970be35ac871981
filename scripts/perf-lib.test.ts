/** @jest-environment node */
import {
  calibratedSlowdown,
  inpRating,
  longestInteraction,
  median,
  parsePerfArgs,
  PerfOptionsError,
} from './perf-lib.mjs';

describe('npm run perf: calibration', () => {
  it('keeps Lighthouse’s 4× on a host of its reference speed and scales it with the benchmark index', () => {
    expect(calibratedSlowdown(1500)).toBe(4);
    expect(calibratedSlowdown(1557)).toBe(4.2);
    expect(calibratedSlowdown(3000)).toBe(8);
    expect(calibratedSlowdown(2400)).toBe(6.4);
  });

  it('never speeds a slow host up, and refuses an index that is not a positive number', () => {
    expect(calibratedSlowdown(200)).toBe(1);
    expect(() => calibratedSlowdown(0)).toThrow(PerfOptionsError);
    expect(() => calibratedSlowdown(Number.NaN)).toThrow(PerfOptionsError);
  });
});

describe('npm run perf: options', () => {
  it('defaults to three runs of the five pages with the calibrated slowdown', () => {
    expect(parsePerfArgs([])).toEqual({
      runs: 3,
      only: undefined,
      json: undefined,
      cpu: undefined,
      interactions: false,
      render: false,
      help: false,
    });
  });

  it('reads every option', () => {
    expect(
      parsePerfArgs(['--runs', '5', '--only', 'tour', '--json', 'out.json', '--cpu', '6.5']),
    ).toMatchObject({ runs: 5, only: 'tour', json: 'out.json', cpu: 6.5, interactions: false });
    expect(parsePerfArgs(['--interactions', '--only', 'filter-tick'])).toMatchObject({
      interactions: true,
      only: 'filter-tick',
    });
    expect(parsePerfArgs(['--render'])).toMatchObject({ render: true, interactions: false });
  });

  it('names what is wrong with an option', () => {
    expect(() => parsePerfArgs(['--runs', 'abc'])).toThrow('--runs needs a positive number, got abc');
    expect(() => parsePerfArgs(['--cpu'])).toThrow('--cpu needs a positive number, got nothing');
    expect(() => parsePerfArgs(['--only', 'about'])).toThrow(/--only must be one of home, search/);
    expect(() => parsePerfArgs(['--interactions', '--only', 'tour'])).toThrow(/filter-tick/);
    expect(() => parsePerfArgs(['--fast'])).toThrow('unknown option --fast');
  });
});

describe('npm run perf: interactions', () => {
  it('takes the longest entry of an interaction and ignores events that are not one', () => {
    const entries = [
      { name: 'pointerdown', duration: 48, interactionId: 7 },
      { name: 'click', duration: 136, interactionId: 7 },
      { name: 'mousemove', duration: 400, interactionId: 0 },
      { name: 'keydown', duration: 24, interactionId: 9 },
    ];
    expect(longestInteraction(entries)).toBe(136);
    expect(longestInteraction([])).toBe(0);
  });

  it('rates a latency as Core Web Vitals do and takes medians', () => {
    expect(inpRating(200)).toBe('good');
    expect(inpRating(201)).toBe('needs improvement');
    expect(inpRating(501)).toBe('poor');
    expect(median([320, 100, 176])).toBe(176);
    expect(median([1, 2, 3, 4])).toBe(2.5);
  });
});
