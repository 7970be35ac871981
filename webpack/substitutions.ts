/**
 * Every module the site's bundles take in place of another, in one table: what is swapped, for which build, and why.
 * docs/patches.md lists when each can go.
 */
import path from 'node:path';
import webpack from 'webpack';
import type { Configuration } from 'webpack';

export const root = path.resolve(__dirname, '..');
const at = (file: string) => path.resolve(root, file);

/** Aliases every bundle has: the `@/` imports, and MUI on styled-components (not emotion). */
const EVERY_BUNDLE: Record<string, string> = {
  '@': at('src'),
  '@mui/styled-engine': '@mui/styled-engine-sc',
  // redux-persist's documented storage import is its CommonJS build; the same code as ES modules is concatenated
  // with the rest of the start-up, without CommonJS wrappers and interop (Jest keeps the CommonJS one).
  'redux-persist/lib/storage$': 'redux-persist/es/storage',
};

/**
 * React Router's production build. Its package.json sends every bundler to dist/development (upstream issue
 * remix-run/react-router#14102), which differs from dist/production only in `ENABLE_DEV_WARNINGS = true`: the
 * development warnings' messages are built on every render of the routes and shipped in every page's script.
 * Every production bundle (browser and server) takes dist/production instead.
 */
export const REACT_ROUTER_PRODUCTION: Record<string, string> = {
  'react-router$': at('node_modules/react-router/dist/production/index.mjs'),
  'react-router/dom$': at('node_modules/react-router/dist/production/dom-export.mjs'),
};

/** The server bundle's own modules: what only the server needs, in place of the browser's. */
export const SERVER_MODULES: Record<string, string> = {
  // DOMPurify on a jsdom window on the server (same sanitiser as the browser).
  [at('src/components/purify.ts')]: at('src/components/purify.server.ts'),
  // What the server keeps between renders (the browser keeps nothing).
  [at('src/api/serverMemo.ts')]: at('src/api/serverMemo.server.ts'),
  // The contract's schemas compiled to code (the browser's policy allows no code generated at run time).
  [at('src/api/quickCheck.ts')]: at('src/api/quickCheck.server.ts'),
};

/** The resolve options of a bundle: the shared aliases, React Router's production build in production. */
export function resolveFor(isProd: boolean, extra: Record<string, string> = {}): Configuration['resolve'] {
  return {
    extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
    alias: { ...EVERY_BUNDLE, ...(isProd ? REACT_ROUTER_PRODUCTION : {}), ...extra },
  };
}

/**
 * MUI's CSS-variables theme (`cssVariables`, `colorSchemes`, `extendTheme`, `CssVarsProvider`) is not used: the
 * site's theme is a plain one (src/lib/theme.ts), which MUI's `createTheme` and `ThemeProvider` handle without it.
 * MUI still imports that machinery from both (it picks at run time), about 27 KB of script (7 KB gzip) every page
 * would load and compile for nothing. Its two entry modules are replaced by stand-ins that fail loudly if a theme
 * ever asks for CSS variables (scripts/mui-without-css-vars/); the rest then drops out of the bundles.
 */
export const MUI_CSS_VARIABLES_MODULES =
  /[\\/]@mui[\\/]material[\\/]styles[\\/](createThemeWithVars|ThemeProviderWithVars)\.mjs$/;
export function withoutMuiCssVariables() {
  return standIn(
    MUI_CSS_VARIABLES_MODULES,
    (resource) => `scripts/mui-without-css-vars/${path.basename(resource)}`,
  );
}

/** Every module `pattern` matches, once resolved, is taken from the site's stand-in file (`standInFor` of its path). */
function standIn(pattern: RegExp, standInFor: (resource: string) => string) {
  return new webpack.NormalModuleReplacementPlugin(pattern, (result) => {
    const data = (result as { createData?: { resource?: string } }).createData;
    if (data?.resource) data.resource = path.resolve(root, standInFor(data.resource));
  });
}

/**
 * stylis' vendor-prefix table (its Prefixer module, about 3 KB of script, 1 KB gzip on every page): styled-components
 * reads it only when a StyleSheetManager sets `enableVendorPrefixes`, which the site never does. Its stand-in
 * (scripts/stylis-without-prefixer/) throws if it is ever called, so turning prefixes on fails at the first rule.
 */
export const STYLIS_PREFIXER_MODULE = /[\\/]stylis[\\/]src[\\/]Prefixer\.js$/;
export function withoutStylisPrefixer() {
  return standIn(STYLIS_PREFIXER_MODULE, () => 'scripts/stylis-without-prefixer/Prefixer.js');
}

/**
 * MUI's ripple (ButtonBase's TouchRipple and its Ripple, about 5 KB of script on every page): the theme turns ripples
 * off for every control (MuiButtonBase's `disableRipple` default), and a lint rule keeps any control from turning
 * them back on, so ButtonBase never renders one. Its stand-in (scripts/mui-without-ripple/) throws if rendered.
 */
export const MUI_TOUCH_RIPPLE_MODULE = /[\\/]@mui[\\/]material[\\/]ButtonBase[\\/]TouchRipple\.mjs$/;
export function withoutMuiRipple() {
  return standIn(MUI_TOUCH_RIPPLE_MODULE, () => 'scripts/mui-without-ripple/TouchRipple.mjs');
}

/**
 * The server bundle's `useTranslation` (src/app/useTranslation.server.ts) in place of react-i18next's: each server
 * render mounts every component once against an instance with every text loaded, so the library's subscription,
 * options and copies are work for nothing (docs/patches.md).
 */
export function serverUseTranslation() {
  // Replaced where react-i18next's own modules import it (before resolving, so the site's TypeScript rule applies).
  return new webpack.NormalModuleReplacementPlugin(/^\.\/useTranslation\.js$/, (result) => {
    if (/[\\/]react-i18next[\\/]dist[\\/]es$/.test(result.context))
      result.request = at('src/app/useTranslation.server.ts');
  });
}

/** MUI's styled parts labelled by name, so ids match between browser and server (scripts/mui-styled-labels.cjs). */
export const muiStyledLabelsRule = {
  test: /@mui[\\/]material[\\/]styles[\\/]styled\.mjs$/,
  use: at('scripts/mui-styled-labels.cjs'),
};

/**
 * React Router's chunk of either build (production, development), through scripts/react-router-memo.cjs: its
 * `Link`, `NavLink` and `Form` marked pure, so a bundle without them drops them (the site's links are `AppLink`s),
 * and, in the server's bundle (`keepMatching`), its route matching worked out once per route table and path
 * pattern (the server matches routes for every page it renders; the browser once at start and once a navigation,
 * and every byte of its first load is budgeted).
 */
export function reactRouterRule(keepMatching: boolean) {
  return {
    test: /react-router[\\/]dist[\\/](?:production|development)[\\/]chunk-[A-Z0-9]+\.mjs$/,
    use: { loader: at('scripts/react-router-memo.cjs'), options: { keepMatching } },
  };
}

/**
 * TypeScript/TSX through swc (the same for the browser and the server bundle). `refresh`: React Fast Refresh's
 * registrations (the development browser bundle only).
 */
export function scriptRule(isProd: boolean, target: string, refresh = false) {
  return {
    test: /\.[cm]?[jt]sx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: !isProd, refresh } },
          target,
        },
      },
    },
  };
}

/** Where a build writes: DIST_DIR, else dist/ (`npm start` writes to .dev/). */
export const outDir = (dir?: string) => path.resolve(root, dir || process.env.DIST_DIR || 'dist');
