/**
 * The article list at /:lang/post (without a slug). The contract has no "list articles" call, so the list
 * shows the articles the site already knows about from the contract's data: the header menu's items of type
 * post (at any depth) and the footer's post entries (at any depth), in that order, each once (by slug).
 */
import type { FooterEntry, MenuItem } from '@/api';

export interface KnownArticle {
  slug: string;
  title: string;
}

function fromMenu(items: readonly MenuItem[] | undefined, out: KnownArticle[]): void {
  for (const item of items ?? []) {
    const slug = item.slug?.trim();
    if (item.type === 'post' && slug) out.push({ slug, title: item.label.trim() || slug });
    fromMenu(item.children, out);
  }
}

function fromFooter(entries: readonly FooterEntry[] | undefined, out: KnownArticle[]): void {
  for (const entry of entries ?? []) {
    if (entry.type === 'post') {
      const slug = entry.post?.slug?.trim();
      if (slug) out.push({ slug, title: entry.post.title?.trim() || slug });
    }
    fromFooter(entry.children, out);
  }
}

export function collectKnownArticles(
  menu: readonly MenuItem[] | undefined,
  footer: readonly FooterEntry[] | undefined,
): KnownArticle[] {
  const all: KnownArticle[] = [];
  fromMenu(menu, all);
  fromFooter(footer, all);
  const seen = new Set<string>();
  return all.filter((article) => {
    if (seen.has(article.slug)) return false;
    seen.add(article.slug);
    return true;
  });
}
