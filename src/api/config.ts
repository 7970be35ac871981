/**
 * Runtime view of the public configuration (scripts/public-config.ts). webpack's DefinePlugin replaces each
 * `process.env.X` below at build time; under jest they are read from the real environment.
 * No URL of the content service is written anywhere else in src/.
 */
function origin(): string {
  return typeof window !== 'undefined' && window.location ? window.location.origin : 'http://localhost';
}

/** Resolve a configured base (absolute, or a path on this origin) to an absolute URL without trailing slash. */
export function absoluteBase(base: string): string {
  return new URL(base || '/', origin() + '/').href.replace(/\/+$/, '');
}

export const appConfig = {
  contentApiUrl: process.env.CONTENT_API_URL ?? '',
  contentStorageUrl: process.env.CONTENT_STORAGE_URL ?? '/storage',
  geonamesApiUrl: process.env.GEONAMES_API_URL ?? '/geonames',
  /**
   * The account name the browser sends: a placeholder. The site's server replaces it with the real account from its
   * own environment before calling the geographic-names service (scripts/geonames-proxy.ts).
   */
  geonamesUsername: 'site',
  qrImageUrl: process.env.QR_IMAGE_URL ?? '',
  appVersion: process.env.APP_VERSION ?? 'dev',
  brandName: process.env.BRAND_NAME ?? 'ViVu Travel',
  /** True when the embedded mock content service serves this site (no external content service configured). */
  get usesEmbeddedMock(): boolean {
    return !this.contentApiUrl;
  },
};
