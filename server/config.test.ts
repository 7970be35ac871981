/** @jest-environment node */
import { SCENARIO_NAMES } from '../mocks/scenario-catalogue';
import { ConfigError, readServerConfig } from './config';

describe('the server’s configuration, read when it starts', () => {
  it('defaults to the embedded mock on the site’s own origin', () => {
    const config = readServerConfig({}, '1.0.0+abc');
    expect(config.useMock).toBe(true);
    expect(config.contentBase).toBe('http://localhost');
    expect(config.geonames).toBeNull();
    expect(config.public).toEqual({
      contentApiUrl: '',
      contentStorageUrl: '/storage',
      geonamesApiUrl: '/geonames',
      qrImageUrl: '',
      appVersion: '1.0.0+abc',
      brandName: 'ViVu Travel',
      siteUrl: '',
      mockScenarios: [...SCENARIO_NAMES],
      vitalsSampleRate: 1,
    });
    expect(config.port).toBe(4173);
    expect(config.workers).toBe(1);
  });

  it('points the same build at a real service: storage, geographic names, no scenarios', () => {
    const config = readServerConfig({
      CONTENT_API_URL: 'https://content.example.com/',
      GEONAMES_USERNAME: 'acme',
      SITE_URL: 'https://www.example.com/',
      QR_IMAGE_URL: 'https://img.vietqr.io/image',
      BRAND_NAME: 'Acme Tours',
      PORT: '8080',
      WEB_CONCURRENCY: '2',
    });
    expect(config.useMock).toBe(false);
    expect(config.contentBase).toBe('https://content.example.com');
    expect(config.public).toMatchObject({
      contentApiUrl: 'https://content.example.com',
      contentStorageUrl: 'https://content.example.com/storage',
      geonamesApiUrl: '/geonames',
      siteUrl: 'https://www.example.com',
      brandName: 'Acme Tours',
      mockScenarios: [],
    });
    expect(config.geonames).toEqual({ baseUrl: 'https://secure.geonames.org', username: 'acme' });
    // The server's own geographic-names calls go to the service with the account; the page never sees it.
    expect(config.app).toMatchObject({
      geonamesApiUrl: 'https://secure.geonames.org',
      geonamesAccount: 'acme',
    });
    expect(JSON.stringify(config.public)).not.toContain('acme');
    expect([config.port, config.workers]).toEqual([8080, 2]);
  });

  it('takes a storage host of its own, or a path on the site', () => {
    expect(
      readServerConfig({
        CONTENT_API_URL: 'https://api.example',
        CONTENT_STORAGE_URL: 'https://cdn.example/media/',
      }).public.contentStorageUrl,
    ).toBe('https://cdn.example/media');
    expect(readServerConfig({ CONTENT_STORAGE_URL: '/media/' }).public.contentStorageUrl).toBe('/media');
  });

  it.each([
    [{ CONTENT_API_URL: 'content.example.com' }, /CONTENT_API_URL must be an absolute http\(s\) URL/],
    [{ CONTENT_API_URL: 'ftp://content.example.com' }, /CONTENT_API_URL must use http or https/],
    [{ CONTENT_API_URL: 'https://user:secret@content.example.com' }, /must not carry credentials/],
    [{ CONTENT_STORAGE_URL: 'storage' }, /CONTENT_STORAGE_URL must be an absolute/],
    [{ SITE_URL: 'https://www.example.com/shop' }, /SITE_URL must be an origin without a path/],
    [{ QR_IMAGE_URL: 'https://qr.example/?a=1' }, /QR_IMAGE_URL must not have a query/],
    [{ PORT: 'eighty' }, /PORT must be a whole number from 1 to 65535/],
    [{ WEB_CONCURRENCY: '0' }, /WEB_CONCURRENCY must be a whole number/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL must be one of/],
    [{ HOST: 'not a host' }, /HOST must be an IP address or a host name/],
    [{ HOST: '999.1.1.1;rm' }, /HOST must be an IP address or a host name/],
    [{ SHUTDOWN_DELAY_MS: '-1' }, /SHUTDOWN_DELAY_MS must be a whole number/],
    [{ TRUST_PROXY: 'all' }, /TRUST_PROXY must be a whole number from 0 to 10/],
    [{ VITALS_SAMPLE_RATE: '2' }, /VITALS_SAMPLE_RATE must be a number from 0 to 1/],
    [{ METRICS_TOKEN: 'short' }, /METRICS_TOKEN must be at least 16 characters/],
  ])('refuses a malformed value with a message naming it: %p', (env, message) => {
    expect(() => readServerConfig(env)).toThrow(ConfigError);
    expect(() => readServerConfig(env)).toThrow(message);
  });

  it('takes an IP address or a host name as HOST, and a drain delay', () => {
    expect(readServerConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(readServerConfig({ HOST: '::' }).host).toBe('::');
    expect(readServerConfig({ HOST: 'localhost' }).host).toBe('localhost');
    expect(readServerConfig({}).shutdownDelayMs).toBe(5_000);
    expect(readServerConfig({ SHUTDOWN_DELAY_MS: '0' }).shutdownDelayMs).toBe(0);
  });

  describe('the production server (server/main.ts)', () => {
    const server = (env: NodeJS.ProcessEnv) => readServerConfig(env, 'dev', { server: true });

    it('never runs the embedded mock by a missing setting: CONTENT_API_URL must be named', () => {
      expect(() => server({})).toThrow(/CONTENT_API_URL is not set/);
      expect(() => server({ NODE_ENV: 'production' })).toThrow(/CONTENT_API_URL is not set/);
      expect(() => server({ CONTENT_API_URL: '  ' })).toThrow(ConfigError);
      expect(server({ CONTENT_API_URL: 'embedded' }).useMock).toBe(true);
      expect(server({ CONTENT_API_URL: 'https://content.example.com' }).useMock).toBe(false);
      // Its scenarios only with the mock.
      expect(server({ CONTENT_API_URL: 'https://content.example.com' }).public.mockScenarios).toEqual([]);
    });

    it('requires SITE_URL in production with a real content service; otherwise its own address is the origin', () => {
      expect(() =>
        server({ NODE_ENV: 'production', CONTENT_API_URL: 'https://content.example.com' }),
      ).toThrow(/SITE_URL is required in production/);
      expect(
        server({
          NODE_ENV: 'production',
          CONTENT_API_URL: 'https://content.example.com',
          SITE_URL: 'https://www.example.com/',
        }).origin,
      ).toBe('https://www.example.com');
      expect(server({ CONTENT_API_URL: 'embedded', HOST: '0.0.0.0', PORT: '8080' }).origin).toBe(
        'http://localhost:8080',
      );
      expect(server({ CONTENT_API_URL: 'embedded', HOST: '::1', PORT: '8080' }).origin).toBe(
        'http://[::1]:8080',
      );
    });

    it('trusts no proxy unless told how many there are', () => {
      expect(server({ CONTENT_API_URL: 'embedded' }).trustProxy).toBe(0);
      expect(server({ CONTENT_API_URL: 'embedded', TRUST_PROXY: '2' }).trustProxy).toBe(2);
    });
  });
});
