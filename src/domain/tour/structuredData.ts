/** schema.org structured data (JSON-LD) the pages put in their head: breadcrumbs and articles. */

export interface Crumb {
  name: string;
  /** Absolute URL. */
  url: string;
}

/** BreadcrumbList: positions from 1, in order. */
export function breadcrumbJsonLd(crumbs: readonly Crumb[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}

export function articleJsonLd(article: {
  title: string;
  summary?: string | null;
  image?: string | null;
  url: string;
  lang: string;
  publisher: string;
}): Record<string, unknown> {
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.title,
    url: article.url,
    mainEntityOfPage: article.url,
    inLanguage: article.lang,
    publisher: { '@type': 'Organization', name: article.publisher },
  };
  if (article.summary) data.description = article.summary;
  if (article.image) data.image = [article.image];
  return data;
}
