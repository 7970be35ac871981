/**
 * The Node bundles in dist/server/ (or .dev/server/ for `npm start`): the site's server with its render, and the
 * embedded mock content service.
 */
import path from 'node:path';
import webpack from 'webpack';
import type { Configuration } from 'webpack';
import {
  muiStyledLabelsRule,
  outDir,
  reactRouterRule,
  resolveFor,
  scriptRule,
  SERVER_MODULES,
  serverUseTranslation,
  withoutMuiCssVariables,
  withoutStylisPrefixer,
  withoutMuiRipple,
} from './substitutions';
import { START_UP_MODULE, startUpSource } from './startUpScript';

type Mode = 'development' | 'production';

/** Packages the production server requires at run time (package.json `dependencies`), not bundled. */
const SERVER_RUNTIME_PACKAGES = [
  'express',
  'compression',
  'express-static-gzip',
  'pino',
  'lru-cache',
  'jsdom',
  'express-rate-limit',
  '@express-rate-limit/cluster-memory-store',
  'prom-client',
  'ajv/dist/2020',
  'ajv-formats',
];

/**
 * A bundle for Node: one file, everything it imports inside (so MUI keeps its styled-components engine and the server
 * evaluates the same modules as the browser) but the server's run-time packages, which are `dependencies`. In
 * development React's development build, so the server reports what the browser's does.
 */
function nodeBundle(
  name: string,
  entry: string,
  mode: Mode,
  dir?: string,
  aliases: Record<string, string> = {},
): Configuration {
  const isProd = mode === 'production';
  return {
    name,
    mode,
    target: 'node20',
    entry: { [name]: entry },
    output: {
      path: path.join(outDir(dir), 'server'),
      filename: '[name].js',
      library: { type: 'commonjs2' },
    },
    devtool: false,
    resolve: resolveFor(isProd, aliases),
    externals: Object.fromEntries(SERVER_RUNTIME_PACKAGES.map((pkg) => [pkg, `commonjs ${pkg}`])),
    module: {
      rules: [
        scriptRule(isProd, 'es2022'),
        muiStyledLabelsRule,
        reactRouterRule(true),
        { test: /\.css$/, type: 'asset/resource', generator: { emit: false } },
        {
          test: /\.(png|jpe?g|gif|svg|webp|avif|woff2?)$/i,
          type: 'asset/resource',
          generator: { emit: false },
        },
      ],
    },
    plugins: [
      new webpack.DefinePlugin({
        __SERVER__: 'true',
        // The page's start-up module, minified (webpack/startUpScript.ts); rebuilt when it changes.
        __START_UP_SOURCE__: webpack.DefinePlugin.runtimeValue(() => JSON.stringify(startUpSource()), {
          fileDependencies: [START_UP_MODULE],
        }),
      }),
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      withoutMuiCssVariables(),
      withoutStylisPrefixer(),
      withoutMuiRipple(),
      serverUseTranslation(),
    ],
    optimization: { minimize: false },
    performance: { hints: false },
    node: { __dirname: false, __filename: false },
    stats: 'errors-warnings',
  };
}

/**
 * The server: server/main.ts with the site's render (src/entry-server.tsx), dist/server/server.js.
 * `npm ci --omit=dev && node dist/server/server.js` runs it.
 */
export function serverConfig(mode: Mode, dir?: string): Configuration {
  const base = nodeBundle('server', './server/main.ts', mode, dir, SERVER_MODULES);
  return { ...base, output: { ...base.output, clean: { keep: /^mock\.js$/ } } };
}

/**
 * The embedded mock (dist/server/mock.js, loaded only with CONTENT_API_URL=embedded): MSW, its handlers and the
 * dataset bundled, so a production install (without dev packages) can still demo and test.
 */
export function mockServerConfig(mode: Mode, dir?: string): Configuration {
  return nodeBundle('mock', './server/mock.ts', mode, dir);
}
