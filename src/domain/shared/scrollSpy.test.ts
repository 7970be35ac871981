import { activeSectionId, isAtPageBottom } from './scrollSpy';

const sections = (tops: number[]) => tops.map((top, i) => ({ id: `s${i + 1}`, top }));

describe('scroll spy: active section of the tab bar', () => {
  it('is the first section before any section reaches the activation line', () => {
    expect(activeSectionId(sections([400, 900, 1500]), 120)).toBe('s1');
  });

  it('is the last section whose top reached the line', () => {
    expect(activeSectionId(sections([-700, 110, 700]), 120)).toBe('s2');
    expect(activeSectionId(sections([-1400, -600, 120]), 120)).toBe('s3');
  });

  it('counts a section a few pixels below the line as reached (smooth scroll rounding)', () => {
    expect(activeSectionId(sections([-500, 126]), 120)).toBe('s2');
    expect(activeSectionId(sections([-500, 140]), 120)).toBe('s1');
  });

  it('is the last section at the bottom of the page', () => {
    expect(activeSectionId(sections([-900, -100, 300]), 120, true)).toBe('s3');
  });

  it('has no active section without sections', () => {
    expect(activeSectionId([], 120)).toBeUndefined();
  });
});

describe('isAtPageBottom', () => {
  it('is true only when the page is scrolled to its end', () => {
    expect(isAtPageBottom(1200, 800, 2000)).toBe(true);
    expect(isAtPageBottom(1199, 800, 2000)).toBe(true);
    expect(isAtPageBottom(1000, 800, 2000)).toBe(false);
    expect(isAtPageBottom(0, 800, 700)).toBe(false);
  });
});
