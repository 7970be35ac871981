/** Slug discovery: the tours, categories and articles a service names in its list answers. */
import { Json, asArray, isObject } from './types';

// ---------------------------------------------------------------- discovery
export function menuSlugs(items: unknown[], categories: Set<string>, articles: Set<string>): void {
  for (const item of items) {
    if (!isObject(item)) continue;
    const slug = typeof item.slug === 'string' && item.slug ? item.slug : undefined;
    if (slug && item.type === 'category') categories.add(slug);
    if (slug && item.type === 'post') articles.add(slug);
    if (typeof item.link === 'string') {
      const post = /\/post\/([^/?#]+)/.exec(item.link);
      if (post) articles.add(decodeURIComponent(post[1]));
    }
    menuSlugs(asArray(item.children), categories, articles);
  }
}

export function footerSlugs(entries: unknown[], categories: Set<string>, articles: Set<string>): void {
  for (const entry of entries) {
    if (!isObject(entry)) continue;
    const link = entry[String(entry.type)];
    const slug = isObject(link) && typeof link.slug === 'string' ? link.slug : undefined;
    if (slug && entry.type === 'category') categories.add(slug);
    if (slug && entry.type === 'post') articles.add(slug);
    footerSlugs(asArray(entry.children), categories, articles);
  }
}

export function articlePaths(page: unknown, articles: Set<string>): void {
  const data = isObject(page) ? page.data : undefined;
  if (!isObject(data)) return;
  for (const section of [data.articles, data.destinations, data.inspired]) {
    if (!isObject(section)) continue;
    for (const item of [...asArray(section.content_destination), ...asArray(section.content_inspired)]) {
      const path = isObject(item) && typeof item.path === 'string' ? item.path : '';
      const post = /\/post\/([^/?#]+)/.exec(path);
      if (post) articles.add(decodeURIComponent(post[1]));
    }
  }
}

export function tourOf(body: unknown): Json | undefined {
  const tour = isObject(body) && isObject(body.data) ? body.data : body;
  return isObject(tour) && 'id' in tour ? tour : undefined;
}
