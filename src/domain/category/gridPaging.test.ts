import { canShowMore, GRID_STEP, mergeGridPage, showMore } from './gridPaging';

describe('popular-trips grid paging', () => {
  it('adds 4 cards per click', () => {
    expect(GRID_STEP).toBe(4);
    expect(showMore({ visible: 4, cached: 8, page: 1, lastPage: 3 })).toEqual({
      visible: 8,
      fetchPage: null,
    });
  });
  it('fetches the next page when the cached cards run out and page < last_page', () => {
    expect(showMore({ visible: 8, cached: 8, page: 1, lastPage: 3 })).toEqual({ visible: 12, fetchPage: 2 });
    expect(showMore({ visible: 6, cached: 8, page: 1, lastPage: 2 })).toEqual({ visible: 10, fetchPage: 2 });
  });
  it('does not fetch past the last page', () => {
    expect(showMore({ visible: 8, cached: 8, page: 2, lastPage: 2 })).toEqual({
      visible: 12,
      fetchPage: null,
    });
  });
  it('offers more while cards are hidden or pages remain', () => {
    expect(canShowMore({ visible: 4, cached: 8, page: 1, lastPage: 1 })).toBe(true);
    expect(canShowMore({ visible: 8, cached: 8, page: 1, lastPage: 2 })).toBe(true);
    expect(canShowMore({ visible: 8, cached: 8, page: 2, lastPage: 2 })).toBe(false);
    expect(canShowMore({ visible: 12, cached: 10, page: 2, lastPage: 2 })).toBe(false);
  });
  it('merges pages without repeating a card', () => {
    expect(mergeGridPage([{ id: 1 }, { id: 2 }], [{ id: 2 }, { id: 3 }])).toEqual([
      { id: 1 },
      { id: 2 },
      { id: 3 },
    ]);
  });
});
