/** App-wide hooks: typed React-Redux hooks (use these instead of useSelector/useDispatch) and useLang. */
import { useDispatch, useSelector, useStore } from 'react-redux';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { languageOrDefault, parseLanguageIgnoringCase, type Lang } from '@/domain/language';
import type { AppDispatch, AppStore, RootState } from './store';

export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppStore = useStore.withTypes<AppStore>();

/**
 * The page language: the URL's :lang when it is vi/en (any case), else the current interface language
 * (routes without a language segment such as /booking), else vi.
 */
export function useLang(): Lang {
  const { lang } = useParams();
  const { i18n } = useTranslation(undefined, { useSuspense: false });
  return parseLanguageIgnoringCase(lang) ?? languageOrDefault(i18n.language);
}
