import type { Lang } from '@/domain/shared/language';
import { paths } from '@/domain/shared/paths';
import type { PageLink } from './content/types';

/** Where a static page's card goes: /{lang}/post/{slug}, /{lang}/post or /{lang}/search. */
export function pageLinkHref(link: PageLink, lang: Lang): string {
  switch (link.kind) {
    case 'post':
      return paths.post(lang, link.slug);
    case 'posts':
      return paths.post(lang);
    case 'search':
      return paths.search(lang);
  }
}
