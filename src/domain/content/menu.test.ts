import { menuColumns } from './menu';

describe('menuColumns: columns of the grandchildren panel by grandchild count', () => {
  it.each([
    [0, 1],
    [9, 1],
    [10, 2],
    [18, 2],
    [19, 3],
    [20, 3],
    [21, 4],
    [25, 4],
    [26, 5],
    [100, 5],
  ])('%i grandchildren → %i columns', (count, columns) => {
    expect(menuColumns(count)).toBe(columns);
  });
});
