/** Header menu rules: how many columns the grandchildren panel has. */

/** Columns of the grandchildren panel: <10 → 1, 10–18 → 2, 19–20 → 3, 21–25 → 4, >25 → 5. */
export function menuColumns(grandchildCount: number): 1 | 2 | 3 | 4 | 5 {
  if (grandchildCount < 10) return 1;
  if (grandchildCount <= 18) return 2;
  if (grandchildCount <= 20) return 3;
  if (grandchildCount <= 25) return 4;
  return 5;
}
