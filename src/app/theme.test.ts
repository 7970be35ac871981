import { theme } from './theme';

describe('theme', () => {
  it('uses the spec mobile breakpoint (640 px) as sm', () => {
    expect(theme.breakpoints.values.sm).toBe(640);
    expect(theme.breakpoints.up('sm')).toBe('@media (min-width:640px)');
  });
  it('has the brand palette', () => {
    expect(theme.palette.primary.main).toBe('#0b5d4b');
    expect(theme.palette.secondary.main).toBe('#f2994a');
  });
});
