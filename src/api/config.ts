/**
 * The site's configuration, read at run time: one build serves every environment.
 *
 * - In the browser, the server hands the public configuration to the page (`window.__CONFIG__`, written by the
 *   production server into every page and by the development server into its index.html).
 * - On the server, server/main.ts reads the environment when it starts (server/config.ts: checked, a clear error
 *   and exit for a bad value) and sets the configuration of its own calls here (`setAppConfig`).
 * - Under jest, the defaults below (the embedded mock on the page's origin); a test changes them with
 *   `setAppConfig` and puts them back with `resetAppConfig`.
 * No URL of the content service is written anywhere else in src/, and the bundle carries no environment value.
 */
export interface AppConfig {
  /** Base URL of the content service; empty = the embedded mock on the site's own origin. */
  contentApiUrl: string;
  /** Where relative image paths of the content service live (absolute, or a path on this origin). */
  contentStorageUrl: string;
  /** Where geographic names are asked for: the site's own /geonames in the browser (the server's proxy). */
  geonamesApiUrl: string;
  /**
   * The geographic-names account, on the server only: its own calls go straight to the service with it (the
   * browser's go through the server's /geonames proxy, which adds it). Never handed to a page.
   */
  geonamesAccount: string;
  /** Optional third-party QR image service; empty = the QR code is drawn locally. */
  qrImageUrl: string;
  /** Build version shown on /test. */
  appVersion: string;
  /** Brand used in page titles until site settings arrive. */
  brandName: string;
  /** The site's public origin (canonical, hreflang, Open Graph URLs); empty = the page's own origin. */
  siteUrl: string;
  /** The embedded mock's scenario names for the /test page's switch; empty with a real content service. */
  mockScenarios: readonly string[];
  /** Share of visits (0 to 1) that send their Web Vitals to the site's server (src/start/vitals.ts). */
  vitalsSampleRate: number;
}

/** What the server hands to the browser: everything but the server's own secrets. */
export type PublicConfig = Omit<AppConfig, 'geonamesAccount'>;

declare global {
  interface Window {
    __CONFIG__?: Partial<PublicConfig>;
  }
}

export const DEFAULT_CONFIG: AppConfig = {
  contentApiUrl: '',
  contentStorageUrl: '/storage',
  geonamesApiUrl: '/geonames',
  geonamesAccount: '',
  qrImageUrl: '',
  appVersion: 'dev',
  brandName: 'ViVu Travel',
  siteUrl: '',
  mockScenarios: [],
  vitalsSampleRate: 0,
};

function fromPage(): Partial<PublicConfig> {
  return typeof window !== 'undefined' && window.__CONFIG__ && typeof window.__CONFIG__ === 'object'
    ? window.__CONFIG__
    : {};
}

/** The configuration, read when this module is first evaluated (after the page's configuration script). */
export const appConfig: Readonly<AppConfig> = { ...DEFAULT_CONFIG, ...fromPage(), geonamesAccount: '' };

/** Sets (part of) the configuration: the server at start, tests. */
export function setAppConfig(config: Partial<AppConfig>): void {
  Object.assign(appConfig, config);
}

/** Back to what the page (or the defaults) says: tests. */
export function resetAppConfig(): void {
  Object.assign(appConfig, DEFAULT_CONFIG, fromPage(), { geonamesAccount: '' });
}

/** True when the embedded mock content service serves this site (no external content service configured). */
export function usesEmbeddedMock(): boolean {
  return !appConfig.contentApiUrl;
}

/**
 * The account name in the geographic-names calls' arguments: a placeholder, the same on the server and in the
 * browser (so the server's cached answers hydrate), replaced by the real account where the call leaves the site.
 */
export const GEONAMES_USER_PLACEHOLDER = 'site';

function origin(): string {
  return typeof window !== 'undefined' && window.location ? window.location.origin : 'http://localhost';
}

/** Resolve a configured base (absolute, or a path on this origin) to an absolute URL without trailing slash. */
export function absoluteBase(base: string): string {
  return new URL(base || '/', origin() + '/').href.replace(/\/+$/, '');
}
