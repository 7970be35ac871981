import { currencyFromCookie, preferenceCookie, readCookie } from './preferences';

describe('preference cookies', () => {
  it('reads a cookie of a Cookie header', () => {
    const header = 'a=1; currency=USD;trip_filters=theme%3D4%26deal%3D3; my_currency=EUR; bad=%E0';
    expect(readCookie(header, 'currency')).toBe('USD');
    expect(readCookie(header, 'trip_filters')).toBe('theme=4&deal=3');
    expect(readCookie(header, 'bad')).toBe('%E0');
    expect(readCookie(header, 'none')).toBeUndefined();
    expect(readCookie(undefined, 'currency')).toBeUndefined();
    expect(readCookie('my_currency=EUR', 'currency')).toBeUndefined();
  });

  it('knows only the site’s currencies (VNĐ otherwise)', () => {
    expect(currencyFromCookie('USD')).toBe('USD');
    expect(currencyFromCookie('EUR')).toBe('VND');
    expect(currencyFromCookie(undefined)).toBe('VND');
  });

  it('keeps a preference a year for the whole site, and removes it when empty', () => {
    expect(preferenceCookie('trip_filters', 'theme=4')).toBe(
      'trip_filters=theme%3D4; path=/; SameSite=Lax; max-age=31536000',
    );
    expect(preferenceCookie('currency', '')).toBe('currency=; path=/; SameSite=Lax; max-age=0');
  });
});
