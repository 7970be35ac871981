// Stands in for @mui/material/styles/ThemeProviderWithVars.mjs in the site's bundles (webpack/substitutions.ts,
// MUI_CSS_VARIABLES_MODULES): the site's theme does not use MUI's CSS variables or colour schemes, so MUI's
// ThemeProvider never renders the CSS-variables provider. Its exports stay, failing loudly if anything uses them.
import leftOut from './createThemeWithVars.mjs';

export const CssVarsProvider = leftOut;
export const Experimental_CssVarsProvider = leftOut;
export const useColorScheme = leftOut;
export const getInitColorSchemeScript = leftOut;
