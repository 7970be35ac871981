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
export default (_env: unknown, argv: { mode?: 'development' | 'production' }): Configuration => {
  const mode = argv.mode ?? 'production';
  const isProd = mode === 'production';
  const config = publicConfig();

  const devServer: DevServerConfiguration = {
    port: Number(process.env.PORT) || 3000,
    host: process.env.HOST || 'localhost',
    historyApiFallback: true,
    hot: true,
    compress: true,
    client: { overlay: { warnings: false, errors: true } },
    setupMiddlewares: (middlewares, server) => {
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
    mode,
    entry: { main: './src/main.tsx' },
    output: {
      path: path.resolve(__dirname, process.env.DIST_DIR || 'dist'),
      filename: isProd ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
      chunkFilename: isProd ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      publicPath: '/',
      clean: true,
    },
    devtool: isProd ? 'source-map' : 'eval-cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      alias: {
        '@': path.resolve(__dirname, 'src'),
        '@mui/styled-engine': '@mui/styled-engine-sc',
      },
    },
    module: {
      rules: [
        {
          test: /\.[cm]?[jt]sx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: !isProd, refresh: false } },
                target: 'es2020',
              },
            },
          },
        },
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
};
