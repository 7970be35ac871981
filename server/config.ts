/**
 * The server's configuration, read from the environment once, when the server starts (server/main.ts), and
 * checked: a malformed value stops the start with a message that names the variable. One build (dist/) serves
 * every environment; the browser receives the public part in each page (`window.__CONFIG__`).
 *
 * | variable            | meaning                                                                  | default                        |
 * | CONTENT_API_URL     | base URL of the content service, or `embedded` for the built-in demo data | required by the server (npm start and npm run preview set `embedded`) |
 * | CONTENT_STORAGE_URL | base of relative image paths (absolute URL or a path on the site)        | `${CONTENT_API_URL}/storage`   |
 * | GEONAMES_API_URL    | geographic-names service (reached by the server only, /geonames proxy)   | the mock's copy / secure.geonames.org |
 * | GEONAMES_USERNAME   | its account (server only, never in a page)                               | empty                          |
 * | QR_IMAGE_URL        | optional QR image service                                                | empty: drawn locally           |
 * | SITE_URL            | public origin for canonical / hreflang / Open Graph / sitemap URLs      | required in production; else the listening address |
 * | TRUST_PROXY         | proxies in front whose X-Forwarded-For is believed (client IP: logs, limits) | 0 (the socket's address)   |
 * | NODE_ENV            | `production` requires SITE_URL with an external content service           | empty                          |
 * | BRAND_NAME          | brand in titles until the site settings arrive                          | ViVu Travel                    |
 * | PORT, HOST          | where the server listens                                                 | 4173, 127.0.0.1 (0.0.0.0 in a container) |
 * | WEB_CONCURRENCY     | worker processes (node:cluster)                                          | 1                              |
 * | LOG_LEVEL           | pino level (info; 'silent' to mute the access log)                      | info                           |
 * | PAGE_CACHE_MS       | how long a rendered page is reused for anonymous visitors (0: never)     | 5000                           |
 * | PAGE_STALE_MS       | up to what age a kept page is served while a new one is made (0: never)  | 60000                          |
 * | METRICS_TOKEN       | bearer token that opens GET /metrics (open anyway with the embedded mock)  | empty: /metrics answers 404    |
 * | VITALS_SAMPLE_RATE  | share of visits that report their Web Vitals to POST /vitals (0 to 1)      | 1                              |
 * | SHUTDOWN_DELAY_MS   | after SIGTERM, how long it keeps serving (readiness 503) before it stops | 5000                           |
 */
import { isIP } from 'node:net';
import { DEFAULT_CONFIG, type AppConfig, type PublicConfig } from '../src/api/config';
import { SCENARIO_NAMES } from '../mocks/scenario-catalogue';
import { PAGE_CACHE_TTL_MS, PAGE_STALE_MS } from './pageCache';

/** How long in-flight requests may take to finish once the server stops accepting (after the drain delay). */
export const SHUTDOWN_GRACE_MS = 10_000;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export interface GeonamesUpstream {
  baseUrl: string;
  username: string;
}

export interface ServerConfig {
  port: number;
  host: string;
  workers: number;
  logLevel: string;
  /** Milliseconds a rendered page is reused across anonymous visitors (server/pageCache.ts); 0: not at all. */
  pageCacheMs: number;
  /** Age up to which a kept page is served at once while a new one is made (server/pageCache.ts); 0: never. */
  pageStaleMs: number;
  /**
   * After SIGTERM, how long the server keeps serving (readiness already 503, keep-alive answers with
   * `Connection: close`) before it stops accepting: the time a load balancer takes to notice.
   */
  shutdownDelayMs: number;
  /** True when the embedded mock content service answers (CONTENT_API_URL=embedded). */
  useMock: boolean;
  /** Base of the server's own content-service calls ('http://localhost' for the embedded mock, answered in-process). */
  contentBase: string;
  /** The configured geographic-names service, or null when the mock's copy answers /geonames. */
  geonames: GeonamesUpstream | null;
  /** SITE_URL without a trailing slash, or '' (then `origin`, the listening address). */
  siteUrl: string;
  /**
   * The origin of every absolute URL the server writes (canonical, hreflang, Open Graph, JSON-LD, robots.txt,
   * sitemap): SITE_URL, else the address it listens on. Never a client's Host or X-Forwarded-* header.
   */
  origin: string;
  /** How many proxies in front are trusted for X-Forwarded-For (express's `trust proxy` hop count). */
  trustProxy: number;
  /** Bearer token for GET /metrics; '' closes it (unless the embedded mock runs). */
  metricsToken: string;
  /** What every page hands to the browser. */
  public: PublicConfig;
  /** The configuration of the server's own render (src/api/config.ts `setAppConfig`). */
  app: AppConfig;
}

type UrlVariable =
  'CONTENT_API_URL' | 'CONTENT_STORAGE_URL' | 'GEONAMES_API_URL' | 'QR_IMAGE_URL' | 'SITE_URL';

/** HOST: an IP address or a host name (checked here, so a typo stops the start with its name, not a listen error). */
function hostSetting(value: string | undefined): string {
  const host = (value ?? '').trim() || '127.0.0.1';
  const name =
    /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i;
  if (isIP(host) === 0 && !name.test(host))
    throw new ConfigError(`HOST must be an IP address or a host name, got "${value}"`);
  return host;
}

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

/** An absolute http(s) URL without a trailing slash; '' when unset. Throws ConfigError when malformed. */
function httpUrl(env: NodeJS.ProcessEnv, name: UrlVariable, allowPath = false): string {
  const raw = (env[name] ?? '').trim();
  if (!raw) return '';
  if (allowPath && raw.startsWith('/') && !raw.startsWith('//')) return trimSlash(raw) || '/';
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`${name} must be an absolute http(s) URL, got "${raw}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new ConfigError(`${name} must use http or https, got "${raw}"`);
  if (url.username || url.password)
    throw new ConfigError(`${name} must not carry credentials (they would reach every visitor's browser)`);
  if (url.search || url.hash)
    throw new ConfigError(`${name} must not have a query or fragment, got "${raw}"`);
  return trimSlash(url.href);
}

/** A share from 0 to 1 (e.g. 0.1). */
function share(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = (env[name] ?? '').trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!/^\d*\.?\d+$/.test(raw) || value > 1)
    throw new ConfigError(`${name} must be a number from 0 to 1, got "${raw}"`);
  return value;
}

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = (env[name] ?? '').trim();
  if (!raw) return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max)
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  return Number(raw);
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** CONTENT_API_URL's value that asks for the embedded mock (demo data; never chosen by a missing setting). */
export const EMBEDDED = 'embedded';

/** The address the server listens on, as an origin (a wildcard address reads as localhost). */
function listeningOrigin(host: string, port: number): string {
  const name = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  return `http://${isIP(name) === 6 ? `[${name}]` : name}:${port}`;
}

export interface ReadOptions {
  /**
   * The production server (server/main.ts): CONTENT_API_URL must be set (a URL, or `embedded`), so fake data never
   * runs by a missing setting, and with NODE_ENV=production and a real content service SITE_URL is required.
   * Without it (the development server, tests) an unset CONTENT_API_URL means the embedded mock.
   */
  server?: boolean;
}

/** Reads and checks the environment. `version` is the build's (dist/build-info.json). */
export function readServerConfig(
  env: NodeJS.ProcessEnv,
  version = 'dev',
  { server = false }: ReadOptions = {},
): ServerConfig {
  const contentSetting = (env.CONTENT_API_URL ?? '').trim();
  if (server && !contentSetting)
    throw new ConfigError(
      'CONTENT_API_URL is not set: give the URL of the content service, or CONTENT_API_URL=embedded for the ' +
        'built-in demo data (never in production)',
    );
  const contentApiUrl = contentSetting.toLowerCase() === EMBEDDED ? '' : httpUrl(env, 'CONTENT_API_URL');
  const storage = httpUrl(env, 'CONTENT_STORAGE_URL', true);
  const geonamesUrl = httpUrl(env, 'GEONAMES_API_URL');
  const qrImageUrl = httpUrl(env, 'QR_IMAGE_URL');
  const siteUrl = httpUrl(env, 'SITE_URL');
  if (siteUrl && new URL(siteUrl).pathname !== '/')
    throw new ConfigError(`SITE_URL must be an origin without a path, got "${env.SITE_URL}"`);
  const brandName = (env.BRAND_NAME ?? '').trim() || DEFAULT_CONFIG.brandName;
  if (brandName.length > 80) throw new ConfigError('BRAND_NAME must be at most 80 characters');
  const logLevel = (env.LOG_LEVEL ?? 'info').trim().toLowerCase();
  if (!LOG_LEVELS.includes(logLevel))
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${env.LOG_LEVEL}"`);

  const useMock = !contentApiUrl;
  const production = (env.NODE_ENV ?? '').trim() === 'production';
  if (server && production && !useMock && !siteUrl)
    throw new ConfigError(
      'SITE_URL is required in production: the public origin of the site (e.g. https://www.example.com); ' +
        'absolute URLs in pages, robots.txt and the sitemap never come from a request header',
    );
  const port = integer(env, 'PORT', 4173, 1, 65535);
  const host = hostSetting(env.HOST);
  const geonamesBase = geonamesUrl || (useMock ? '' : 'https://secure.geonames.org');
  const geonames = geonamesBase
    ? { baseUrl: geonamesBase, username: (env.GEONAMES_USERNAME ?? '').trim() }
    : null;

  const publicConfig: PublicConfig = {
    contentApiUrl,
    contentStorageUrl: storage || (contentApiUrl ? `${contentApiUrl}/storage` : '/storage'),
    // The browser always asks the site's own /geonames: the server forwards it with its account, or the mock answers.
    geonamesApiUrl: '/geonames',
    qrImageUrl,
    appVersion: version,
    brandName,
    siteUrl,
    mockScenarios: useMock ? [...SCENARIO_NAMES] : [],
    vitalsSampleRate: share(env, 'VITALS_SAMPLE_RATE', 1),
  };
  const metricsToken = (env.METRICS_TOKEN ?? '').trim();
  if (metricsToken && metricsToken.length < 16)
    throw new ConfigError('METRICS_TOKEN must be at least 16 characters (it guards /metrics)');
  return {
    port,
    host,
    workers: integer(env, 'WEB_CONCURRENCY', 1, 1, 64),
    logLevel,
    pageCacheMs: integer(env, 'PAGE_CACHE_MS', PAGE_CACHE_TTL_MS, 0, 600_000),
    pageStaleMs: integer(env, 'PAGE_STALE_MS', PAGE_STALE_MS, 0, 600_000),
    shutdownDelayMs: integer(env, 'SHUTDOWN_DELAY_MS', 5_000, 0, 60_000),
    useMock,
    contentBase: contentApiUrl || 'http://localhost',
    geonames,
    siteUrl,
    origin: siteUrl || listeningOrigin(host, port),
    trustProxy: integer(env, 'TRUST_PROXY', 0, 0, 10),
    metricsToken,
    public: publicConfig,
    app: {
      ...publicConfig,
      // The server's own calls: straight to the geographic-names service with the account (the same service and
      // account the /geonames proxy uses), or to the mock's copy, answered in-process.
      geonamesApiUrl: geonames ? geonames.baseUrl : 'http://localhost/geonames',
      geonamesAccount: geonames ? geonames.username : '',
    },
  };
}
