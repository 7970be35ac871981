import { addChip, chipsForSubmit, mergeChips, removeChip, splitKeywords } from './chips';

describe('addChip', () => {
  it('adds trimmed text at the end', () => {
    expect(addChip(['Japan'], '  Italy ')).toEqual(['Japan', 'Italy']);
  });
  it('ignores blank text', () => {
    expect(addChip(['Japan'], '   ')).toEqual(['Japan']);
  });
  it('ignores a duplicate, whatever its case', () => {
    expect(addChip(['Japan'], 'japan')).toEqual(['Japan']);
  });
});

describe('removeChip', () => {
  it('removes exactly that chip', () => {
    expect(removeChip(['Japan', 'Italy'], 'Japan')).toEqual(['Italy']);
  });
});

describe('mergeChips', () => {
  it('adds each new keyword once', () => {
    expect(mergeChips(['Japan'], ['Italy', 'JAPAN', '', 'Italy'])).toEqual(['Japan', 'Italy']);
  });
});

describe('splitKeywords', () => {
  it("splits on '+' and spaces", () => {
    expect(splitKeywords('a+b  c')).toEqual(['a', 'b', 'c']);
    expect(splitKeywords(null)).toEqual([]);
  });
});

describe('chipsForSubmit', () => {
  it('submits the typed text as a final chip', () => {
    expect(chipsForSubmit(['a'], ' b ')).toEqual(['a', 'b']);
    expect(chipsForSubmit(['a'], 'A')).toEqual(['a']);
  });
});
