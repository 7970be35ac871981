// Stands in for @mui/material/styles/createThemeWithVars.mjs in the site's bundles (webpack/substitutions.ts,
// MUI_CSS_VARIABLES_MODULES): the site's theme does not use MUI's CSS variables or colour schemes.
export default function createThemeWithVars() {
  throw new Error('MUI CSS variables are left out of this build (webpack/substitutions.ts)');
}
