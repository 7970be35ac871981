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

  it('keeps at most 5 000 pieces of HTML (a dozen a tour page, every tour in both languages), the least recently used going first', () => {
    const compute = jest.fn((key: string) => key.toUpperCase());
    const keep = (key: string) => remember('sanitised-html', key, () => compute(key));
    keep('<p>0</p>');
    for (let i = 1; i < 5000; i += 1) keep(`<p>${i}</p>`);
    keep('<p>0</p>'); // used again: now the most recent
    keep('<p>5000</p>'); // one more: the least recently used (<p>1</p>) goes
    expect(compute).toHaveBeenCalledTimes(5001);
    expect(keep('<p>0</p>')).toBe('<P>0</P>');
    expect(compute).toHaveBeenCalledTimes(5001);
    keep('<p>1</p>');
    expect(compute).toHaveBeenCalledTimes(5002);
  });
});
