/** The tour namespace's t() in the page's language (useLang: the URL's language, any case). */
import { useTranslation } from 'react-i18next';
import { useLang } from '@/lib/hooks';

/** t() of the 'tour' namespace in the page's language, so the page renders in the URL's language even before the
 * interface language switches. */
export function useTourT() {
  const lang = useLang();
  return useTranslation('tour', { lng: lang });
}
