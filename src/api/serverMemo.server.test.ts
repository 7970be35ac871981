/** @jest-environment node */
import { remember } from './serverMemo.server';

describe('remember (what the server keeps between renders)', () => {
  it('computes a key once, and keeps each space apart', () => {
    const compute = jest.fn(() => ({ ok: true }));
    const first = remember('contract', 'getTour {"id":1}', compute);
    expect(remember('contract', 'getTour {"id":1}', compute)).toBe(first);
    expect(compute).toHaveBeenCalledTimes(1);
    remember('sanitised-html', 'getTour {"id":1}', compute);
    expect(compute).toHaveBeenCalledTimes(2);
  });

  it('keeps at most 500 entries per space, the least recently used going first', () => {
    const compute = jest.fn((key: string) => key.toUpperCase());
    const keep = (key: string) => remember('sanitised-html', key, () => compute(key));
    keep('<p>0</p>');
    for (let i = 1; i < 500; i += 1) keep(`<p>${i}</p>`);
    keep('<p>0</p>'); // used again: now the most recent
    keep('<p>500</p>'); // one more: the least recently used (<p>1</p>) goes
    expect(compute).toHaveBeenCalledTimes(501);
    expect(keep('<p>0</p>')).toBe('<P>0</P>');
    expect(compute).toHaveBeenCalledTimes(501);
    keep('<p>1</p>');
    expect(compute).toHaveBeenCalledTimes(502);
  });
});
