import path from 'node:path';
import type { Configuration } from 'webpack';
import webpack from 'webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import CopyWebpackPlugin from 'copy-webpack-plugin';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { publicConfig } from './scripts/public-config';

/**
 * One build for every environment. What differs between environments is configuration,
 * read from the process environment at build time (see scripts/public-config.ts and README):
 * without CONTENT_API_URL the site talks to the embedded mock content service on its own origin.
 */
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
          for (const [name, group] of compilation.namedChunkGroups) {
            manifest[name] = group.chunks.flatMap((chunk) =>
              [...chunk.files].filter((file) => file.endsWith('.js')),
            );
          }
          compilation.emitAsset('chunks.json', new webpack.sources.RawSource(JSON.stringify(manifest)));
        },
      );
    });
  }
}

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

const resolve: Configuration['resolve'] = {
  extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
  alias: {
    '@': path.resolve(__dirname, 'src'),
    '@mui/styled-engine': '@mui/styled-engine-sc',
  },
};

/**
 * The server bundle (production only): src/entry-server.tsx with everything it imports in one file,
 * dist/server/entry-server.js, loaded by scripts/preview.ts. Dependencies are bundled too, so MUI keeps its
 * styled-components engine and the server evaluates the same modules as the browser.
 */
function serverConfig(config: ReturnType<typeof publicConfig>): Configuration {
  return {
    name: 'server',
    mode: 'production',
    target: 'node20',
    entry: { 'entry-server': './src/entry-server.tsx' },
    output: {
      path: path.resolve(__dirname, process.env.DIST_DIR || 'dist', 'server'),
      filename: '[name].js',
      library: { type: 'commonjs2' },
      clean: true,
    },
    devtool: false,
    resolve: {
      ...resolve,
      alias: {
        ...(resolve?.alias as Record<string, string>),
        // DOMPurify on a jsdom window on the server (same sanitiser as the browser).
        [path.resolve(__dirname, 'src/components/purify.ts')]: path.resolve(
          __dirname,
          'src/components/purify.server.ts',
        ),
      },
    },
    externals: { jsdom: 'commonjs jsdom' },
    module: {
      rules: [
        scriptRule(true, 'es2022'),
        { test: /\.css$/, type: 'asset/resource', generator: { emit: false } },
        {
          test: /\.(png|jpe?g|gif|svg|webp|avif|woff2?)$/i,
          type: 'asset/resource',
          generator: { emit: false },
        },
      ],
    },
    plugins: [
      new webpack.DefinePlugin(
        Object.fromEntries(
          Object.entries(config).map(([key, value]) => [`process.env.${key}`, JSON.stringify(value)]),
        ),
      ),
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
    ],
    optimization: { minimize: false },
    performance: { hints: false },
    node: { __dirname: false, __filename: false },
    stats: 'errors-warnings',
  };
}

export default (
  _env: unknown,
  argv: { mode?: 'development' | 'production' },
): Configuration | Configuration[] => {
  const mode = argv.mode ?? 'production';
  const isProd = mode === 'production';
  const config = publicConfig();
  const client = clientConfig(mode, isProd, config);
  // `npm start` (development) renders in the browser only, with fast refresh; production adds the server bundle.
  return isProd ? [client, serverConfig(config)] : client;
};

function clientConfig(
  mode: 'development' | 'production',
  isProd: boolean,
  config: ReturnType<typeof publicConfig>,
): Configuration {
  const devServer: DevServerConfiguration = {
    port: Number(process.env.PORT) || 3000,
    host: process.env.HOST || 'localhost',
    historyApiFallback: true,
    hot: true,
    compress: true,
    client: { overlay: { warnings: false, errors: true } },
    setupMiddlewares: (middlewares, server) => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const geo = require('./scripts/geonames-proxy') as typeof import('./scripts/geonames-proxy');
      const upstream = geo.geonamesUpstream();
      if (upstream && server.app)
        geo.mountGeonamesProxy(server.app as unknown as import('express').Express, upstream);
      if (!config.CONTENT_API_URL && server.app) {
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
    resolve,
    module: {
      rules: [
        scriptRule(isProd, 'es2020'),
        { test: /\.css$/, type: 'asset/resource' },
        { test: /\.(png|jpe?g|gif|svg|webp|avif|woff2?)$/i, type: 'asset/resource' },
      ],
    },
    plugins: [
      new webpack.DefinePlugin(
        Object.fromEntries(
          Object.entries(config).map(([key, value]) => [`process.env.${key}`, JSON.stringify(value)]),
        ),
      ),
      new HtmlWebpackPlugin({ template: './public/index.html', inject: 'body', scriptLoading: 'defer' }),
      new ChunkManifestPlugin(),
      new CopyWebpackPlugin({
        patterns: [{ from: 'public', globOptions: { ignore: ['**/index.html'] }, noErrorOnMissing: true }],
      }),
    ],
    performance: { hints: false },
    optimization: {
      splitChunks: { chunks: 'all' },
      runtimeChunk: 'single',
    },
    stats: 'errors-warnings',
    devServer,
  };
}
