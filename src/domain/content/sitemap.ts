/**
 * robots.txt and sitemap.xml (built by the production server from the content service): every page exists in vi
 * and en, so each URL is listed once per language with hreflang alternates for both and x-default (vi).
 */
import type { FooterEntry, MenuItem } from '@/contract/types';
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES } from '../shared/language';

/** Pages of the site that are not content: paths after /{lang}. */
export const STATIC_PAGE_PATHS = [
  '',
  '/search',
  '/destinations',
  '/travel-deals',
  '/who-we-are',
  '/purpose',
  '/stories',
  '/books',
  '/post',
  '/contact',
  '/contact/contact-us',
  '/contact/manage-booking',
] as const;

export interface SitemapSources {
  tourSlugs: readonly string[];
  menu: readonly MenuItem[];
  footer: readonly FooterEntry[];
}

const cleanSlug = (slug: string | null | undefined) =>
  (slug ?? '')
    .trim()
    .replace(/^\/+|\/+$/g, '')
    .split('/')
    .filter(Boolean)
    .map(encodeURIComponent)
    .join('/');

/** Every path after /{lang}, de-duplicated, in a stable order: static pages, categories, articles, tours. */
export function sitemapPaths({ tourSlugs, menu, footer }: SitemapSources): string[] {
  const categories = new Set<string>();
  const posts = new Set<string>();
  const walkMenu = (items: readonly MenuItem[] | null | undefined) => {
    for (const item of items ?? []) {
      const slug = cleanSlug(item.slug);
      if (slug && item.type === 'category') categories.add(`/${slug}`);
      if (slug && item.type === 'post') posts.add(`/post/${slug}`);
      walkMenu(item.children);
    }
  };
  const walkFooter = (entries: readonly FooterEntry[] | null | undefined) => {
    for (const entry of entries ?? []) {
      if (entry.type === 'category' && cleanSlug(entry.category.slug))
        categories.add(`/${cleanSlug(entry.category.slug)}`);
      if (entry.type === 'post' && cleanSlug(entry.post.slug))
        posts.add(`/post/${cleanSlug(entry.post.slug)}`);
      walkFooter(entry.children);
    }
  };
  walkMenu(menu);
  walkFooter(footer);
  const tours = [...new Set(tourSlugs.map(cleanSlug).filter(Boolean))].map((slug) => `/detail-trip/${slug}`);
  return [...new Set([...STATIC_PAGE_PATHS, ...categories, ...posts, ...tours])];
}

const xml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function renderSitemap(origin: string, paths: readonly string[]): string {
  const url = (lang: string, path: string) => xml(`${origin}/${lang}${path}`);
  const entries = paths.flatMap((path) =>
    SUPPORTED_LANGUAGES.map((lang) =>
      [
        '  <url>',
        `    <loc>${url(lang, path)}</loc>`,
        ...SUPPORTED_LANGUAGES.map(
          (alt) => `    <xhtml:link rel="alternate" hreflang="${alt}" href="${url(alt, path)}"/>`,
        ),
        `    <xhtml:link rel="alternate" hreflang="x-default" href="${url(DEFAULT_LANGUAGE, path)}"/>`,
        '  </url>',
      ].join('\n'),
    ),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

export function renderRobots(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /test',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
