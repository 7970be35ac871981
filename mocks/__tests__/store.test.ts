import { keep, keepIn, MOCK_KEPT } from '../store';

describe('the mock’s memory', () => {
  it('keeps the latest MOCK_KEPT writes of a kind, dropping the oldest', () => {
    const list: number[] = [];
    const map = new Map<number, number>();
    for (let i = 0; i < MOCK_KEPT + 20; i += 1) {
      keep(list, i);
      keepIn(map, i, i);
    }
    expect(list).toHaveLength(MOCK_KEPT);
    expect(list[0]).toBe(20);
    expect(map.size).toBe(MOCK_KEPT);
    expect(map.has(19)).toBe(false);
    expect(map.get(MOCK_KEPT + 19)).toBe(MOCK_KEPT + 19);
  });
});
