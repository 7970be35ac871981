import i18n, { applyLanguage, BUNDLED_NAMESPACES } from './i18n';

describe('i18n setup', () => {
  it('starts in Vietnamese with the error texts of both languages bundled, and loads common and shell', async () => {
    expect(i18n.language).toBe('vi');
    expect(i18n.options.fallbackLng).toBe(false); // no fallback: both languages have every key
    expect(BUNDLED_NAMESPACES).toEqual(['errors']);
    expect(i18n.getFixedT('vi', 'errors')('title')).toBe('Đã xảy ra lỗi');
    expect(i18n.getFixedT('en', 'errors')('title')).toBe('Something went wrong');
    expect(i18n.hasResourceBundle('vi', 'notFound')).toBe(false);
    await i18n.loadNamespaces(['common', 'shell']);
    expect(i18n.t('loading')).toBe('Đang tải...');
    expect(i18n.hasResourceBundle('en', 'common')).toBe(false);
  });

  it('loads other namespaces on demand from src/locales/{lng}/{ns}.json', async () => {
    await i18n.loadNamespaces('notFound');
    expect(i18n.hasResourceBundle('vi', 'notFound')).toBe(true);
    expect(i18n.t('home', { ns: 'notFound' })).toBe('Về trang chủ');
  });

  it('a missing namespace does not throw; keys fall back to the key', async () => {
    await expect(i18n.loadNamespaces('does-not-exist')).resolves.toBeUndefined();
    expect(i18n.t('x', { ns: 'does-not-exist' })).toBe('x');
  });

  it('applyLanguage switches the language, loads what is in use and sets <html lang>', async () => {
    await applyLanguage('en');
    expect(i18n.language).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(i18n.t('home', { ns: 'notFound' })).toBe('Back to home');
    await applyLanguage('vi');
    expect(document.documentElement.lang).toBe('vi');
  });

  it('an English page loads only the English texts of a namespace (no Vietnamese fallback chunk)', async () => {
    await applyLanguage('en');
    await i18n.loadNamespaces('pages');
    expect(i18n.hasResourceBundle('en', 'pages')).toBe(true);
    expect(i18n.hasResourceBundle('vi', 'pages')).toBe(false);
    await applyLanguage('vi');
  });

  it('rejects languages other than vi and en', () => {
    expect(i18n.options.supportedLngs).toEqual(expect.arrayContaining(['vi', 'en']));
    expect(i18n.options.supportedLngs).not.toContain('fr');
  });
});
