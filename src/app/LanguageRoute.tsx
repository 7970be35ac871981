/**
 * The URL's language made the interface language before a page renders: the '/:lang' branch (vi/en only) and the
 * tour detail route (any :lang; vi/en in any case applied). See ./router.tsx.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useParams } from 'react-router-dom';
import { isSupportedLanguage, parseLanguageIgnoringCase, type Lang } from '@/domain/shared/language';
import { IS_SERVER } from '@/api/ssr';
import { applyLanguage } from '@/lib/i18n';
import { notFound } from './routePage';

/** One language change at a time per language; a render that needs it waits (suspends) until it is done. */
const switching = new Map<Lang, Promise<void>>();

/** The language in the address bar (in the browser; a memory router in tests leaves the address bar alone). */
function addressBarLanguage(): Lang | undefined {
  return IS_SERVER ? undefined : parseLanguageIgnoringCase(window.location.pathname.split('/')[1]);
}

/**
 * Makes `lang` the interface language before what follows renders. On the server each request has its own
 * i18next instance, created in the page's language; in the browser the shared instance changes language (its
 * namespaces load) while the render waits, so a page never shows a moment of the other language.
 *
 * While the next page waits, the page on its way out is still on screen and re-renders when the language changes.
 * Its :lang is the old one, but the address bar already shows the new one: it must not pull the language back.
 */
function useUrlLanguage(lang: Lang | null | undefined) {
  const { i18n } = useTranslation();
  if (!lang || IS_SERVER || i18n.language === lang) return;
  const current = addressBarLanguage();
  if (current && current !== lang) return;
  let pending = switching.get(lang);
  if (!pending) {
    pending = applyLanguage(lang).finally(() => switching.delete(lang));
    switching.set(lang, pending);
  }
  throw pending;
}

/** '/:lang' branch: only vi and en (anything else is the 404 page); the URL's language becomes the interface's. */
export function LanguageRoute() {
  const { lang } = useParams();
  const supported = isSupportedLanguage(lang) ? lang : null;
  useUrlLanguage(supported);
  return supported ? <Outlet /> : notFound;
}

/** Tour detail: any :lang passes; vi/en (any case) is applied. */
export function DetailLanguage({ children }: { children: ReactNode }) {
  useUrlLanguage(parseLanguageIgnoringCase(useParams().lang));
  return children;
}
