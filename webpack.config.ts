import path from 'node:path';
import type { Configuration } from 'webpack';
import webpack from 'webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import CopyWebpackPlugin from 'copy-webpack-plugin';
import CompressionPlugin from 'compression-webpack-plugin';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { constants as zlibConstants, type BrotliOptions } from 'node:zlib';
import { readServerConfig } from './server/config';

/**
 * One build for every environment: the bundles carry no environment value. The production server reads its
 * configuration when it starts (server/config.ts) and hands the public part to each page; the development server
 * reads the same when it starts and writes it into its index.html.
 */

/** The build's version: package.json's, plus the commit (GIT_SHA, else git). Shown on /test. */
function buildVersion(): string {
  const pkg = JSON.parse(readFileSync(path.join(__dirname, 'package.json'), 'utf8')) as { version: string };
  let sha = process.env.GIT_SHA ?? '';
  if (!sha) {
    try {
      sha = execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
        .toString()
        .trim();
    } catch {
      sha = 'unknown';
    }
  }
  return `${pkg.version}+${sha}`;
}
/** A chunk group's script files, in order. */
const scriptFiles = (group: webpack.ChunkGroup) =>
  group.chunks.flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js')));

/**
 * Writes dist/chunks.json: for every named chunk group (the pages: 'page-home', …) the script files it needs,
 * in order, so the server can put a page's scripts in its HTML and the browser hydrates without waiting.
 */
class ChunkManifestPlugin {
  apply(compiler: webpack.Compiler) {
    compiler.hooks.thisCompilation.tap('ChunkManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ChunkManifestPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const manifest: Record<string, string[]> = {};
          for (const [name, group] of compilation.namedChunkGroups) manifest[name] = scriptFiles(group);
          compilation.emitAsset('chunks.json', new webpack.sources.RawSource(JSON.stringify(manifest)));
        },
      );
    });
  }
}

/**
 * V8's explicit compile hint (Chrome 136+): `//# allFunctionsCalledOnLoad` first in a script has V8 compile all of
 * its functions while the file streams in, on a background thread, instead of on the main thread the first time each
 * is called. Start-up calls most of the code a page loads first (the entry's chunks: React, MUI, the store, the shell;
 * the page's own chunks hydrate its HTML), so those files carry it: their evaluation in the start-up stages takes
 * about a third less main-thread time (src/main.tsx). Chunks loaded on first use (dialogs, pickers) do not: most of
 * their functions may never run. Nor do small files (under 16 KB): V8 compiles those on the main thread anyway, and the
 * comment's bytes would count on every page for next to nothing. Browsers without the hint read a comment.
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';
const isStartUpGroup = (name: string) => name === 'main' || name.startsWith('page-');
const HINTED_MIN_BYTES = 16 * 1024;

class CompileHintsPlugin {
  apply(compiler: webpack.Compiler) {
    compiler.hooks.thisCompilation.tap('CompileHintsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // After minifying (which would drop the comment), before the source maps are written (which then count it).
        { name: 'CompileHintsPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING - 1 },
        () => {
          const files = new Set(
            [...compilation.namedChunkGroups].flatMap(([name, group]) =>
              isStartUpGroup(name) ? scriptFiles(group) : [],
            ),
          );
          for (const file of files)
            if (compilation.getAsset(file)!.source.size() >= HINTED_MIN_BYTES)
              compilation.updateAsset(
                file,
                (source) => new webpack.sources.ConcatSource(COMPILE_HINT, source),
              );
        },
      );
    });
  }
}

/** MUI's styled parts labelled by name, so ids match between browser and server (scripts/mui-styled-labels.cjs). */
const muiStyledLabelsRule = {
  test: /@mui[\\/]material[\\/]styles[\\/]styled\.mjs$/,
  use: path.resolve(__dirname, 'scripts/mui-styled-labels.cjs'),
};

/** TypeScript/TSX through swc (the same for the browser and the server bundle). */
function scriptRule(isProd: boolean, target: string) {
  return {
    test: /\.[cm]?[jt]sx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: !isProd, refresh: false } },
          target,
        },
      },
    },
  };
}

/**
 * React Router's production build. Its package.json sends every bundler to dist/development (upstream issue
 * remix-run/react-router#14102), which differs from dist/production only in `ENABLE_DEV_WARNINGS = true`: the
 * development warnings' messages are built on every render of the routes and shipped in every page's script.
 * Every bundle of `npm run build` (browser and server) takes dist/production instead.
 */
const REACT_ROUTER_PRODUCTION = {
  'react-router$': path.resolve(__dirname, 'node_modules/react-router/dist/production/index.mjs'),
  'react-router/dom$': path.resolve(__dirname, 'node_modules/react-router/dist/production/dom-export.mjs'),
};

const resolve: Configuration['resolve'] = {
  extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
  alias: {
    '@': path.resolve(__dirname, 'src'),
    '@mui/styled-engine': '@mui/styled-engine-sc',
  },
};

/** The shared resolve options, with React Router's production build in a production bundle. */
function resolveFor(isProd: boolean): Configuration['resolve'] {
  return isProd
    ? { ...resolve, alias: { ...(resolve?.alias as object), ...REACT_ROUTER_PRODUCTION } }
    : resolve;
}

/**
 * MUI's CSS-variables theme (`cssVariables`, `colorSchemes`, `extendTheme`, `CssVarsProvider`) is not used: the
 * site's theme is a plain one (src/lib/theme.ts), which MUI's `createTheme` and `ThemeProvider` handle without it.
 * MUI still imports that machinery from both (it picks at run time), about 27 KB of script (7 KB gzip) every page
 * would load and compile for nothing. Its two entry modules are replaced by stand-ins that fail loudly if a theme
 * ever asks for CSS variables (scripts/mui-without-css-vars/); the rest then drops out of the bundles.
 */
const MUI_CSS_VARIABLES_MODULES =
  /[\\/]@mui[\\/]material[\\/]styles[\\/](createThemeWithVars|ThemeProviderWithVars)\.mjs$/;
function withoutMuiCssVariables() {
  return new webpack.NormalModuleReplacementPlugin(MUI_CSS_VARIABLES_MODULES, (result) => {
    const data = (result as { createData?: { resource?: string } }).createData;
    if (data?.resource)
      data.resource = path.resolve(__dirname, 'scripts/mui-without-css-vars', path.basename(data.resource));
  });
}

/** Packages the production server requires at run time (package.json `dependencies`), not bundled. */
const SERVER_RUNTIME_PACKAGES = [
  'express',
  'compression',
  'express-static-gzip',
  'pino',
  'lru-cache',
  'jsdom',
  'express-rate-limit',
  'prom-client',
];

/**
 * A bundle for Node (production only) in dist/server/: one file, everything it imports inside (so MUI keeps its
 * styled-components engine and the server evaluates the same modules as the browser) but the server's run-time
 * packages, which are `dependencies`.
 */
function nodeBundle(name: string, entry: string, overrides: Partial<Configuration> = {}): Configuration {
  return {
    name,
    mode: 'production',
    target: 'node20',
    entry: { [name]: entry },
    output: {
      path: path.resolve(__dirname, process.env.DIST_DIR || 'dist', 'server'),
      filename: '[name].js',
      library: { type: 'commonjs2' },
    },
    devtool: false,
    resolve: resolveFor(true),
    externals: Object.fromEntries(SERVER_RUNTIME_PACKAGES.map((pkg) => [pkg, `commonjs ${pkg}`])),
    module: {
      rules: [
        scriptRule(true, 'es2022'),
        muiStyledLabelsRule,
        { test: /\.css$/, type: 'asset/resource', generator: { emit: false } },
        {
          test: /\.(png|jpe?g|gif|svg|webp|avif|woff2?)$/i,
          type: 'asset/resource',
          generator: { emit: false },
        },
      ],
    },
    plugins: [
      new webpack.DefinePlugin({ __SERVER__: 'true' }),
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      withoutMuiCssVariables(),
    ],
    optimization: { minimize: false },
    performance: { hints: false },
    node: { __dirname: false, __filename: false },
    stats: 'errors-warnings',
    ...overrides,
  };
}

/**
 * The production server: server/main.ts with the site's render (src/entry-server.tsx), dist/server/server.js.
 * `npm ci --omit=dev && node dist/server/server.js` runs it.
 */
function serverConfig(): Configuration {
  const base = nodeBundle('server', './server/main.ts');
  return {
    ...base,
    output: { ...base.output, clean: { keep: /^mock\.js$/ } },
    resolve: {
      ...base.resolve,
      alias: {
        ...(base.resolve?.alias as Record<string, string>),
        // DOMPurify on a jsdom window on the server (same sanitiser as the browser).
        [path.resolve(__dirname, 'src/components/purify.ts')]: path.resolve(
          __dirname,
          'src/components/purify.server.ts',
        ),
        // What the server keeps between renders (the browser keeps nothing).
        [path.resolve(__dirname, 'src/api/serverMemo.ts')]: path.resolve(
          __dirname,
          'src/api/serverMemo.server.ts',
        ),
      },
    },
  };
}

/**
 * The embedded mock for the production server (dist/server/mock.js, loaded only with CONTENT_API_URL=embedded): MSW, its
 * handlers and the dataset bundled, so a production install (without dev packages) can still demo and test.
 */
function mockServerConfig(): Configuration {
  return nodeBundle('mock', './server/mock.ts');
}

/**
 * The browser's scripts and styles compressed once, at build time, at the strongest settings (brotli 11, gzip 9):
 * `assets/x.js.br` and `assets/x.js.gz` beside each file. The server sends the one the browser accepts
 * (server/app.ts, express-static-gzip), so no CPU goes into compressing scripts while pages load, and brotli 11 is
 * about 14% smaller than the 4 a server can afford on the fly (the tour page's start-up scripts: 185 KB against
 * 215 KB), which a phone on a slow network feels before anything is interactive. A CDN in front keeps these bytes.
 */
function precompressedAssets(): webpack.WebpackPluginInstance[] {
  const test = /^assets\/.+\.(?:js|css)$/;
  return [
    new CompressionPlugin<BrotliOptions>({
      test,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } },
      threshold: 1024,
      minRatio: 0.9,
    }),
    new CompressionPlugin({
      test,
      filename: '[path][base].gz',
      algorithm: 'gzip',
      compressionOptions: { level: 9 },
      threshold: 1024,
      minRatio: 0.9,
    }),
  ];
}

/** Writes dist/build-info.json: the build's version, which the server hands to the page (/test shows it). */
class BuildInfoPlugin {
  apply(compiler: webpack.Compiler) {
    compiler.hooks.thisCompilation.tap('BuildInfoPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'BuildInfoPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          compilation.emitAsset(
            'build-info.json',
            new webpack.sources.RawSource(JSON.stringify({ version: buildVersion() })),
          );
        },
      );
    });
  }
}

export default (
  _env: unknown,
  argv: { mode?: 'development' | 'production' },
): Configuration | Configuration[] => {
  const mode = argv.mode ?? 'production';
  const isProd = mode === 'production';
  const client = clientConfig(mode, isProd);
  // `npm start` (development) renders in the browser only, with fast refresh; production adds the server bundles.
  return isProd ? [client, serverConfig(), mockServerConfig()] : client;
};

function clientConfig(mode: 'development' | 'production', isProd: boolean): Configuration {
  // The development server reads the configuration when it starts, as the production server does.
  const config = isProd ? null : readServerConfig(process.env, 'dev');
  const devServer: DevServerConfiguration = {
    port: Number(process.env.PORT) || 3000,
    host: process.env.HOST || 'localhost',
    historyApiFallback: true,
    hot: true,
    compress: true,
    client: { overlay: { warnings: false, errors: true } },
    setupMiddlewares: (middlewares, server) => {
      if (!config) return middlewares;
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const geo = require('./server/geonames') as typeof import('./server/geonames');
      if (config.geonames && server.app)
        geo.mountGeonamesProxy(server.app as unknown as import('express').Express, config.geonames);
      if (config.useMock && server.app) {
        // The embedded mock content service answers on the site's own origin.
        // eslint-disable-next-line @typescript-eslint/no-require-imports
        const { mountMockService } = require('./mocks/server/mount') as typeof import('./mocks/server/mount');
        mountMockService(server.app as unknown as import('express').Express);
      }
      return middlewares;
    },
  };

  return {
    name: 'client',
    mode,
    entry: { main: './src/main.tsx' },
    output: {
      path: path.resolve(__dirname, process.env.DIST_DIR || 'dist'),
      filename: isProd ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
      // Lazy chunks are named by id in production: a [name] in the pattern puts every chunk's name into the runtime
      // that each page loads (~1 KB gzip for 90 chunks). Their names stay in chunks.json and the source maps.
      chunkFilename: isProd ? 'assets/[id].[contenthash:8].js' : 'assets/[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      publicPath: '/',
      // Production source maps are hidden (no sourceMappingURL) and kept beside the build, outside what the
      // server serves (dist/sourcemaps/), for error reports. The server bundle (dist/server/) is kept too.
      sourceMapFilename: 'sourcemaps/[file].map',
      clean: { keep: /^server[\\/]/ },
    },
    devtool: isProd ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    resolve: resolveFor(isProd),
    module: {
      rules: [
        scriptRule(isProd, 'es2020'),
        muiStyledLabelsRule,
        { test: /\.css$/, type: 'asset/resource' },
        { test: /\.(png|jpe?g|gif|svg|webp|avif|woff2?)$/i, type: 'asset/resource' },
      ],
    },
    plugins: [
      // The build target (src/buildTarget.d.ts): code only the server runs is left out of the browser's bundle.
      new webpack.DefinePlugin({ __SERVER__: 'false' }),
      new HtmlWebpackPlugin({
        template: './public/index.html',
        inject: 'body',
        scriptLoading: 'defer',
        // Development: the configuration in the page (the production server writes it into each page it sends).
        templateParameters: {
          configScript: config
            ? `<script>window.__CONFIG__=${JSON.stringify(config.public).replace(/</g, '\\u003c')}</script>`
            : '',
        },
      }),
      new ChunkManifestPlugin(),
      withoutMuiCssVariables(),
      ...(isProd ? [new CompileHintsPlugin(), new BuildInfoPlugin(), ...precompressedAssets()] : []),
      new CopyWebpackPlugin({
        patterns: [{ from: 'public', globOptions: { ignore: ['**/index.html'] }, noErrorOnMissing: true }],
      }),
    ],
    performance: { hints: false },
    optimization: {
      // The shared packages every page starts with come in three files besides the entry (React, MUI and its style
      // engine, the rest), not one: V8 compiles a file as it streams in (CompileHintsPlugin) but finishes the
      // compile on the main thread when the file runs, in one task per file. For one 556 KB file that task took
      // 20-25 ms of a desktop CPU, about 100 ms on Lighthouse's reference phone: a long task on every page. Three
      // files of 120-220 KB take 5-9 ms each, below the 50 ms a long task starts at. Cost: 0.6 KB gzip per page.
      splitChunks: {
        chunks: 'all',
        cacheGroups: {
          react: {
            test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
            chunks: 'initial',
            enforce: true,
            priority: 10,
          },
          mui: {
            test: /[\\/]node_modules[\\/](@mui|styled-components|stylis|@emotion)[\\/]/,
            chunks: 'initial',
            enforce: true,
            priority: 10,
          },
        },
      },
      runtimeChunk: 'single',
      // terser's compressor run three times over a chunk instead of webpack's two: 0.26-0.27 KB gzip less per page
      // (`npm run size`), 15 s more build. A fourth pass and ES2020 output saved another 12 bytes, left out.
      minimizeOptions: { javascript: { compress: { passes: 3 } } },
    },
    stats: 'errors-warnings',
    devServer,
  };
}
