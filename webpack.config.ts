/**
 * `npm run build`: the production build, one file per target in webpack/ —
 *
 * - webpack/client.ts: the browser's scripts, the HTML template and the public files (dist/);
 * - webpack/server.ts: the server with the site's render, and the embedded mock (dist/server/);
 * - webpack/substitutions.ts: every module a bundle takes in place of another, in one table;
 * - webpack/plugins.ts: the build's own plugins (chunk manifest, compile hints, version, precompressed copies).
 *
 * One build for every environment: the bundles carry no environment value. The server reads its configuration when
 * it starts (server/config.ts) and hands the public part to each page. `npm start` (scripts/dev.ts) builds the same
 * three targets in development mode, in .dev/.
 */
import type { Configuration } from 'webpack';
import { clientConfig } from './webpack/client';
import { mockServerConfig, serverConfig } from './webpack/server';

export default (_env: unknown, argv: { mode?: 'development' | 'production' }): Configuration[] => {
  const mode = argv.mode ?? 'production';
  return [clientConfig(mode), serverConfig(mode), mockServerConfig(mode)];
};
