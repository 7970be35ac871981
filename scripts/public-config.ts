/**
 * The configuration the browser bundle receives, read from the environment at build (or dev-server) time.
 * Only public values belong here: everything listed ends up in the shipped JavaScript.
 */
import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SCENARIO_NAMES } from '../mocks/scenario-catalogue';

export interface PublicConfig {
  /** Base URL of the content service; empty = the embedded mock on the site's own origin. */
  CONTENT_API_URL: string;
  /** Where relative image paths of the content service live; default `${CONTENT_API_URL}/storage`. */
  CONTENT_STORAGE_URL: string;
  /**
   * Where the browser asks for geographic names (checkout): always the site's own /geonames, which the server
   * forwards to the service with its account (scripts/geonames-proxy.ts) or answers from the mock. The account name
   * (GEONAMES_USERNAME) is read by the server only and never reaches the bundle.
   */
  GEONAMES_API_URL: string;
  /** Optional third-party QR image service; empty = the QR code is drawn locally. */
  QR_IMAGE_URL: string;
  /** Build version shown on /test. */
  APP_VERSION: string;
  /** Brand used in page titles until site settings arrive. */
  BRAND_NAME: string;
  /**
   * The embedded mock's scenario names, comma separated, for the /test page's switch (read by that page only, so
   * the list is in its chunk alone); empty when a real content service is configured.
   */
  MOCK_SCENARIOS: string;
}

function gitSha(): string {
  try {
    return execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return 'unknown';
  }
}

export function publicConfig(env: NodeJS.ProcessEnv = process.env): PublicConfig {
  const pkg = JSON.parse(readFileSync(path.join(__dirname, '..', 'package.json'), 'utf8')) as {
    version: string;
  };
  const api = (env.CONTENT_API_URL ?? '').replace(/\/+$/, '');
  return {
    CONTENT_API_URL: api,
    CONTENT_STORAGE_URL: (env.CONTENT_STORAGE_URL ?? `${api}/storage`).replace(/\/+$/, ''),
    GEONAMES_API_URL: '/geonames',
    QR_IMAGE_URL: env.QR_IMAGE_URL ?? '',
    APP_VERSION: `${pkg.version}+${env.GIT_SHA ?? gitSha()}`,
    BRAND_NAME: env.BRAND_NAME ?? 'ViVu Travel',
    MOCK_SCENARIOS: api ? '' : SCENARIO_NAMES.join(','),
  };
}
