/**
 * i18next on the server: an instance per language with every namespace loaded at once, so nothing suspends while a
 * page renders, and an object per render for what the render notes (the global instance changes language, so it is
 * not safe across concurrent renders).
 * One import per src/locales file, written by hand: src/app/locales.test.ts fails when a namespace file is not listed
 * here (and keeps vi and en identical).
 */
import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { SUPPORTED_LANGUAGES, type Lang } from '@/domain/shared/language';
import vi_articles from '../locales/vi/articles.json';
import vi_category from '../locales/vi/category.json';
import vi_checkout from '../locales/vi/checkout.json';
import vi_common from '../locales/vi/common.json';
import vi_compare from '../locales/vi/compare.json';
import vi_contact from '../locales/vi/contact.json';
import vi_errors from '../locales/vi/errors.json';
import vi_home from '../locales/vi/home.json';
import vi_notFound from '../locales/vi/notFound.json';
import vi_pages from '../locales/vi/pages.json';
import vi_search from '../locales/vi/search.json';
import vi_shell from '../locales/vi/shell.json';
import vi_testPage from '../locales/vi/testPage.json';
import vi_tour from '../locales/vi/tour.json';
import vi_wishlist from '../locales/vi/wishlist.json';
import en_articles from '../locales/en/articles.json';
import en_category from '../locales/en/category.json';
import en_checkout from '../locales/en/checkout.json';
import en_common from '../locales/en/common.json';
import en_compare from '../locales/en/compare.json';
import en_contact from '../locales/en/contact.json';
import en_errors from '../locales/en/errors.json';
import en_home from '../locales/en/home.json';
import en_notFound from '../locales/en/notFound.json';
import en_pages from '../locales/en/pages.json';
import en_search from '../locales/en/search.json';
import en_shell from '../locales/en/shell.json';
import en_testPage from '../locales/en/testPage.json';
import en_tour from '../locales/en/tour.json';
import en_wishlist from '../locales/en/wishlist.json';

export const SERVER_RESOURCES: Resource = {
  vi: {
    articles: vi_articles,
    category: vi_category,
    checkout: vi_checkout,
    common: vi_common,
    compare: vi_compare,
    contact: vi_contact,
    errors: vi_errors,
    home: vi_home,
    notFound: vi_notFound,
    pages: vi_pages,
    search: vi_search,
    shell: vi_shell,
    testPage: vi_testPage,
    tour: vi_tour,
    wishlist: vi_wishlist,
  },
  en: {
    articles: en_articles,
    category: en_category,
    checkout: en_checkout,
    common: en_common,
    compare: en_compare,
    contact: en_contact,
    errors: en_errors,
    home: en_home,
    notFound: en_notFound,
    pages: en_pages,
    search: en_search,
    shell: en_shell,
    testPage: en_testPage,
    tour: en_tour,
    wishlist: en_wishlist,
  },
};

/** One initialised instance per language, made on first use. */
const languages = new Map<Lang, I18n>();

function languageInstance(lang: Lang): I18n {
  let instance = languages.get(lang);
  if (!instance) {
    instance = i18next.createInstance();
    instance.use(initReactI18next).init({
      resources: SERVER_RESOURCES,
      lng: lang,
      fallbackLng: false, // as in the browser (src/lib/i18n.ts)
      supportedLngs: [...SUPPORTED_LANGUAGES],
      nonExplicitSupportedLngs: false,
      load: 'currentOnly',
      ns: Object.keys(SERVER_RESOURCES.vi),
      defaultNS: 'common',
      fallbackNS: false,
      initAsync: false,
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
    });
    languages.set(lang, instance);
  }
  return instance;
}

/**
 * The i18next of one render. A render never changes its instance (the language is the page's, every resource is
 * loaded), so the language's instance is shared by every render. What a render writes (the namespaces it used,
 * react-i18next's `reportNamespaces`) is kept on the render's own object, whose prototype is that instance. Making
 * an instance took about 0.5 ms of every page.
 */
export function createServerI18n(lang: Lang): I18n {
  return Object.create(languageInstance(lang), {
    reportNamespaces: { value: undefined, writable: true, enumerable: true, configurable: true },
  }) as I18n;
}

/** The resources of the namespaces a render used, to embed in the page (the browser then needs no locale chunk). */
export function usedResources(instance: I18n, lang: Lang): Record<string, unknown> {
  const used =
    (
      instance as I18n & { reportNamespaces?: { getUsedNamespaces(): string[] } }
    ).reportNamespaces?.getUsedNamespaces() ?? [];
  const all = SERVER_RESOURCES[lang] as Record<string, unknown>;
  return Object.fromEntries(used.filter((ns) => ns in all).map((ns) => [ns, all[ns]]));
}
