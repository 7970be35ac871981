/**
 * The one MUI theme of the site, created once at module level.
 * Component overrides are grouped by family (inputs, navigation, surfaces, feedback, data display) and
 * merged here. Breakpoints follow the spec: the mobile breakpoint is 640 px (sm); md 768, lg 1024, xl 1280
 * match the widths the spec's carousels and grids name.
 */
import { createTheme, type Components, type Theme } from '@mui/material/styles';

/** Status colours (badges and labels of availability and sale): text on its tint, ≥ 4.5 : 1. */
export type StatusTone = 'available' | 'limited' | 'sold_out' | 'sale';

declare module '@mui/material/styles' {
  interface Theme {
    /** Layout measures other parts line up with. */
    layout: {
      /** Height of the sticky site header below / from the sm breakpoint: sticky bars sit right under it. */
      headerHeight: { xs: number; sm: number };
      /** Height of the sticky in-page section nav under the header (SectionNav, SectionTabs), its border included. */
      sectionNavHeight: number;
    };
    status: Record<StatusTone, { bg: string; fg: string }>;
  }
  interface ThemeOptions {
    layout?: Theme['layout'];
    status?: Theme['status'];
  }
}

const brand = {
  green: '#0b5d4b', // deep green-teal, also the browser theme-color in public/index.html
  greenLight: '#2f8f78',
  greenDark: '#063f33',
  sun: '#f2994a', // warm accent
  sunLight: '#f7b77e',
  sunDark: '#a65412', // 5.4 : 1 on white: prices and text in the accent colour
  sand: '#faf7f2',
  ink: '#1d2b28',
};

const radius = 10;

/**
 * One global style on the page, so the server's HTML carries it. MUI's global styles on styled-components are all
 * instances of one `createGlobalStyle` component, and on the server styled-components keeps only the instance rendered
 * last: when a field rendered its autofill keyframes after <CssBaseline/>, the page arrived without the baseline (the
 * body's 8 px margin until hydration, a layout shift). So the fields inject nothing (MuiInputBase above) and the
 * baseline carries their keyframes (InputBase's `mui-auto-fill` animations detect the browser's autofill). The baseline
 * itself is lib/Baseline.tsx (CssBaseline's rules and these overrides, as a static global style).
 */
const baseline: Components<Theme> = {
  MuiCssBaseline: {
    styleOverrides: {
      '@keyframes mui-auto-fill': { from: { animationName: 'mui-auto-fill' } },
      '@keyframes mui-auto-fill-cancel': { from: { animationName: 'mui-auto-fill-cancel' } },
      // Plain buttons take the page's font (browsers give them their own: Arial on Linux), see `typography`. MUI's
      // fields and selects set theirs.
      button: { fontFamily: 'inherit' },
    },
  },
};

const inputs: Components<Theme> = {
  // No ripples: a ripple is mounted on a control's first press (its component, styles and animation), which a phone
  // pays for inside the very tap it should answer at once. Focus shows as an outline instead (MUI draws focus with
  // the ripple otherwise).
  MuiButtonBase: {
    defaultProps: { disableRipple: true },
    styleOverrides: {
      root: { '&.Mui-focusVisible': { outline: `2px solid ${brand.green}`, outlineOffset: 2 } },
    },
  },
  MuiButton: {
    defaultProps: { disableElevation: true },
    styleOverrides: {
      root: { borderRadius: 999, textTransform: 'none', fontWeight: 600, paddingInline: 20 },
      // On the type scale (see `typography`): MUI's 13 and 15 px would be two more font sizes on a page.
      sizeSmall: { fontSize: '0.875rem' },
      sizeLarge: { fontSize: '1rem' },
    },
  },
  MuiIconButton: {
    styleOverrides: { root: { '&:focus-visible': { outline: `2px solid ${brand.sun}`, outlineOffset: 2 } } },
  },
  MuiTextField: { defaultProps: { size: 'small' } },
  // The autofill keyframes come with the baseline (MuiCssBaseline below), not from every field: see there.
  MuiInputBase: { defaultProps: { disableInjectingGlobalStyles: true } },
  MuiOutlinedInput: { styleOverrides: { root: { borderRadius: radius, backgroundColor: '#fff' } } },
};

const navigation: Components<Theme> = {
  MuiLink: {
    defaultProps: { underline: 'hover' },
    styleOverrides: { root: { fontWeight: 500 } },
  },
  MuiAppBar: {
    defaultProps: { elevation: 0, color: 'inherit' },
    styleOverrides: { root: { backgroundColor: '#fff', borderBottom: '1px solid rgba(0,0,0,0.08)' } },
  },
  MuiTabs: { styleOverrides: { indicator: { height: 3, borderRadius: 3 } } },
  MuiTab: { styleOverrides: { root: { textTransform: 'none', fontWeight: 600 } } },
  MuiBreadcrumbs: { styleOverrides: { root: { fontSize: '0.875rem' } } },
  MuiDrawer: { styleOverrides: { paper: { width: 'min(86vw, 360px)' } } },
};

const surfaces: Components<Theme> = {
  MuiPaper: { styleOverrides: { rounded: { borderRadius: radius } } },
  MuiCard: {
    defaultProps: { elevation: 0 },
    styleOverrides: { root: { borderRadius: radius * 1.4, border: '1px solid rgba(0,0,0,0.08)' } },
  },
  MuiAccordion: {
    defaultProps: { disableGutters: true, elevation: 0 },
    styleOverrides: {
      root: { '&::before': { display: 'none' }, borderBottom: '1px solid rgba(0,0,0,0.08)' },
    },
  },
};

const feedback: Components<Theme> = {
  // Dialogs appear at once (no fade-in: text is at full contrast the moment a dialog is shown) and fade out.
  MuiDialog: {
    defaultProps: { transitionDuration: { enter: 0, exit: 150 } },
    styleOverrides: { paper: { borderRadius: radius * 1.6 } },
  },
  MuiSkeleton: { defaultProps: { animation: 'wave' } },
};

const dataDisplay: Components<Theme> = {
  MuiChip: { styleOverrides: { root: { fontSize: '0.875rem', fontWeight: 600 } } },
  MuiTooltip: { defaultProps: { arrow: true } },
};

const created = createTheme({
  layout: { headerHeight: { xs: 60, sm: 72 }, sectionNavHeight: 49 },
  status: {
    available: { bg: '#e3f4ea', fg: '#1b5e20' },
    limited: { bg: '#fff1d6', fg: '#7a4b00' },
    sold_out: { bg: '#ececec', fg: '#424242' },
    sale: { bg: '#fde4e4', fg: '#b3261e' },
  },
  breakpoints: { values: { xs: 0, sm: 640, md: 768, lg: 1024, xl: 1280 } },
  palette: {
    mode: 'light',
    primary: { main: brand.green, light: brand.greenLight, dark: brand.greenDark, contrastText: '#fff' },
    secondary: { main: brand.sun, light: brand.sunLight, dark: brand.sunDark, contrastText: brand.ink },
    background: { default: '#fff', paper: '#fff' },
    text: { primary: brand.ink, secondary: '#51605c' },
    success: { main: '#2e7d32' },
    warning: { main: '#ed8a19' },
    error: { main: '#c62828' },
  },
  shape: { borderRadius: radius },
  typography: {
    // The device's own interface font first (San Francisco, Roboto, Segoe UI; all with Vietnamese), named by the
    // `system-ui` keyword, which the browser resolves at once. Each family the device lacks costs the browser a
    // font lookup per size and weight at the first layout: with the old list starting at "Segoe UI", a phone
    // without it spent about twice as long on the first layout (measured on Linux Chromium with `npm run perf`).
    // Apple's devices stop at `system-ui` or `-apple-system` (older Safari), so "Helvetica Neue" is not listed.
    // Sizes keep to one scale: 12, 14, 16, 18, 20, 24, 28, 32, 36, 48 px (0.75–3rem), weights to 400–800. Each size
    // and weight a page uses is a font the browser looks up at its first layout (about 1.5–5 ms each on a phone's
    // Linux Chromium, traced): on the tour page the off-scale sizes (13, 15, 16.8, 17.6, 22.4 px) and the plain
    // buttons' own font made 20 lookups while the page loaded, where 14 now do.
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif',
    h1: { fontSize: '2.25rem', fontWeight: 700, lineHeight: 1.2 },
    h2: { fontSize: '1.875rem', fontWeight: 700, lineHeight: 1.25 },
    h3: { fontSize: '1.5rem', fontWeight: 700 },
    h4: { fontSize: '1.25rem', fontWeight: 600 },
    h5: { fontSize: '1.125rem', fontWeight: 600 },
    h6: { fontSize: '1rem', fontWeight: 600 },
    button: { fontWeight: 600 },
  },
  components: { ...baseline, ...inputs, ...navigation, ...surfaces, ...feedback, ...dataDisplay },
});

/**
 * `theme.spacing` for one number, remembered: the converter MUI's spacing props (`p`, `m`, `px`, `mt`… in `sx`) look
 * up in `theme.internal_cache.unarySpacing` before building their own. MUI 9.5 creates that cache empty and never
 * fills it, so every padding and margin of every element rebuilt the converter and formatted the same few strings
 * again: about 10 ms of the checkout's hydration on this machine's Chromium at 1× (CPU profile), most of it the
 * first, unoptimised calls of a page load. The strings are exactly `theme.spacing(n)`'s. If a later MUI drops the
 * cache, its own path applies and nothing changes but the time.
 */
export function rememberedSpacing(spacing: Theme['spacing']): (value: number) => string {
  const known = new Map<number, string>();
  return (value) => known.get(value) ?? known.set(value, spacing(value)).get(value)!;
}

const internals = created as Theme & { internal_cache?: { unarySpacing?: (value: number) => string } };
if (internals.internal_cache) internals.internal_cache.unarySpacing = rememberedSpacing(created.spacing);

export const theme: Theme = created;

/**
 * A responsive offset right under the sticky site header, plus `extra` px, for `top` of sticky bars and
 * `scrollMarginTop` of sections: the header's height comes from the theme, so they never disagree with it.
 */
export function belowHeader(t: Theme, extra = 0): { xs: number; sm: number } {
  const { xs, sm } = t.layout.headerHeight;
  return { xs: xs + extra, sm: sm + extra };
}

/**
 * The offset under the header and a sticky section nav: `scrollMarginTop` of the sections a nav scrolls to, and the
 * line a scroll spy activates them at.
 */
export function belowSectionNav(t: Theme): { xs: number; sm: number } {
  return belowHeader(t, t.layout.sectionNavHeight);
}
