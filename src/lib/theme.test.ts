import type { Theme } from '@mui/material/styles';
import { belowHeader, belowSectionNav, rememberedSpacing, theme } from './theme';

describe('theme', () => {
  it('uses the spec mobile breakpoint (640 px) as sm', () => {
    expect(theme.breakpoints.values.sm).toBe(640);
    expect(theme.breakpoints.up('sm')).toBe('@media (min-width:640px)');
  });
  it('is a plain theme, without CSS variables or colour schemes (the bundles leave that part of MUI out)', () => {
    // webpack/substitutions.ts, MUI_CSS_VARIABLES_MODULES: MUI's ThemeProvider renders its CSS-variables provider only
    // for a theme with colour schemes; the site's bundles replace that provider with one that throws.
    expect('colorSchemes' in theme).toBe(false);
    expect((theme as { vars?: unknown }).vars).toBeUndefined();
  });
  it('turns ripples off for every control, and no component of the theme turns them back on (the bundles leave them out)', () => {
    // webpack/substitutions.ts, MUI_TOUCH_RIPPLE_MODULE: ButtonBase renders its ripple only without `disableRipple`;
    // the site's bundles replace the ripple with a component that throws.
    expect(theme.components?.MuiButtonBase?.defaultProps?.disableRipple).toBe(true);
    for (const [name, component] of Object.entries(theme.components ?? {})) {
      const props = (component as { defaultProps?: Record<string, unknown> }).defaultProps ?? {};
      expect([name, props.disableRipple]).not.toEqual([name, false]);
      expect(props).not.toHaveProperty('TouchRippleProps');
    }
  });
  it('has the brand palette', () => {
    expect(theme.palette.primary.main).toBe('#0b5d4b');
    expect(theme.palette.secondary.main).toBe('#f2994a');
  });
});

describe('theme tokens', () => {
  it('gives sticky bars and section offsets the header height, plus what sits under it', () => {
    expect(theme.layout.headerHeight).toEqual({ xs: 60, sm: 72 });
    expect(belowHeader(theme)).toEqual({ xs: 60, sm: 72 });
    expect(belowHeader(theme, 56)).toEqual({ xs: 116, sm: 128 });
    expect(belowSectionNav(theme)).toEqual({ xs: 109, sm: 121 });
  });

  it('has status colours whose text is at least 4.5 : 1 on its tint', () => {
    const luminance = (hex: string) => {
      const [r, g, b] = [1, 3, 5].map((i) => {
        const c = parseInt(hex.slice(i, i + 2), 16) / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    for (const { bg, fg } of Object.values(theme.status)) {
      const [light, dark] = [luminance(bg), luminance(fg)].sort((a, b) => b - a);
      expect((light + 0.05) / (dark + 0.05)).toBeGreaterThanOrEqual(4.5);
    }
    expect(Object.keys(theme.status).sort()).toEqual(['available', 'limited', 'sale', 'sold_out']);
  });
});

describe('spacing', () => {
  type Internals = { internal_cache: { unarySpacing: (value: number) => string } };
  const cache = (theme as unknown as Internals).internal_cache;

  it("converts the sx spacing props through the theme's remembered converter, with theme.spacing's strings", async () => {
    const { default: styleFunctionSx } = await import('@mui/system/styleFunctionSx');
    const converter = jest.spyOn(cache, 'unarySpacing');
    const sx = { p: 2, mx: 1.5, mt: -1, pb: '3px', m: { xs: 1, sm: 2 } };
    expect(styleFunctionSx({ sx, theme })).toMatchObject({
      padding: theme.spacing(2),
      marginLeft: '12px',
      marginRight: '12px',
      marginTop: '-8px',
      paddingBottom: '3px',
      '@media (min-width:0px)': { margin: '8px' },
      '@media (min-width:640px)': { margin: '16px' },
    });
    expect(converter.mock.calls.map(([value]) => value).sort()).toEqual([-1, 1, 1.5, 1.5, 2, 2]);
    converter.mockRestore();
  });

  it('formats each number once', () => {
    const spacing = jest.fn((value: number) => `${value * 8}px`);
    const remembered = rememberedSpacing(spacing as unknown as Theme['spacing']);
    expect([remembered(2), remembered(2), remembered(0.5), remembered(-1), remembered(2)]).toEqual([
      '16px',
      '16px',
      '4px',
      '-8px',
      '16px',
    ]);
    expect(spacing.mock.calls).toEqual([[2], [0.5], [-1]]);
  });
});
