import { wrapSlide } from './slides';

describe('wrapSlide', () => {
  it('advances and wraps to the first slide', () => {
    expect(wrapSlide(0, 3)).toBe(1);
    expect(wrapSlide(2, 3)).toBe(0);
  });
  it('goes back and wraps to the last slide', () => {
    expect(wrapSlide(0, 3, -1)).toBe(2);
  });
  it('stays at 0 without slides', () => {
    expect(wrapSlide(0, 0)).toBe(0);
  });
});
