/** The tour namespace's t() in the page's language (useLang: the URL's language, any case). */
import { DATE_LOCALES } from '@/domain/dates';
import { useTranslation } from 'react-i18next';
import { useLang } from '@/app/hooks';
import type { Lang } from '@/domain/language';

/** t() of the 'tour' namespace in the page's language, so the page renders in the URL's language even before the
 * interface language switches. */
export function useTourT() {
  const lang = useLang();
  return useTranslation('tour', { lng: lang });
}

/** Locale tag for Intl formats: vi-VN or en-US (the site's date locales, domain/dates). */
export const intlLocale = (lang: Lang): string => DATE_LOCALES[lang];
