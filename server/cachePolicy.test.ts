/** @jest-environment node */
import { HTML_CACHE_CONTROL, pageCachePolicy, RETRY_AFTER_SECONDS } from './cachePolicy';

const page = { status: 200, degraded: false, personal: false, form: false };

describe('who may keep a rendered page', () => {
  it('shares a complete page, and keeps it in the server’s own cache', () => {
    expect(pageCachePolicy(page)).toEqual({
      headers: { 'Cache-Control': HTML_CACHE_CONTROL },
      reusable: true,
    });
  });

  it('keeps no page with a failed section, and no 503 (asked again in 30 s)', () => {
    expect(pageCachePolicy({ ...page, degraded: true })).toEqual({
      headers: { 'Cache-Control': 'no-store' },
      reusable: false,
    });
    expect(pageCachePolicy({ ...page, status: 503 })).toEqual({
      headers: { 'Cache-Control': 'no-store', 'Retry-After': String(RETRY_AFTER_SECONDS) },
      reusable: false,
    });
  });

  it('shares a 404 for half a minute', () => {
    expect(pageCachePolicy({ ...page, status: 404 })).toEqual({
      headers: { 'Cache-Control': 'public, max-age=0, s-maxage=30' },
      reusable: true,
    });
  });

  it('keeps a visitor’s own page private, and a form’s answer nowhere', () => {
    expect(pageCachePolicy({ ...page, personal: true }).headers['Cache-Control']).toBe('private, no-cache');
    expect(pageCachePolicy({ ...page, personal: true, degraded: true }).headers['Cache-Control']).toBe(
      'no-store',
    );
    expect(pageCachePolicy({ ...page, form: true })).toEqual({
      headers: { 'Cache-Control': 'private, no-store' },
      reusable: false,
    });
  });
});
