/**
 * i18next setup. Languages vi (default and fallback) and en; one JSON file per namespace and language in
 * src/locales/{lng}/{ns}.json.
 *
 * - Namespaces listed in BUNDLED below ('common', 'shell') ship in the main bundle (every page needs them).
 * - Every other namespace is loaded on first use by `localeBackend`: a dynamic import that webpack turns
 *   into one small chunk per file, so a feature's texts are not in the initial bundle. A component just calls
 *   `useTranslation('search')`; the Suspense boundary around each route shows the loading spinner meanwhile.
 * - The language follows the URL's :lang (the router's loader calls `applyLanguage`).
 *
 * To add a namespace: create src/locales/vi/<ns>.json and src/locales/en/<ns>.json with identical keys
 * (src/app/locales.test.ts fails otherwise). Nothing to register. To bundle it eagerly instead (only for texts
 * on every page), import both files here, add them to BUNDLED and to the webpackExclude pattern.
 */
import i18n, { type BackendModule, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES, type Lang } from '@/domain/language';
import viCommon from '../locales/vi/common.json';
import enCommon from '../locales/en/common.json';
import viShell from '../locales/vi/shell.json';
import enShell from '../locales/en/shell.json';

const BUNDLED = {
  vi: { common: viCommon, shell: viShell },
  en: { common: enCommon, shell: enShell },
} satisfies Resource;

export const BUNDLED_NAMESPACES = Object.keys(BUNDLED.vi);

/** Loads src/locales/{lng}/{ns}.json on demand (a separate webpack chunk per file). */
export const localeBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    import(
      /* webpackChunkName: "locale-[request]" */
      /* webpackExclude: /(common|shell)\.json$/ */
      `../locales/${language}/${namespace}.json`
    )
      .then((module: { default?: object }) =>
        callback(null, (module.default ?? module) as Record<string, unknown>),
      )
      .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false));
  },
};

i18n
  .use(localeBackend)
  .use(initReactI18next)
  .init({
    resources: BUNDLED,
    partialBundledLanguages: true,
    lng: DEFAULT_LANGUAGE,
    // No fallback language: both languages have the same keys (locales.test.ts), and a fallback would make
    // i18next load every namespace twice on English pages.
    fallbackLng: false,
    supportedLngs: [...SUPPORTED_LANGUAGES],
    nonExplicitSupportedLngs: false,
    load: 'currentOnly',
    ns: BUNDLED_NAMESPACES,
    defaultNS: 'common',
    fallbackNS: false,
    initAsync: false,
    interpolation: { escapeValue: false }, // React escapes.
    react: { useSuspense: true },
  })
  .catch((error: unknown) => console.error('i18n init failed', error));

function syncDocumentLanguage(lng: string | undefined) {
  if (typeof document !== 'undefined' && lng) document.documentElement.lang = lng;
}
i18n.on('languageChanged', syncDocumentLanguage);
syncDocumentLanguage(i18n.language);

/** Make `lang` the interface language (no-op when it already is). */
export async function applyLanguage(lang: Lang): Promise<void> {
  if (i18n.language !== lang) await i18n.changeLanguage(lang);
}

export default i18n;
