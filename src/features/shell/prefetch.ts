import { contentApi } from '@/api';
import type { PrefetchCall } from '@/api/prefetch';
import type { Lang } from '@/domain/shared/language';

/** The calls of every page's shell: the title's brand, the currency rate, the header menu and the footer. */
export function shellPrefetch(lang: Lang): PrefetchCall[] {
  const { getSiteSettings, getAppSettings, getHeader, getFooter } = contentApi.endpoints;
  return [
    getSiteSettings.initiate({ lang }),
    getAppSettings.initiate(undefined),
    getHeader.initiate({ lang }),
    getFooter.initiate({ lang }),
  ];
}
