/**
 * The document title 'title | brand' (and optionally the description), rendered with React 19's built-in
 * <title>/<meta> hoisting: no head-management library. Render one PageTitle per page.
 * The brand is the site settings' app_name for the current language once loaded, else appConfig.brandName.
 */
import { useTranslation } from 'react-i18next';
import { appConfig } from '@/api/config';
import { useGetSiteSettingsQuery } from '@/api';
import { languageOrDefault } from '@/domain/language';

export function formatPageTitle(title: string | undefined, brand: string): string {
  const text = title?.trim();
  return text ? `${text} | ${brand}` : brand;
}

/** The brand shown in titles: app_name from the site settings, else the configured brand name. */
export function useBrandName(): string {
  const { i18n } = useTranslation(undefined, { useSuspense: false });
  const lang = languageOrDefault(i18n.language);
  const { appName } = useGetSiteSettingsQuery(
    { lang },
    { selectFromResult: ({ data }) => ({ appName: data?.data?.app_name?.trim() }) },
  );
  return appName || appConfig.brandName;
}

export interface PageTitleProps {
  title?: string;
  description?: string | null;
}

export function PageTitle({ title, description }: PageTitleProps) {
  const brand = useBrandName();
  return (
    <>
      <title>{formatPageTitle(title, brand)}</title>
      {description ? <meta name="description" content={description} /> : null}
    </>
  );
}

export default PageTitle;
