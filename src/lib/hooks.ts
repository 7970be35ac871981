/** App-wide hooks: typed React-Redux hooks (use these instead of useSelector/useDispatch) and useLang. */
import { useDispatch, useSelector } from 'react-redux';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { languageOrDefault, parseLanguageIgnoringCase, type Lang } from '@/domain/shared/language';
import type { AppDispatch, RootState } from './state/rootState';

export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();

/**
 * The page language, the one language hook of the app: the URL's first segment when it is vi/en in any case
 * (/vi/…, /EN/detail-trip/…), else the interface language (pages without a language segment such as /booking),
 * else vi. It reads the location, not the route params, so the layout, error elements and the 404 page agree with
 * the page, and a page renders in its URL's language even before the interface language switches.
 */
export function useLang(): Lang {
  const { pathname } = useLocation();
  const { i18n } = useTranslation(undefined, { useSuspense: false });
  return parseLanguageIgnoringCase(pathname.split('/')[1]) ?? languageOrDefault(i18n.language);
}
