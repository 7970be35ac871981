/**
 * What react-i18next's hooks get of the i18next instance under AppProviders (src/lib/i18nView.ts): a cheap copy per
 * translated component, the instance's current language and texts, and the namespaces a render used reported on
 * the instance (the server embeds those in the page).
 */
import { act, render, screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { AppProviders } from './AppProviders';
import { createServerI18n, usedResources } from './i18nServer';
import { makeStore } from './store';
import i18next from 'i18next';
import { i18nView } from '@/lib/i18nView';

function Brand({ n }: { n: number }) {
  const { t, i18n } = useTranslation('common');
  return (
    <p>
      {n}: {t('brand')} / {t('loading')} / {i18n.language}
    </p>
  );
}

function Page({ count }: { count: number }) {
  return (
    <>
      {Array.from({ length: count }, (_, i) => (
        <Brand key={i} n={i} />
      ))}
    </>
  );
}

describe('the i18next instance as the hooks see it', () => {
  it('each translated component copies at most a couple of properties, not the whole instance', () => {
    const i18n = createServerI18n('en');
    const copy = jest.spyOn(Object, 'getOwnPropertyDescriptors');
    try {
      render(
        <AppProviders store={makeStore()} i18n={i18n}>
          <Page count={30} />
        </AppProviders>,
      );
      expect(screen.getByText('29: ViVu Travel / Loading... / en')).toBeInTheDocument();
      // react-i18next 17 copies what the provider holds once per useTranslation mount; the bare instance has 42.
      const copiesOfI18n = copy.mock.results
        .map((r) => r.value as Record<string, PropertyDescriptor>)
        .filter((descriptors) => 'reportNamespaces' in descriptors || 'getFixedT' in descriptors);
      expect(copiesOfI18n.length).toBeGreaterThanOrEqual(30);
      for (const descriptors of copiesOfI18n) expect(Object.keys(descriptors).length).toBeLessThanOrEqual(2);
    } finally {
      copy.mockRestore();
    }
  });

  it('follows the instance: a language change shows the other language and its texts', async () => {
    const i18n = createServerI18n('en');
    render(
      <AppProviders store={makeStore()} i18n={i18n}>
        <Page count={2} />
      </AppProviders>,
    );
    expect(screen.getByText('1: ViVu Travel / Loading... / en')).toBeInTheDocument();
    await act(() => i18n.changeLanguage('vi'));
    expect(screen.getByText('1: ViVu Travel / Đang tải... / vi')).toBeInTheDocument();
    expect(i18n.language).toBe('vi');
  });

  it('reports the namespaces a render used on the instance itself (what the server embeds in the page)', () => {
    const i18n = createServerI18n('vi');
    render(
      <AppProviders store={makeStore()} i18n={i18n}>
        <Page count={1} />
      </AppProviders>,
    );
    const resources = usedResources(i18n, 'vi');
    expect(Object.keys(resources)).toContain('common');
    expect(resources).not.toHaveProperty('checkout');
  });

  it('asks i18next once per language and namespace whether it is loaded, and again while its bundle is missing', () => {
    const i18n = i18next.createInstance();
    void i18n.init({
      lng: 'en',
      resources: { en: { common: { brand: 'ViVu Travel', loading: 'Loading...' } } },
      partialBundledLanguages: true,
    });
    const asked = jest.spyOn(i18n, 'hasLoadedNamespace');
    render(
      <AppProviders store={makeStore()} i18n={i18n}>
        <Page count={30} />
      </AppProviders>,
    );
    expect(screen.getByText('29: ViVu Travel / Loading... / en')).toBeInTheDocument();
    expect(asked.mock.calls.filter(([ns]) => ns === 'common')).toHaveLength(1);

    const view = i18nView(i18n);
    asked.mockClear();
    view.hasLoadedNamespace('later');
    view.hasLoadedNamespace('later');
    expect(asked).toHaveBeenCalledTimes(2);
    i18n.addResourceBundle('en', 'later', { hello: 'Hello' });
    expect(view.hasLoadedNamespace('later')).toBe(true);
    expect(view.hasLoadedNamespace('later')).toBe(true);
    expect(asked).toHaveBeenCalledTimes(3);
    // Another language is another question.
    view.hasLoadedNamespace('later', { lng: 'vi' });
    expect(asked).toHaveBeenCalledTimes(4);
  });
});
