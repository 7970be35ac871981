import { useGetAppSettingsQuery, type AppSettings } from '@/api';

/**
 * The app settings when usable: the call counts as failed when it failed or was refused (an error, see
 * src/api/emptyApi.ts) or `data` is missing, and a failure shows nothing (spec part 1, section 7), so callers just get
 * undefined.
 */
export function useAppSettings(): AppSettings | undefined {
  const { settings } = useGetAppSettingsQuery(undefined, {
    selectFromResult: ({ data, isError }) => ({
      settings: isError ? undefined : (data?.data ?? undefined),
    }),
  });
  return settings;
}
