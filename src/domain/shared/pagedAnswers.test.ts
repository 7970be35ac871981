import { mergeGridAnswer } from './pagedAnswers';

describe('mergeGridAnswer (popular trips grid pages in the cache)', () => {
  type Answer = { data: Array<{ id: number }>; last_page: number; current_page?: number };
  const answer = (ids: number[]): Answer => ({
    data: ids.map((id) => ({ id })),
    last_page: 3,
  });

  it('appends a later page without repeating a trip, and records the page merged', () => {
    const first = mergeGridAnswer(undefined, answer([1, 2, 3, 4]), 1);
    expect(first).toEqual({ ...answer([1, 2, 3, 4]), current_page: 1 });
    const second = mergeGridAnswer(first, answer([4, 5, 6]), 2);
    expect(second.data.map((t) => t.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(second.current_page).toBe(2);
  });

  it('replaces the cache with page 1', () => {
    const cached = { ...answer([1, 2, 3]), current_page: 2 };
    expect(mergeGridAnswer(cached, answer([9]), 1).data).toEqual([{ id: 9 }]);
  });
});
