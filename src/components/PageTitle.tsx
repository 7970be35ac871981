/**
 * The page's head data, rendered with React 19's <title>/<meta>/<link> hoisting (no head library), the same on the
 * server and in the browser: 'title | brand', the description, the canonical URL, hreflang alternates (vi, en,
 * x-default → vi) for pages under a language segment, Open Graph and Twitter card tags, and optional JSON-LD.
 * Render one PageTitle per page. The brand is the site settings' app_name for the current language once loaded,
 * else appConfig.brandName. URLs are absolute, from the site's origin (useSiteOrigin).
 */
import { useLocation } from 'react-router-dom';
import { useLang } from '@/lib/hooks';
import { appConfig } from '@/api/config';
import { useGetSiteSettingsQuery } from '@/api';
import {
  DEFAULT_LANGUAGE,
  SUPPORTED_LANGUAGES,
  parseLanguageIgnoringCase,
  swapLanguage,
} from '@/domain/shared/language';
import { useSiteOrigin } from './ServerInfo';

export function formatPageTitle(title: string | undefined, brand: string): string {
  const text = title?.trim();
  return text ? `${text} | ${brand}` : brand;
}

/** The brand shown in titles: app_name from the site settings, else the configured brand name. */
export function useBrandName(): string {
  const lang = useLang();
  const { appName } = useGetSiteSettingsQuery(
    { lang },
    { selectFromResult: ({ data }) => ({ appName: data?.data?.app_name?.trim() }) },
  );
  return appName || appConfig.brandName;
}

export interface PageTitleProps {
  title?: string;
  description?: string | null;
  /** Absolute or site-relative image for link previews. */
  image?: string | null;
  /** Open Graph type (default 'website'). */
  type?: 'website' | 'article' | 'product';
  /** schema.org objects, each written as one JSON-LD script. */
  jsonLd?: ReadonlyArray<Record<string, unknown>>;
  /** The canonical path when it is not the current path (default: the current path without its query). */
  canonicalPath?: string;
}

/** JSON for a <script> element: '<' escaped so no text can close it. */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

export function PageTitle({
  title,
  description,
  image,
  type = 'website',
  jsonLd,
  canonicalPath,
}: PageTitleProps) {
  const brand = useBrandName();
  const origin = useSiteOrigin();
  const { pathname } = useLocation();
  const path = canonicalPath ?? pathname;
  const full = formatPageTitle(title, brand);
  const absolute = (url: string) =>
    /^https?:\/\//i.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`;
  const hasLanguage = parseLanguageIgnoringCase(path.split('/')[1]) !== undefined;
  const imageUrl = image ? absolute(image) : null;
  return (
    <>
      <title>{full}</title>
      {description ? <meta name="description" content={description} /> : null}
      <link rel="canonical" href={absolute(path)} />
      {hasLanguage
        ? [...SUPPORTED_LANGUAGES, 'x-default' as const].map((code) => (
            <link
              key={code}
              rel="alternate"
              hrefLang={code}
              href={absolute(swapLanguage(path, '', code === 'x-default' ? DEFAULT_LANGUAGE : code))}
            />
          ))
        : null}
      <meta property="og:type" content={type} />
      <meta property="og:site_name" content={brand} />
      <meta property="og:title" content={full} />
      {description ? <meta property="og:description" content={description} /> : null}
      <meta property="og:url" content={absolute(path)} />
      {imageUrl ? <meta property="og:image" content={imageUrl} /> : null}
      <meta name="twitter:card" content={imageUrl ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={full} />
      {description ? <meta name="twitter:description" content={description} /> : null}
      {imageUrl ? <meta name="twitter:image" content={imageUrl} /> : null}
      {(jsonLd ?? []).map((data, index) => (
        <script
          key={index}
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: jsonLdText(data) }}
        />
      ))}
    </>
  );
}

export default PageTitle;
