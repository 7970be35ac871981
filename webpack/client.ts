/**
 * The browser's bundle: the entry (src/main.tsx), a chunk per page and per widget loaded on first use, the HTML
 * template the server fills, and the public files. Production: hashed names, hidden source maps, compile hints,
 * precompressed copies. Development (`npm start`, scripts/dev.ts): React Fast Refresh, source maps without `eval`
 * (the server's Content-Security-Policy has no 'unsafe-eval', in development as in production).
 */
import HtmlWebpackPlugin from 'html-webpack-plugin';
import CopyWebpackPlugin from 'copy-webpack-plugin';
import ReactRefreshPlugin from '@pmmmwh/react-refresh-webpack-plugin';
import webpack from 'webpack';
import type { Configuration } from 'webpack';
import { BuildInfoPlugin, ChunkManifestPlugin, CompileHintsPlugin, precompressedAssets } from './plugins';
import {
  muiStyledLabelsRule,
  outDir,
  reactRouterRule,
  resolveFor,
  scriptRule,
  withoutMuiCssVariables,
  withoutStylisPrefixer,
  withoutMuiRipple,
} from './substitutions';

export function clientConfig(mode: 'development' | 'production', dir?: string): Configuration {
  const isProd = mode === 'production';
  return {
    name: 'client',
    mode,
    entry: { main: './src/main.tsx' },
    output: {
      path: outDir(dir),
      filename: isProd ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
      // Lazy chunks are named by id in production: a [name] in the pattern puts every chunk's name into the runtime
      // that each page loads (~1 KB gzip for 90 chunks). Their names stay in chunks.json and the source maps.
      chunkFilename: isProd ? 'assets/[id].[contenthash:8].js' : 'assets/[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      // Development's hot updates beside the scripts (the development server serves /assets/ itself).
      hotUpdateChunkFilename: 'assets/[id].[fullhash].hot-update.js',
      hotUpdateMainFilename: 'assets/[runtime].[fullhash].hot-update.json',
      publicPath: '/',
      // Production source maps are hidden (no sourceMappingURL) and kept beside the build, outside what the
      // server serves (dist/sourcemaps/), for error reports. The server bundle (dist/server/) is kept too.
      sourceMapFilename: 'sourcemaps/[file].map',
      clean: { keep: /^server[\\/]/ },
    },
    devtool: isProd ? 'hidden-source-map' : 'cheap-module-source-map',
    resolve: resolveFor(isProd),
    module: {
      rules: [
        scriptRule(isProd, 'es2020', !isProd),
        muiStyledLabelsRule,
        reactRouterRule(false),
        { test: /\.css$/, type: 'asset/resource' },
        { test: /\.(png|jpe?g|gif|svg|webp|avif|woff2?)$/i, type: 'asset/resource' },
      ],
    },
    plugins: [
      // The build target (src/buildTarget.d.ts): code only the server runs is left out of the browser's bundle.
      new webpack.DefinePlugin({ __SERVER__: 'false' }),
      // The template the server fills with each page (server/app.ts); the configuration is the server's to write.
      new HtmlWebpackPlugin({
        template: './public/index.html',
        inject: 'body',
        scriptLoading: 'defer',
        templateParameters: { configScript: '' },
      }),
      new ChunkManifestPlugin(),
      withoutMuiCssVariables(),
      withoutStylisPrefixer(),
      withoutMuiRipple(),
      ...(isProd
        ? [new CompileHintsPlugin(), new BuildInfoPlugin(), ...precompressedAssets()]
        : [new ReactRefreshPlugin({ overlay: false })]),
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
        // A module group that two page chunks share becomes a file of its own only from 30 kB of source (webpack's
        // default is 20 kB): smaller groups are copied into each page's chunk. With the category page's sections
        // plain (no MUI components left to share), its code and the checkout's crossed 20 kB together and became a
        // fourth file on both pages (+0.4 KB gzip on the checkout). At 30 kB every page's first load is 0.4-0.6 KB
        // gzip smaller and one file shorter (`npm run size`, 2026-12-06); all the chunks together are 2 % larger
        // (the copies), which a visitor pays only across several pages.
        minSize: 30000,
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
      // The shortest ids and export names instead of webpack's hashed ones (module ids of five digits, export names
      // of two letters, written at every use): short module and chunk ids 1.0 KB gzip less per page, short export
      // names 1.3 KB more (`npm run size`). A change of modules may renumber others, so more files get a new name
      // on a deploy than with hashed ids; every file is content-hashed either way. Development keeps readable names.
      moduleIds: isProd ? 'size' : 'named',
      chunkIds: isProd ? 'size' : 'named',
      mangleExports: isProd ? 'size' : false,
      // terser's compressor run three times over a chunk instead of webpack's two: 0.26-0.27 KB gzip less per page
      // (`npm run size`), 15 s more build. A fourth pass and ES2020 output saved another 12 bytes, left out.
      minimizeOptions: { javascript: { compress: { passes: 3 } } },
    },
    stats: 'errors-warnings',
  };
}
