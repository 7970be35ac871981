import { useTranslation } from 'react-i18next';
import { languageOrDefault, type Lang } from '@/domain/language';

/** The interface language (vi/en) the router applied from the URL's :lang. */
export function useHomeLang(): Lang {
  const { i18n } = useTranslation(undefined, { useSuspense: false });
  return languageOrDefault(i18n.language);
}
