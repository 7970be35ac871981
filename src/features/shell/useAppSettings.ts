import { useGetAppSettingsQuery, type AppSettings } from '@/api';

/**
 * The app settings when usable: the call counts as failed when `success` is false or `data` is missing, and a
 * failure shows nothing (spec part 1, section 7), so callers just get undefined.
 */
export function useAppSettings(): AppSettings | undefined {
  const { settings } = useGetAppSettingsQuery(undefined, {
    selectFromResult: ({ data, isError }) => ({
      settings: !isError && data?.success === true && data.data ? data.data : undefined,
    }),
  });
  return settings;
}
