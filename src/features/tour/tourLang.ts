/**
 * The page's language (from the URL, any case) for every text of the tour namespace, so the page renders in
 * the right language even before the interface language switches.
 */
import { createContext, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lang } from '@/domain/language';

export const TourLangContext = createContext<Lang>('vi');

export function useTourLang(): Lang {
  return useContext(TourLangContext);
}

/** t() of the 'tour' namespace in the page's language. */
export function useTourT() {
  const lang = useTourLang();
  return useTranslation('tour', { lng: lang });
}

/** Locale tag for Intl formats: vi-VN or en-US. */
export const intlLocale = (lang: Lang): string => (lang === 'en' ? 'en-US' : 'vi-VN');
