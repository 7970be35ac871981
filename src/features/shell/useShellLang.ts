import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { languageOrDefault, parseLanguageIgnoringCase, type Lang } from '@/domain/language';

/**
 * The page language: the URL's language segment when there is one (/vi/…, /en/…), else the interface language
 * (pages without a language segment such as /booking).
 */
export function useShellLang(): Lang {
  const { pathname } = useLocation();
  const { i18n } = useTranslation();
  return parseLanguageIgnoringCase(pathname.split('/')[1]) ?? languageOrDefault(i18n.language);
}

/** The site's own origin, for telling internal menu links from external ones. */
export function siteOrigin(): string {
  return typeof window !== 'undefined' ? window.location.origin : 'http://localhost';
}
