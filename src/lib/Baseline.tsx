/**
 * The page's baseline CSS: MUI's CssBaseline rules (@mui/material/CssBaseline, without the colour-scheme parts the
 * site does not use) from the site's theme, with the theme's MuiCssBaseline overrides, as a static global style.
 *
 * Why not <CssBaseline/>: on styled-components, MUI's global styles are a dynamic global style (a function of the
 * theme), which styled-components deletes and re-inserts when it mounts in the browser: the whole page restyled in
 * the middle of hydration (about 10 ms of script and 10 ms of style work at 1× CPU on the tour page). A static global
 * style whose rules the server's HTML already carries is kept as it is.
 */
import { createGlobalStyle, type CSSObject } from 'styled-components';
import type { Theme } from '@mui/material/styles';
import { theme } from './theme';

export function baselineStyles(t: Theme): CSSObject {
  const background = t.palette.background.default;
  return {
    html: {
      WebkitFontSmoothing: 'antialiased',
      MozOsxFontSmoothing: 'grayscale',
      boxSizing: 'border-box',
      WebkitTextSizeAdjust: '100%',
    },
    '*, *::before, *::after': { boxSizing: 'inherit' },
    'strong, b': { fontWeight: t.typography.fontWeightBold },
    body: {
      margin: 0,
      color: t.palette.text.primary,
      ...(t.typography.body1 as CSSObject),
      backgroundColor: background,
      '@media print': { backgroundColor: t.palette.common.white },
      '&::backdrop': { backgroundColor: background },
    },
    ...(t.components?.MuiCssBaseline?.styleOverrides as CSSObject | undefined),
  };
}

const ServerBaseline = __SERVER__ ? createGlobalStyle(baselineStyles(theme)) : null;

/**
 * The baseline's rules, in the server's HTML only: a rendered page's style tag, and the client-rendered shell's
 * (`shellStyles` in src/entry-server.tsx, for a render that failed). The browser keeps the server's sheet as it is
 * (src/start/adoptServerStyles.ts) and nothing removes these rules, so its bundle carries no baseline: rendered again
 * while hydrating, styled-components ran the CSS through stylis for its own records (stylis's first run on the page,
 * 5–7 ms of hydration's commit at full speed on this machine). A global style renders no element, so hydration
 * matches either way.
 */
export function Baseline() {
  return ServerBaseline ? <ServerBaseline /> : null;
}
