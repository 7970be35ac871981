import { useGetSiteSettingsQuery } from '@/api';
import type { Lang } from '@/domain/shared/language';

/** The site settings of the language (phone, email, address), with loading and error flags. */
export function useSiteContact(lang: Lang) {
  const query = useGetSiteSettingsQuery({ lang });
  const ok = query.currentData?.success !== false && Boolean(query.currentData?.data);
  return {
    settings: ok ? query.currentData?.data : undefined,
    loading: query.isFetching && !query.currentData,
    failed: query.isError || (Boolean(query.currentData) && !ok),
    retry: () => void query.refetch(),
  };
}
