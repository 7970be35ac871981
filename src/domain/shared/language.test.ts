import {
  createClickLock,
  isSupportedLanguage,
  languageOrDefault,
  otherLanguage,
  parseLanguageIgnoringCase,
  swapLanguage,
} from './language';

describe('isSupportedLanguage (generic routes accept exactly vi or en)', () => {
  it.each([
    ['vi', true],
    ['en', true],
    ['VI', false],
    ['fr', false],
    ['', false],
    [undefined, false],
  ])('%p → %p', (value, expected) => {
    expect(isSupportedLanguage(value)).toBe(expected);
  });
});

describe('parseLanguageIgnoringCase (tour detail rule)', () => {
  it('accepts vi/en in any case and rejects the rest', () => {
    expect(parseLanguageIgnoringCase('EN')).toBe('en');
    expect(parseLanguageIgnoringCase('Vi')).toBe('vi');
    expect(parseLanguageIgnoringCase('de')).toBeUndefined();
    expect(parseLanguageIgnoringCase(3)).toBeUndefined();
  });
  it('languageOrDefault falls back to vi', () => {
    expect(languageOrDefault('xx')).toBe('vi');
    expect(languageOrDefault(undefined)).toBe('vi');
    expect(languageOrDefault('en')).toBe('en');
  });
  it('otherLanguage toggles', () => {
    expect(otherLanguage('vi')).toBe('en');
    expect(otherLanguage('en')).toBe('vi');
  });
});

describe('swapLanguage keeps the rest of the path and the query string', () => {
  it('replaces the language prefix', () => {
    expect(swapLanguage('/vi/search', '?keyword=a+b&page=2', 'en')).toBe('/en/search?keyword=a+b&page=2');
    expect(swapLanguage('/en/detail-trip/ha-long', '', 'vi')).toBe('/vi/detail-trip/ha-long');
    expect(swapLanguage('/vi', '', 'en')).toBe('/en');
    expect(swapLanguage('/vi/', '', 'en')).toBe('/en/');
    expect(swapLanguage('/EN/contact/wishlist', 'x=1', 'vi')).toBe('/vi/contact/wishlist?x=1');
  });
  it('leaves a path without a language segment unchanged', () => {
    expect(swapLanguage('/booking', '?dateId=1', 'en')).toBe('/booking?dateId=1');
    expect(swapLanguage('/checkout/booking', '', 'en')).toBe('/checkout/booking');
    expect(swapLanguage('', '', 'en')).toBe('/');
  });
});

describe('createClickLock ignores repeated clicks for the lock time', () => {
  it('allows one click per second and does not extend the lock on refused clicks', () => {
    let t = 1000;
    const tryClick = createClickLock(1000, () => t);
    expect(tryClick()).toBe(true);
    t = 1500;
    expect(tryClick()).toBe(false);
    t = 1999;
    expect(tryClick()).toBe(false);
    t = 2000;
    expect(tryClick()).toBe(true);
    t = 2999;
    expect(tryClick()).toBe(false);
    t = 3000;
    expect(tryClick()).toBe(true);
  });
  it('defaults to 1 second', () => {
    let t = 0;
    const tryClick = createClickLock(undefined, () => t);
    expect(tryClick()).toBe(true);
    t = 999;
    expect(tryClick()).toBe(false);
    t = 1000;
    expect(tryClick()).toBe(true);
  });
});
