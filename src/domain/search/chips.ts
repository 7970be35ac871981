/**
 * Keyword chips of the home search bar (spec part 1, §4): chips are trimmed, blanks are ignored and a chip
 * already present (ignoring case) is not added twice; keywords read from the URL merge into the chips.
 */

/** The chips after adding `text`: unchanged for blank text or a duplicate. */
export function addChip(chips: readonly string[], text: string): string[] {
  const value = text.trim();
  if (!value) return [...chips];
  const lower = value.toLowerCase();
  if (chips.some((chip) => chip.toLowerCase() === lower)) return [...chips];
  return [...chips, value];
}

/** The chips after adding each of `texts` in turn. */
export function mergeChips(chips: readonly string[], texts: readonly string[]): string[] {
  return texts.reduce<string[]>((acc, text) => addChip(acc, text), [...chips]);
}

/** The chips without `chip`. */
export function removeChip(chips: readonly string[], chip: string): string[] {
  return chips.filter((entry) => entry !== chip);
}

/** 'a+b  c' → ['a', 'b', 'c']: a keyword parameter splits on '+' and spaces into chips. */
export function splitKeywords(keyword: string | null | undefined): string[] {
  return mergeChips([], (keyword ?? '').split(/[+\s]+/));
}

/** What Search submits: the chips plus the typed text as a final chip. */
export function chipsForSubmit(chips: readonly string[], typed: string): string[] {
  return addChip(chips, typed);
}
