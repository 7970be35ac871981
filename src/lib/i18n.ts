/**
 * i18next setup. Languages vi (default) and en; one JSON file per namespace and language in
 * src/locales/{lng}/{ns}.json.
 *
 * - Only 'errors' ships in the main bundle, in both languages: the error fallback shows both and must never wait.
 * - Every other namespace ('common' and 'shell' included) is loaded on first use by `localeBackend`: a dynamic
 *   import that webpack turns into one small chunk per file. A component just calls `useTranslation('search')`;
 *   the Suspense boundary around each route shows the loading spinner meanwhile.
 * - A server-rendered page brings the texts it used (its data block's i18n): i18next starts from them in the page's
 *   language, so hydration loads no locale chunk and the other language's texts are never downloaded.
 * - The language follows the URL's :lang (LanguageRoute in router.tsx calls `applyLanguage`).
 *
 * To add a namespace: create src/locales/vi/<ns>.json and src/locales/en/<ns>.json with identical keys
 * (src/app/locales.test.ts fails otherwise) and add both to SERVER_RESOURCES (i18nServer.ts). To bundle it
 * eagerly instead (only for texts that must never wait), import both files here, add them to BUNDLED and to the
 * webpackExclude pattern.
 */
import i18n, { type BackendModule, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  parseLanguageIgnoringCase,
  SUPPORTED_LANGUAGES,
  type Lang,
} from '@/domain/shared/language';
import { readServerData } from './serverData';
import viErrors from '../locales/vi/errors.json';
import enErrors from '../locales/en/errors.json';

const BUNDLED = {
  vi: { errors: viErrors },
  en: { errors: enErrors },
} satisfies Resource;

export const BUNDLED_NAMESPACES = Object.keys(BUNDLED.vi);

/** Namespaces every page uses: loaded at start when the page did not bring them. */
const SHELL_NAMESPACES = ['common', 'shell'];

/** The language to start in and the texts at hand: the server-rendered page's, else the URL's language. */
function initialState(): { lng: Lang; resources: Resource } {
  const ssr = readServerData();
  const lang = parseLanguageIgnoringCase(ssr?.lang);
  if (ssr && lang) {
    return { lng: lang, resources: { ...BUNDLED, [lang]: { ...BUNDLED[lang], ...ssr.i18n } } };
  }
  const fromUrl =
    typeof window !== 'undefined' ? parseLanguageIgnoringCase(window.location.pathname.split('/')[1]) : null;
  return { lng: fromUrl ?? DEFAULT_LANGUAGE, resources: BUNDLED };
}

/** Loads src/locales/{lng}/{ns}.json on demand (a separate webpack chunk per file). */
export const localeBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    import(
      /* webpackChunkName: "locale-[request]" */
      /* webpackExclude: /errors\.json$/ */
      `../locales/${language}/${namespace}.json`
    )
      .then((module: { default?: object }) =>
        callback(null, (module.default ?? module) as Record<string, unknown>),
      )
      .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false));
  },
};

const initial = initialState();

i18n
  .use(localeBackend)
  .use(initReactI18next)
  .init({
    resources: initial.resources,
    partialBundledLanguages: true,
    lng: initial.lng,
    // No fallback language: both languages have the same keys (locales.test.ts), and a fallback would make
    // i18next load every namespace twice on English pages.
    fallbackLng: false,
    supportedLngs: [...SUPPORTED_LANGUAGES],
    nonExplicitSupportedLngs: false,
    load: 'currentOnly',
    ns: SHELL_NAMESPACES,
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
