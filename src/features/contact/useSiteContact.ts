import { useGetSiteSettingsQuery } from '@/api';
import type { Lang } from '@/domain/shared/language';

/** The site settings of the language (phone, email, address), with loading and error flags. */
export function useSiteContact(lang: Lang) {
  const query = useGetSiteSettingsQuery({ lang });
  const settings = query.currentData?.data ?? undefined;
  return {
    settings,
    loading: query.isFetching && !query.currentData,
    failed: query.isError || (Boolean(query.currentData) && !settings),
    retry: () => void query.refetch(),
  };
}
